import NavigationModel
import SwiftSyntax

/// Collects what a function body does: its calls, what a `switch self` returns, its closures.
final class BodyCollector: SyntaxVisitor {
  private unowned let indexer: IndexingVisitor
  private(set) var calls: [CallItem] = []
  private(set) var switchSelf: [SwitchCaseItem] = []
  private(set) var closures: [ClosureItem] = []

  init(indexer: IndexingVisitor) {
    self.indexer = indexer
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    var receiver: [String] = []
    var member = node.calledExpression.trimmedDescription
    if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
      member = access.declName.baseName.text
      receiver = access.base.map(SyntaxText.chain) ?? ["."]
    } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      member = reference.baseName.text
    }
    calls.append(
      CallItem(
        receiver: receiver, member: member,
        arguments: node.arguments.map { ArgumentItem(label: $0.label?.text, text: $0.expression.trimmedDescription) },
        hasTrailingClosure: node.trailingClosure != nil, location: indexer.location(of: node)))
    return .visitChildren
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.subject.trimmedDescription == "self" else { return .visitChildren }
    for element in node.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
      let patterns: [String]
      switch switchCase.label {
      case .case(let label): patterns = label.caseItems.map { $0.pattern.trimmedDescription }
      case .default: patterns = ["default"]
      }
      let returned = switchCase.statements.lazy.compactMap { statement -> String? in
        if let stmt = statement.item.as(ReturnStmtSyntax.self) { return stmt.expression?.trimmedDescription }
        if let expression = statement.item.as(ExprSyntax.self) { return expression.trimmedDescription }
        return nil
      }.first
      switchSelf.append(
        SwitchCaseItem(patterns: patterns, returns: returned, location: indexer.location(of: switchCase)))
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    let captures =
      node.signature?.capture?.items.map { item in
        ArgumentItem(label: item.specifier?.specifier.text, text: item.name.text)
      } ?? []
    closures.append(ClosureItem(captures: captures, location: indexer.location(of: node)))
    return .visitChildren
  }
}
