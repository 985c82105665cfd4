@_spi(RawSyntax) import SwiftSyntax

/// The names that case patterns bind to associated values: `case .list(let coordinator)`, `case let
/// .product(_, coordinator)`, `case .detail(id: var id)`.
extension BodyCollector {
  /// The names a case item's pattern binds, each with its case and position.
  func caseBindings(_ pattern: RawNode, bound: Bool = false) -> [CaseBinding] {
    if let binding = pattern.as(RawValueBindingPatternSyntax.self) {
      return caseBindings(pattern.child(binding.pattern), bound: true)
    }
    guard let expressionPattern = pattern.as(RawExpressionPatternSyntax.self) else { return [] }
    let expression = pattern.child(expressionPattern.expression)
    guard let call = expression.as(RawFunctionCallExprSyntax.self),
      let member = call.calledExpression.as(RawMemberAccessExprSyntax.self)
    else { return [] }
    let caseName = expression.child(call.calledExpression).child(member.declName).memberName
    var bindings: [CaseBinding] = []
    for (position, argument) in expression.child(call.arguments).children.enumerated() {
      let value = argument.child(argument.as(RawLabeledExprSyntax.self)!.expression)
      guard let name = Self.boundName(value, bound: bound) else { continue }
      bindings.append(CaseBinding(name: name, caseName: caseName, position: position))
    }
    return bindings
  }

  /// The name an associated value's pattern binds: `let x` (a pattern expression), or `x` under a `let`
  /// that binds the whole pattern.
  private static func boundName(_ value: RawNode, bound: Bool) -> String? {
    if let patternExpression = value.as(RawPatternExprSyntax.self) {
      let pattern = value.child(patternExpression.pattern)
      if let binding = pattern.as(RawValueBindingPatternSyntax.self) {
        return identifier(pattern.child(binding.pattern))
      }
      return bound ? identifier(pattern) : nil
    }
    guard bound, value.kind == .declReferenceExpr else { return nil }
    return value.memberName
  }

  private static func identifier(_ pattern: RawNode) -> String? {
    guard let identifier = pattern.as(RawIdentifierPatternSyntax.self) else { return nil }
    return String(identifier: identifier.identifier.tokenText)
  }
}
