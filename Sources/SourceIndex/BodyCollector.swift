import NavigationModel
import SwiftSyntax

/// Collects what a function body does: its calls, locals, assignments, returns, what a `switch self`
/// returns, and its closures.
final class BodyCollector: SyntaxVisitor {
  private unowned let indexer: IndexingVisitor
  private(set) var calls: [CallItem] = []
  private(set) var switchSelf: [SwitchCaseItem] = []
  private(set) var closures: [ClosureItem] = []
  private(set) var locals: [LocalItem] = []
  private(set) var assignments: [AssignmentItem] = []
  private(set) var returns: [ExpressionShape] = []
  private var closureHosts: [String] = []
  private var casePatterns: [ExpressionShape] = []
  /// How many patterns were open when each enclosing case began.
  private var caseMarks: [Int] = []

  init(indexer: IndexingVisitor) {
    self.indexer = indexer
    super.init(viewMode: .sourceAccurate)
  }

  /// Walks a body; a single expression with no statement around it is what the body returns.
  func collect(_ statements: CodeBlockItemListSyntax) {
    if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) {
      returns.append(indexer.reader.shape(only))
    }
    walk(statements)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    var receiver: [ChainStep] = []
    var member: String
    if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
      member = access.declName.baseName.text
      receiver = access.base.map(indexer.reader.chain) ?? [.name(".")]
    } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      member = reference.baseName.text
    } else {
      member = indexer.source.text(node.calledExpression)
    }
    calls.append(
      CallItem(
        receiver: receiver, member: member, arguments: indexer.reader.arguments(node.arguments),
        hasTrailingClosure: node.trailingClosure != nil, closureHosts: closureHosts, casePatterns: casePatterns,
        location: indexer.location(of: node)))
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      locals.append(
        LocalItem(
          name: name, type: binding.typeAnnotation.map { indexer.syntax.reference($0.type) },
          value: binding.initializer.map { indexer.reader.shape($0.value) }, location: indexer.location(of: binding)
        ))
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      let value = node.initializer.map { indexer.reader.shape($0.value) } ?? .reference([.name(name)])
      locals.append(
        LocalItem(
          name: name, type: node.typeAnnotation.map { indexer.syntax.reference($0.type) }, value: value,
          location: indexer.location(of: node)))
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
      assignments.append(
        AssignmentItem(
          target: indexer.reader.chain(elements[0]), value: indexer.reader.shape(elements[2]),
          inClosure: !closureHosts.isEmpty, location: indexer.location(of: node)))
    }
    return .visitChildren
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if closureHosts.isEmpty, let expression = node.expression { returns.append(indexer.reader.shape(expression)) }
    return .visitChildren
  }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    caseMarks.append(casePatterns.count)
    if case .case(let label) = node.label {
      for item in label.caseItems {
        let pattern = item.pattern.as(ExpressionPatternSyntax.self)
        casePatterns.append(pattern.map { indexer.reader.shape($0.expression) } ?? .other)
      }
    }
    return .visitChildren
  }

  override func visitPost(_ node: SwitchCaseSyntax) {
    casePatterns.removeSubrange(caseMarks.removeLast()...)
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    guard indexer.source.text(node.subject) == "self" else { return .visitChildren }
    for element in node.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
      let patterns: [String]
      var shapes: [ExpressionShape] = []
      switch switchCase.label {
      case .case(let label):
        patterns = label.caseItems.map { indexer.source.text($0.pattern) }
        shapes = label.caseItems.map { item in
          item.pattern.as(ExpressionPatternSyntax.self).map { indexer.reader.shape($0.expression) } ?? .other
        }
      case .default: patterns = ["default"]
      }
      let returned = switchCase.statements.lazy.compactMap { statement -> ExprSyntax? in
        if let stmt = statement.item.as(ReturnStmtSyntax.self) { return stmt.expression }
        return statement.item.as(ExprSyntax.self)
      }.first
      switchSelf.append(
        SwitchCaseItem(
          patterns: patterns, patternShapes: shapes, returns: returned.map(indexer.source.text),
          value: returned.map(indexer.reader.shape),
          location: indexer.location(of: switchCase)))
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    let captures =
      node.signature?.capture?.items.map { item in
        ArgumentItem(label: item.specifier?.specifier.text, text: item.name.text)
      } ?? []
    closures.append(ClosureItem(captures: captures, location: indexer.location(of: node)))
    closureHosts.append(Self.host(of: node))
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) { closureHosts.removeLast() }

  /// The name of the call a closure is passed to (as an argument or a trailing closure), or `""`.
  private static func host(of closure: ClosureExprSyntax) -> String {
    var node = closure.parent
    while let current = node, !current.is(FunctionCallExprSyntax.self) {
      guard
        current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self)
          || current.is(MultipleTrailingClosureElementSyntax.self)
          || current.is(MultipleTrailingClosureElementListSyntax.self)
      else { return "" }
      node = current.parent
    }
    guard let call = node?.as(FunctionCallExprSyntax.self) else { return "" }
    if let access = call.calledExpression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return ""
  }
}
