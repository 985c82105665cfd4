@_spi(RawSyntax) import SwiftSyntax

/// Tests of whether an optional parameter holds a value: `if let step`, `guard let step = step else`, `if step != nil`,
/// `if step == nil`. Where it holds one, the code is in an arm of every value but `nil` (`.otherCases(than: ["nil"])`);
/// where it holds none, in the arm of `nil` (`.implicitMember("nil", nil)`), of the parameter (`parameterArm`). A
/// caller that passes `nil` runs only the latter, one that passes a case only the former (`ExpressionShape.nilCase`).
extension BodyCollector {
  /// The branches of a test of an optional parameter's value: the pattern where the body runs, and where the `else`
  /// runs when the test is the whole condition (`if let step, ready` runs its body only where `step` holds a value, its
  /// `else` either way); nil when no condition is such a test.
  func presenceTest(_ conditions: RawNode) -> (body: ExpressionShape, otherwise: ExpressionShape?)? {
    guard let ((name, holds), count) = firstTest(in: conditions, presence) else { return nil }
    return (presencePattern(name, holds: holds), count == 1 ? presencePattern(name, holds: !holds) : nil)
  }

  /// The first condition of a list that `read` reads as a test, with how many conditions the list has (a test alone
  /// tells where the `else` runs too); nil when none is.
  func firstTest<Test>(in conditions: RawNode, _ read: (RawNode) -> Test?) -> (test: Test, count: Int)? {
    var count = 0
    var found: Test?
    for element in conditions.children {
      count += 1
      guard found == nil else { continue }
      found = read(element.child(element.as(RawConditionElementSyntax.self)!.condition))
    }
    return found.map { ($0, count) }
  }

  /// The arm of the optional parameter `name` where it holds a value (`holds`) or `nil`.
  private func presencePattern(_ name: String, holds: Bool) -> ExpressionShape {
    let nilCase = ExpressionShape.nilCase
    return parameterArm(name, holds ? .otherCases(than: [nilCase]) : .implicitMember(nilCase, nil))
  }

  /// The optional parameter a condition tests and whether its body runs where it holds a value: `let step`, `let
  /// picked = step` and `step != nil` where it does, `step == nil` where it does not; nil for any other condition.
  private func presence(_ condition: RawNode) -> (name: String, holds: Bool)? {
    if let binding = condition.as(RawOptionalBindingConditionSyntax.self) {
      guard let initializer = condition.child(binding.initializer) else {
        guard let identifier = binding.pattern.as(RawIdentifierPatternSyntax.self) else { return nil }
        return optionalParameter(String(identifier: identifier.identifier.tokenText)).map { ($0, true) }
      }
      let value = Self.initialValue(initializer)
      guard value.kind == .declReferenceExpr else { return nil }
      return optionalParameter(value.memberName).map { ($0, true) }
    }
    guard let (left, operation, right) = ExpressionReader.sequenceOfThree(condition),
      let text = operation.as(RawBinaryOperatorExprSyntax.self)?.operator.tokenText, text == "==" || text == "!="
    else { return nil }
    let tested = left.kind == .nilLiteralExpr ? right : left
    guard (left.kind == .nilLiteralExpr) != (right.kind == .nilLiteralExpr), tested.kind == .declReferenceExpr,
      let name = optionalParameter(tested.memberName)
    else { return nil }
    return (name, text == "!=")
  }

  /// `name`, when it names an optional parameter of the function that no closure parameter or other local hides (the
  /// `guard let step` being read binds one of its own name).
  private func optionalParameter(_ name: String) -> String? {
    let itself = ExpressionShape.reference([.name(name)])
    guard parameters.contains(where: { $0.name == name && $0.isOptional }), !isClosureParameter(name),
      !locals.contains(where: { $0.name == name && $0.value != itself })
    else { return nil }
    return name
  }
}
