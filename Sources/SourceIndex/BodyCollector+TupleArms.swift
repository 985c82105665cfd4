@_spi(RawSyntax) import SwiftSyntax

/// The arms of a `switch` over a tuple of values (`switch (cooked, timed) { case (true, _): ... }`): each arm is read as
/// the arms over each of its elements would be (`cooked` is `true` there), so that callers who pass a literal for one of
/// them (`details(cooked: true, timed: false)`) run the arms that match it. Only what one element's test says is kept:
/// the reading of a function's code follows one value that picks (`EnumParameterCases.Selector`), and an arm is read
/// as matching where its test of that value matches, whatever the others hold.
extension BodyCollector {
  /// The elements of the tuple a `switch` tests, or nil for any other subject.
  static func tupleElements(_ subject: RawNode) -> [RawNode]? {
    guard let tuple = subject.as(RawTupleExprSyntax.self) else { return nil }
    let elements = subject.child(tuple.elements).children.map { element in
      element.child(element.as(RawLabeledExprSyntax.self)!.expression)
    }
    return elements.count > 1 ? elements : nil
  }

  /// The patterns of an arm of a `switch` over the tuple `elements`: for each element, the test each case item makes
  /// of it (`.flag("cooked", true)` for `(true, _)`), when every item tests it (`case (true, _), (_, true):` tests
  /// neither alone); none for `default:`, or where an item's pattern is no tuple of as many elements.
  func tupleArm(_ switchCase: RawNode, elements: [RawNode]) -> [ExpressionShape] {
    guard let items = Self.caseItems(switchCase) else { return [] }
    var patterns: [[RawNode]] = []
    for item in items {
      guard let parts = tuplePatternElements(Self.pattern(item)), parts.count == elements.count else { return [] }
      patterns.append(parts)
    }
    var tests: [ExpressionShape] = []
    for (position, element) in elements.enumerated() {
      let tested = patterns.map { elementTest(element, reader.shape($0[position])) }
      if tested.allSatisfy({ $0 != nil }) { tests += tested.map { $0! } }
    }
    return tests
  }

  /// The elements of a tuple pattern (`(true, _)`, also under `let`: `let (.some(x), false)`), or nil.
  private func tuplePatternElements(_ pattern: RawNode) -> [RawNode]? {
    if let binding = pattern.as(RawValueBindingPatternSyntax.self) {
      return tuplePatternElements(pattern.child(binding.pattern))
    }
    guard let expression = pattern.as(RawExpressionPatternSyntax.self) else { return nil }
    let tuple = pattern.child(expression.expression)
    guard let parts = Self.tupleElements(tuple) else { return nil }
    return parts
  }

  /// The test that an element of a tuple pattern (`pattern`) makes of one element of the tested tuple, as an arm over
  /// that value alone reads it: a `Bool` literal tests a `Bool` parameter or stored property (`flagPattern`), a case
  /// tests a parameter, a stored property or a local built from no parameter; nil for `_`, a binding, or a value the
  /// reading does not follow.
  private func elementTest(_ element: RawNode, _ pattern: ExpressionShape) -> ExpressionShape? {
    if case .boolean(let literal) = pattern { return flagPattern(element, value: literal) }
    guard pattern.patternCaseName != nil else { return nil }
    if let tested = testedValue(element) { return tested.test(pattern) }
    guard element.kind == .declReferenceExpr else { return nil }
    let name = element.memberName
    guard parameters.first?.name == name, !isClosureParameter(name), !locals.contains(where: { $0.name == name }) else {
      return nil
    }
    return pattern
  }
}
