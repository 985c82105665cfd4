import NavigationModel
@_spi(RawSyntax) import SwiftSyntax

/// Collects what a function body does: its calls, locals, assignments, returns, what a `switch self`
/// returns, and its closures.
///
/// The body is scanned over its raw tree (swift-syntax's `RawSyntax`, an SPI of the exact version the
/// package pins): a `SyntaxVisitor` materializes every node and token, which costs about as much as
/// the parse. Only the nodes that matter (calls, declarations, assignments, returns, cases, closures)
/// are made into typed syntax, each on its own, at its offset in the file.
final class BodyCollector {
  private unowned let indexer: IndexingVisitor
  private(set) var calls: [CallItem] = []
  private(set) var switchSelf: [SwitchCaseItem] = []
  private(set) var closures: [ClosureItem] = []
  private(set) var locals: [LocalItem] = []
  private(set) var assignments: [AssignmentItem] = []
  private(set) var returns: [ExpressionShape] = []
  private var closureHosts: [String] = []
  private var casePatterns: [ExpressionShape] = []

  init(indexer: IndexingVisitor) {
    self.indexer = indexer
  }

  /// Scans a body; a single expression with no statement around it is what the body returns.
  func collect(_ statements: CodeBlockItemListSyntax) {
    if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) {
      returns.append(indexer.reader.shape(only))
    }
    scan(statements.raw, at: statements.position.utf8Offset, host: nil)
  }

  /// The kinds through which a closure is still an argument of the call above it (a switch: a set
  /// lookup hashes, and this runs for every node of every body).
  private static func isArgumentKind(_ kind: SyntaxKind) -> Bool {
    switch kind {
    case .labeledExprList, .labeledExpr, .multipleTrailingClosureElementList, .multipleTrailingClosureElement: true
    default: false
    }
  }

  /// Scans `raw`, which starts at `offset` in the file; `host` names the call whose argument it is.
  private func scan(_ raw: RawSyntax, at offset: Int, host: String?) {
    guard let layout = raw.layoutView else { return }
    var childHost: String?
    var popCase: Int?
    switch raw.kind {
    case .functionCallExpr:
      childHost = call(node(raw, FunctionCallExprSyntax.self), at: offset)
    case .variableDecl:
      declaration(node(raw, VariableDeclSyntax.self), at: offset)
    case .optionalBindingCondition:
      binding(node(raw, OptionalBindingConditionSyntax.self), at: offset)
    case .sequenceExpr:
      assignment(node(raw, SequenceExprSyntax.self), at: offset)
    case .returnStmt:
      if closureHosts.isEmpty, let expression = node(raw, ReturnStmtSyntax.self).expression {
        returns.append(indexer.reader.at(offset).shape(expression))
      }
    case .switchCase:
      popCase = casePatterns.count
      casePatterns += patterns(node(raw, SwitchCaseSyntax.self), at: offset)
    case .switchExpr:
      switchOnSelf(node(raw, SwitchExprSyntax.self), at: offset)
    case .closureExpr:
      closure(node(raw, ClosureExprSyntax.self), at: offset, host: host ?? "")
    default:
      if Self.isArgumentKind(raw.kind) { childHost = host }
    }
    var childOffset = offset
    for child in layout.children {
      guard let child else { continue }
      let passes = child.kind == .closureExpr || Self.isArgumentKind(child.kind)
      scan(child, at: childOffset, host: passes ? childHost : nil)
      childOffset += child.byteLength
    }
    if raw.kind == .closureExpr { closureHosts.removeLast() }
    if let popCase { casePatterns.removeSubrange(popCase...) }
  }

  /// A typed node made of a raw one, on its own (its positions start at 0).
  private func node<Node: SyntaxProtocol>(_ raw: RawSyntax, _ type: Node.Type) -> Node {
    Syntax(raw: raw, rawNodeArena: raw.arena).cast(Node.self)
  }

  /// The file location of a node read on its own at `offset`.
  private func location(of node: some SyntaxProtocol, at offset: Int) -> SourceLocation {
    indexer.location(atOffset: offset + node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// Records a call; returns its member name (the host of closures passed to it).
  private func call(_ node: FunctionCallExprSyntax, at offset: Int) -> String {
    let reader = indexer.reader.at(offset)
    var receiver: [ChainStep] = []
    let member: String
    // A member call is placed at its member's name, so that each step of a chain has its own place.
    var place = location(of: node, at: offset)
    if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
      member = access.declName.baseName.text
      receiver = access.base.map(reader.chain) ?? [.name(".")]
      if access.base != nil { place = location(of: access.declName, at: offset) }
    } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      member = reference.baseName.text
    } else {
      member = reader.source.text(node.calledExpression)
    }
    calls.append(
      CallItem(
        receiver: receiver, member: member, arguments: reader.arguments(of: node),
        hasTrailingClosure: node.trailingClosure != nil, closureHosts: closureHosts, casePatterns: casePatterns,
        location: place))
    return member
  }

  private func declaration(_ node: VariableDeclSyntax, at offset: Int) {
    let reader = indexer.reader.at(offset)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      locals.append(
        LocalItem(
          name: name, type: binding.typeAnnotation.map { reader.syntax.reference($0.type) },
          value: binding.initializer.map { reader.shape($0.value) }, location: location(of: binding, at: offset)))
    }
  }

  private func binding(_ node: OptionalBindingConditionSyntax, at offset: Int) {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
    let reader = indexer.reader.at(offset)
    let value = node.initializer.map { reader.shape($0.value) } ?? .reference([.name(name)])
    locals.append(
      LocalItem(
        name: name, type: node.typeAnnotation.map { reader.syntax.reference($0.type) }, value: value,
        location: location(of: node, at: offset)))
  }

  private func assignment(_ node: SequenceExprSyntax, at offset: Int) {
    let elements = Array(node.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return }
    let reader = indexer.reader.at(offset)
    assignments.append(
      AssignmentItem(
        target: reader.chain(elements[0]), value: reader.shape(elements[2]), inClosure: !closureHosts.isEmpty,
        location: location(of: node, at: offset)))
  }

  private func patterns(_ node: SwitchCaseSyntax, at offset: Int) -> [ExpressionShape] {
    guard case .case(let label) = node.label else { return [] }
    let reader = indexer.reader.at(offset)
    return label.caseItems.map { item in
      item.pattern.as(ExpressionPatternSyntax.self).map { reader.shape($0.expression) } ?? .other
    }
  }

  private func switchOnSelf(_ node: SwitchExprSyntax, at offset: Int) {
    guard node.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return }
    let reader = indexer.reader.at(offset)
    for element in node.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
      let patterns: [String]
      var shapes: [ExpressionShape] = []
      switch switchCase.label {
      case .case(let label):
        patterns = label.caseItems.map { reader.source.text($0.pattern) }
        shapes = label.caseItems.map { item in
          item.pattern.as(ExpressionPatternSyntax.self).map { reader.shape($0.expression) } ?? .other
        }
      case .default: patterns = ["default"]
      }
      let returned = switchCase.statements.lazy.compactMap { statement -> ExprSyntax? in
        if let stmt = statement.item.as(ReturnStmtSyntax.self) { return stmt.expression }
        return statement.item.as(ExprSyntax.self)
      }.first
      switchSelf.append(
        SwitchCaseItem(
          patterns: patterns, patternShapes: shapes, returns: returned.map(reader.source.text),
          value: returned.map(reader.shape), location: location(of: switchCase, at: offset)))
    }
  }

  private func closure(_ node: ClosureExprSyntax, at offset: Int, host: String) {
    let captures =
      node.signature?.capture?.items.map { item in
        ArgumentItem(label: item.specifier?.specifier.text, text: item.name.text)
      } ?? []
    closures.append(ClosureItem(captures: captures, location: location(of: node, at: offset)))
    closureHosts.append(host)
  }
}
