import NavigationModel
@_spi(RawSyntax) import SwiftSyntax

/// Locals, assignments and `if`-expression assignments of a body.
extension BodyCollector {
  func declaration(_ node: RawNode) {
    let declaration = node.as(RawVariableDeclSyntax.self)!
    let isConstant = declaration.bindingSpecifier.tokenText == "let"
    for binding in node.child(declaration.bindings).children {
      let pattern = binding.as(RawPatternBindingSyntax.self)!
      guard let identifier = pattern.pattern.as(RawIdentifierPatternSyntax.self) else { continue }
      let name = String(identifier: identifier.identifier.tokenText)
      let value = binding.child(pattern.initializer).map(Self.initialValue)
      locals.append(
        LocalItem(
          name: name, type: reader.syntax.annotatedType(binding.child(pattern.typeAnnotation)),
          value: value.map(reader.shape), location: location(of: binding), isConstant: isConstant))
      if let value, value.kind == .functionCallExpr, Self.isImplicitInitialiser(value) {
        assignedCall = (value.offset, [.name(name)])
      }
      if let value, value.kind == .switchExpr || value.kind == .ifExpr {
        declaringExpressions[value.offset] = ExpressionTarget(name: name, declares: true)
      }
      if let value, value.kind == .sequenceExpr { declaringTernary(value, named: name) }
      if let value, value.kind == .closureExpr, isConstant {
        localClosure(value, named: name)
        assignedClosure = (value.offset, [.name(name)])
      }
    }
  }

  /// An arm of a `switch` expression that gives a local its declared value (`case .painting(let id): .painting(id:
  /// id)` in `let route: Route = switch item { ... }`): its value, read as an assignment to the local in that arm
  /// (`AssignmentItem.givesDeclaredValue`), as `case .painting(let id): route = .painting(id: id)` would be.
  func declaringArm(_ arm: RawNode, of target: ExpressionTarget) {
    let statements = arm.child(arm.as(RawSwitchCaseSyntax.self)!.statements).children
    guard statements.count == 1, let value = Self.expressionItem(statements.first!) else { return }
    declaringValue(value, of: target, endingAt: arm.end)
  }

  /// A branch of an `if` expression that gives a local its declared value (`let route: Route = if pro { .map } else {
  /// .upgrade }`), read as `declaringArm(_:of:)` reads a `switch` expression's arm.
  func declaringBranch(_ body: RawNode, of target: ExpressionTarget) {
    guard let value = Self.onlyValue(of: body) else { return }
    declaringValue(value, of: target, endingAt: body.end)
  }

  /// Keeps `value` as an assignment to the local `target` in the arm or branch that ends at `end` (one that gives its
  /// declared value, where the expression declares it).
  private func declaringValue(_ value: RawNode, of target: ExpressionTarget, endingAt end: Int) {
    assignments.append(
      AssignmentItem(
        target: [.name(target.name)], value: reader.shape(value), closureHosts: closureHosts,
        closureTargets: closureTargets, closureLabels: labelledClosures == 0 ? [] : closureLabels,
        casePatterns: casePatterns, branches: branches, exit: exits.last, blockEnd: indexer.location(atOffset: end),
        location: location(of: value), givesDeclaredValue: target.declares))
  }

  /// The value of an initializer clause (`= value`).
  static func initialValue(_ clause: RawNode) -> RawNode {
    clause.child(clause.as(RawInitializerClauseSyntax.self)!.value)
  }

  func binding(_ node: RawNode) {
    let condition = node.as(RawOptionalBindingConditionSyntax.self)!
    guard let identifier = condition.pattern.as(RawIdentifierPatternSyntax.self) else { return }
    let name = String(identifier: identifier.identifier.tokenText)
    let value =
      node.child(condition.initializer).map { reader.shape(Self.initialValue($0)) } ?? .reference([.name(name)])
    locals.append(
      LocalItem(
        name: name,
        type: reader.syntax.annotatedType(node.child(condition.typeAnnotation)),
        value: value, location: location(of: node), isConstant: condition.bindingSpecifier.tokenText == "let"))
  }

  func assignment(_ node: RawNode) {
    guard let elements = ExpressionReader.sequenceOfThree(node),
      elements.1.kind == .assignmentExpr || Self.isCompoundAssignment(elements.1)
    else {
      conditionalAssignment(node)
      return
    }
    let target = reader.chain(elements.0)
    // `route = switch item { case .a: .x ... }`: each arm's value, assigned in its arm (`declaringArm(_:of:)`).
    if elements.1.kind == .assignmentExpr, elements.2.kind == .switchExpr || elements.2.kind == .ifExpr,
      target.count == 1, case .name(let name) = target[0]
    {
      declaringExpressions[elements.2.offset] = ExpressionTarget(name: name, declares: false)
      return
    }
    // `count += 1` sets the place to a value the reading cannot tell.
    let value = elements.1.kind == .assignmentExpr ? reader.shape(elements.2) : .other
    var assignment = AssignmentItem(
      target: target, value: value, step: Self.step(elements.1, elements.2), closureHosts: closureHosts,
      closureTargets: closureTargets, closureLabels: labelledClosures == 0 ? [] : closureLabels,
      casePatterns: casePatterns, branches: branches, exit: exits.last,
      blockEnd: blockEnds.last.map(indexer.location(atOffset:)), location: location(of: node))
    if let innermost = branches.last, !lastElseBranches.isEmpty {
      assignment.inLastElse = lastElseBranches.contains(innermost)
    }
    assignments.append(assignment)
    if elements.2.kind == .closureExpr { assignedClosure = (elements.2.offset, target) }
    if elements.2.kind == .functionCallExpr, Self.isImplicitInitialiser(elements.2) {
      assignedCall = (elements.2.offset, target)
    }
  }

