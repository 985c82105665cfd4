@_spi(RawSyntax) import SwiftSyntax

/// The case patterns and branches that enclose code: `switch` cases, `if case`, `guard case`, `if` bodies.
extension BodyCollector {
  /// The case items of a `case` label (nil for `default`).
  static func caseItems(_ switchCase: RawNode) -> RawNode.Children? {
    let label = switchCase.child(switchCase.as(RawSwitchCaseSyntax.self)!.label)
    guard let caseLabel = label.as(RawSwitchCaseLabelSyntax.self) else { return nil }
    return label.child(caseLabel.caseItems).children
  }

  /// A case item's pattern.
  static func pattern(_ item: RawNode) -> RawNode {
    item.child(item.as(RawSwitchCaseItemSyntax.self)!.pattern)
  }

  /// A case item pattern's shape: an expression pattern's expression (also under a `let` or `var` that binds
  /// its names: `case let .detail(id)` is `.detail(id)`), else `.other`.
  func patternShape(_ pattern: RawNode) -> ExpressionShape {
    if let binding = pattern.as(RawValueBindingPatternSyntax.self) {
      return patternShape(pattern.child(binding.pattern))
    }
    guard let expression = pattern.as(RawExpressionPatternSyntax.self) else { return .other }
    return reader.shape(pattern.child(expression.expression))
  }

  func patterns(_ node: RawNode) -> [ExpressionShape] {
    Self.caseItems(node)?.map { item in
      let pattern = Self.pattern(item)
      let shape = patternShape(pattern)
      // `case is WelcomeViewController:` (most arms are cases: told first).
      guard shape == .other, let test = typeTestArm(pattern) else { return shape }
      return test
    } ?? []
  }

  /// The patterns of a `guard case .x = value else { ... }` statement (a code block item), or the string
  /// of a `guard url.host == "ticket" else { ... }` (or the case of `guard step == .bait`) as an `if` reads it;
  /// nil for any other item.
  func guardCasePatterns(_ item: RawNode) -> [ExpressionShape]? {
    let statement = item.as(RawCodeBlockItemSyntax.self)!.item
    guard let guardStatement = RawGuardStmtSyntax(statement) else { return nil }
    let conditions = item.child(statement).child(guardStatement.conditions)
    let patterns = casePatterns(of: conditions)
    if patterns.isEmpty, let test = stringTest(conditions) { return Self.armPatterns(of: test) }
    if patterns.isEmpty, let flag = flagTest(conditions) ?? presenceTest(conditions) { return [flag.body] }
    if patterns.isEmpty, let inequality = inequalityTest(conditions) { return [inequality.body] }
    if patterns.isEmpty, let test = typeTest(conditions) { return [test.body] }
    return patterns.isEmpty ? nil : patterns
  }

  /// Where the `else` block of a block's item starts, when the item is a `guard` statement.
  static func guardElseBlock(_ item: RawNode) -> Int? {
    let statement = item.as(RawCodeBlockItemSyntax.self)!.item
    guard let guardStatement = RawGuardStmtSyntax(statement) else { return nil }
    return item.child(statement).child(guardStatement.body).offset
  }

  /// The side of its chain (`CallItem.branch`) that the rest of a block is, when the block's item is an `if` statement
  /// with no last `else` whose every body ends by leaving the block (`if !signedIn { showSignIn(); return }`, or `if a
  /// { ...; return } else if b { ...; return }`): the rest of the block runs only where none of them did. The chain is
  /// named by where the first body starts; its bodies are sides 0, 1, ..., and the rest the side after them.
  static func leavingIfChain(_ item: RawNode) -> (chain: Int, side: Int)? {
    // Asked of every statement of every block: most are no `if`, told by the statement's kind alone.
    guard let statement = item.as(RawCodeBlockItemSyntax.self)?.item.as(RawExpressionStmtSyntax.self),
      statement.expression.raw.kind == .ifExpr, var expression = expressionItem(item)
    else { return nil }
    var chain: Int?
    var side = 0
    while let ifExpression = expression.as(RawIfExprSyntax.self) {
      let body = expression.child(ifExpression.body)
      guard leaves(body) else { return nil }
      if chain == nil { chain = body.offset }
      side += 1
      // An `else if` is the chain's next side; a last `else` leaves no rest.
      guard let elseBody = expression.child(ifExpression.elseBody) else { return chain.map { ($0, side) } }
      expression = elseBody
    }
    return nil
  }

