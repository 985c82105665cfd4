@_spi(RawSyntax) import SwiftSyntax

/// Tests of a parameter's type: `if controller is WelcomeViewController`, `if let welcome = controller as?
/// WelcomeViewController`, `guard controller is WelcomeViewController else`, and a `switch` over it with `case is
/// WelcomeViewController:`. A delegate told which screen sends (`func stepDidContinue(_ controller: UIViewController)`)
/// picks its branch by the sender's type: the body (or arm) runs for values of that type, the `else` for the others.
/// The arms are those of a case named by the type (`ExpressionShape.typeCase`), of the parameter (`parameterArm`): a
/// caller that passes a value of a type (`delegate?.stepDidContinue(self)`) passes that type's.
extension BodyCollector {
  /// The branches of a test of a parameter's type: the pattern where the body runs, and where the `else` runs when the
  /// test is the whole condition; nil when no condition is such a test.
  func typeTest(_ conditions: RawNode) -> (body: ExpressionShape, otherwise: ExpressionShape?)? {
    guard let ((parameter, type), count) = firstTest(in: conditions, typeTested) else { return nil }
    testsParameterTypes = true
    let typeCase = ExpressionShape.typeCase(type)
    return (
      parameterArm(parameter, .implicitMember(typeCase, nil)),
      count == 1 ? parameterArm(parameter, .otherCases(than: [typeCase])) : nil
    )
  }

  /// The arm of a `switch` case item that tests the type of the value switched over (`case is WelcomeViewController:`,
  /// `case let welcome as WelcomeViewController:`), as a case named by the type; nil for any other pattern.
  func typeTestArm(_ pattern: RawNode) -> ExpressionShape? {
    var pattern = pattern
    if let binding = pattern.as(RawValueBindingPatternSyntax.self) { pattern = pattern.child(binding.pattern) }
    if let test = pattern.as(RawIsTypePatternSyntax.self) {
      testsParameterTypes = true
      return .implicitMember(ExpressionShape.typeCase(reader.syntax.reference(pattern.child(test.type)).name), nil)
    }
    guard let expression = pattern.as(RawExpressionPatternSyntax.self),
      let cast = reader.unfoldedCast(pattern.child(expression.expression)), !cast.conditional
    else { return nil }
    testsParameterTypes = true
    return .implicitMember(ExpressionShape.typeCase(reader.syntax.reference(cast.type).name), nil)
  }

  /// The parameter a condition tests the type of and the type: `controller is T`, `let welcome = controller as? T`;
  /// nil for any other condition.
  private func typeTested(_ condition: RawNode) -> (parameter: String, type: String)? {
    if let binding = condition.as(RawOptionalBindingConditionSyntax.self) {
      guard let initializer = condition.child(binding.initializer),
        let cast = reader.unfoldedCast(Self.initialValue(initializer)), cast.conditional,
        let parameter = testedParameter(cast.value)
      else { return nil }
      return (parameter, reader.syntax.reference(cast.type).name)
    }
    guard let (value, test, type) = ExpressionReader.sequenceOfThree(condition), test.kind == .unresolvedIsExpr,
      let written = type.as(RawTypeExprSyntax.self), let parameter = testedParameter(value)
    else { return nil }
    return (parameter, reader.syntax.reference(type.child(written.type)).name)
  }

  /// The name of the function's parameter an expression names alone, where no closure parameter or local hides it.
  private func testedParameter(_ node: RawNode) -> String? {
    guard node.kind == .declReferenceExpr else { return nil }
    let name = node.memberName
    guard parameters.contains(where: { $0.name == name }), !isClosureParameter(name),
      !locals.contains(where: { $0.name == name })
    else { return nil }
    return name
  }
}