  /// Whether an operator sets its left side from its value: `+=`, `-=`, `*=`, `<<=`..., not a comparison.
  static func isCompoundAssignment(_ node: RawNode) -> Bool {
    guard let operation = node.as(RawBinaryOperatorExprSyntax.self) else { return false }
    let text = operation.operator.tokenText
    return text.count > 1 && text.last == UInt8(ascii: "=") && !comparisons.contains(String(syntaxText: text))
  }

  static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

  /// `n` for `+= n` and `-n` for `-= n`, `n` an integer literal (`AssignmentItem.step`); nil for any other operator or
  /// value.
  static func step(_ operation: RawNode, _ value: RawNode) -> Int? {
    guard let text = operation.as(RawBinaryOperatorExprSyntax.self)?.operator.tokenText,
      text == "+=" || text == "-=", let literal = value.as(RawIntegerLiteralExprSyntax.self),
      let number = Int(String(syntaxText: literal.literal.tokenText).filter { $0 != "_" })
    else { return nil }
    return text == "+=" ? number : -number
  }

  /// `x = c ? a : b` (the parser leaves it unfolded: `[x, =, c, ? a :, b]`): the value is a choice of `a`
  /// and `b`; where `c` tests a parameter, each is assigned on its side of the test (`ternarySides`). Any other
  /// sequence is no assignment of a value the reading can use.
  func conditionalAssignment(_ node: RawNode) {
    guard let sequence = node.as(RawSequenceExprSyntax.self) else { return }
    let elements = node.child(sequence.elements).children
    var iterator = elements.makeIterator()
    guard let target = iterator.next(), iterator.next()?.kind == .assignmentExpr else { return }
    // `currentPage = unread ? .inbox : .me`: the assignments of `if unread { ... } else { ... }`.
    if assignSides(of: Array(elements.dropFirst(2)), to: reader.chain(target), at: location(of: node)) { return }
    let value = reader.shape(ofElements: elements.dropFirst(2))
    guard case .choice = value else { return }
    appendAssignment(to: reader.chain(target), value: value, at: location(of: node))
  }

  /// `let route: Route = urgent ? .triage : .visit`, a local declared with a ternary over a parameter: each side's
  /// value assigned on its side, as `conditionalAssignment(_:)` reads `route = urgent ? ...`, the two together giving
  /// the local its declared value (`AssignmentItem.givesDeclaredValue`), as the branches of an `if` expression do.
  func declaringTernary(_ value: RawNode, named name: String) {
    guard let elements = Self.shortSequence(value) else { return }
    _ = assignSides(of: elements, to: [.name(name)], at: location(of: value), declaring: true)
  }

  /// The assignments of `if c { x = a } else { x = b }` for the ternary `c ? a : b` written as `elements`, where `c`
  /// tests a parameter (`ternarySides`), the else side's marked as a chain's last `else` (`AssignmentItem.inLastElse`):
  /// together they replace what `target` held before. False, with nothing kept, for any other sequence.
  private func assignSides(
    of elements: [RawNode], to target: [ChainStep], at location: NavigationModel.SourceLocation, declaring: Bool = false
  ) -> Bool {
    guard let sides = ternarySides(elements) else { return false }
    for (position, side) in sides.enumerated() {
      appendAssignment(
        to: target, value: reader.shape(side.value), at: location, pattern: side.pattern,
        branch: CallItem.branch(chain: elements[0].offset, side: position), declaring: declaring,
        inLastElse: position == sides.count - 1)
    }
    return true
  }

  private func appendAssignment(
    to target: [ChainStep], value: ExpressionShape, at location: NavigationModel.SourceLocation,
    pattern: ExpressionShape? = nil, branch: Int? = nil, declaring: Bool = false, inLastElse: Bool = false
  ) {
    assignments.append(
      AssignmentItem(
        target: target, value: value, closureHosts: closureHosts, closureTargets: closureTargets,
        closureLabels: labelledClosures == 0 ? [] : closureLabels,
        casePatterns: casePatterns + (pattern.map { [$0] } ?? []), branches: branches + (branch.map { [$0] } ?? []),
        exit: exits.last, blockEnd: blockEnds.last.map(indexer.location(atOffset:)), location: location,
        givesDeclaredValue: declaring, inLastElse: inLastElse))
  }
}