  /// Whether a code block's last statement leaves it (`return`, `throw`).
  private static func leaves(_ body: RawNode) -> Bool {
    guard let block = body.as(RawCodeBlockSyntax.self),
      let last = body.child(block.statements).raw.layoutView?.children.last ?? nil,
      let lastItem = RawCodeBlockItemSyntax(last)
    else { return false }
    return lastItem.item.is(RawReturnStmtSyntax.self) || lastItem.item.is(RawThrowStmtSyntax.self)
  }

  /// The patterns of the `case` conditions in a condition list.
  func casePatterns(of conditions: RawNode) -> [ExpressionShape] {
    conditions.children.compactMap { element in
      let condition = element.child(element.as(RawConditionElementSyntax.self)!.condition)
      guard let matching = condition.as(RawMatchingPatternConditionSyntax.self) else { return nil }
      let pattern = patternShape(condition.child(matching.pattern))
      // `if case .x = step` over a stored property is that property's arm (`ExpressionShape.propertyTest`), and so on
      // as for a `switch` (`testedValue(_:)`).
      return matchedValue(of: condition).map { $0.test(pattern) } ?? pattern
    }
  }

  /// What a `case` condition matches (`step` in `if case .x = step`) when it is not the first parameter
  /// (`testedValue(_:)`).
  func matchedValue(of condition: RawNode) -> TestedValue? {
    let matching = condition.as(RawMatchingPatternConditionSyntax.self)!
    let initializer = condition.child(matching.initializer)
    return testedValue(initializer.child(matching.initializer.value))
  }

  /// The body of an `if` with `case` conditions (`if case .close = event`), a test against a string
  /// (`if url.host == "settings"`) or a parameter's test against a case (`if step == .bait`), by its offset, and
  /// the conditions' patterns, or a test of a `Bool` parameter (`if editing`: `ExpressionShape.flag`); nil for an
  /// `if` without them. With its `else` (a block or an `else if`) and the pattern of the cases it runs for,
  /// when the test names whole cases (or is the `Bool` test alone).
  func ifCasePatterns(_ node: RawNode)
    -> (body: (body: Int, patterns: [ExpressionShape])?, elseBody: (body: Int, pattern: ExpressionShape)?)
  {
    let ifExpression = node.as(RawIfExprSyntax.self)!
    let conditions = node.child(ifExpression.conditions)
    var patterns = casePatterns(of: conditions)
    if patterns.isEmpty, let test = stringTest(conditions) { patterns = Self.armPatterns(of: test) }
    let body = node.child(ifExpression.body).offset
    if patterns.isEmpty, let flag = flagTest(conditions) ?? presenceTest(conditions) {
      let elseBody = node.child(ifExpression.elseBody).flatMap { body in flag.otherwise.map { (body.offset, $0) } }
      return ((body, [flag.body]), elseBody)
    }
    if patterns.isEmpty, let inequality = inequalityTest(conditions) {
      return ((body, [inequality.body]), node.child(ifExpression.elseBody).map { ($0.offset, inequality.otherwise) })
    }
    if patterns.isEmpty, let test = typeTest(conditions) {
      let elseBody = node.child(ifExpression.elseBody).flatMap { body in test.otherwise.map { (body.offset, $0) } }
      return ((body, [test.body]), elseBody)
    }
    guard !patterns.isEmpty else { return (nil, nil) }
    let elseBody = node.child(ifExpression.elseBody).flatMap { body in
      failedTestPattern(conditions).map { (body.offset, $0) }
    }
    return ((body, patterns), elseBody)
  }

  /// Where an `if`'s body starts, and its `else` block (nil for none, and for an `else if`, whose own
  /// branches tell its calls apart), or where its `else if` starts.
  static func branchBodies(_ node: RawNode) -> (body: Int, elseBody: Int?, elseIf: Int?) {
    let ifExpression = node.as(RawIfExprSyntax.self)!
    let elseBody = node.child(ifExpression.elseBody)
    return (
      node.child(ifExpression.body).offset, elseBody.flatMap { $0.kind == .codeBlock ? $0.offset : nil },
      elseBody.flatMap { $0.kind == .ifExpr ? $0.offset : nil }
    )
  }
}
