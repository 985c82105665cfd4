@_spi(RawSyntax) import SwiftSyntax

/// A ternary over a `Bool` parameter given to a call (`navigate(toRoute: skipped ? .home : .summary)`,
/// `presentationStyle: fullScreen ? .fullScreenCover : .sheet`) or assigned (`currentPage = unread ? .inbox : .me`): read
/// as the two calls or assignments of `if skipped { ... } else { ... }` would be, each with its side's value, so that
/// what callers pass picks one (`finish(skipped: true)`).
extension BodyCollector {
  /// One side of such a ternary: its value, and the test's pattern where that side runs.
  struct FlagSide {
    var value: RawNode
    var pattern: ExpressionShape
  }

  /// The two sides of `condition ? then : otherwise` (the elements of a sequence) where the condition tests a `Bool`
  /// parameter of the function or of an enclosing closure (`skipped`, `!skipped`); nil for a ternary over anything else.
  func flagSides(_ condition: RawNode, _ ternary: RawNode, _ otherwise: RawNode) -> [FlagSide]? {
    guard let mark = ternary.as(RawUnresolvedTernaryExprSyntax.self) else { return nil }
    let (tested, value) = Self.negation(condition)
    guard case .flag? = flagPattern(tested, value: value), let thenPattern = flagPattern(tested, value: value),
      let elsePattern = flagPattern(tested, value: !value)
    else { return nil }
    return [
      FlagSide(value: ternary.child(mark.thenExpression), pattern: thenPattern),
      FlagSide(value: otherwise, pattern: elsePattern),
    ]
  }

  /// The first argument of a call written as such a ternary: its position, the ternary's place (the `if` chain its sides
  /// are on, `CallItem.branch`), and its two sides. Nil when no argument is one.
  func flagChoice(ofCall node: RawNode) -> (position: Int, chain: Int, sides: [FlagSide])? {
    let list = node.child(node.as(RawFunctionCallExprSyntax.self)!.arguments)
    for (position, element) in list.children.enumerated() {
      let expression = element.child(element.as(RawLabeledExprSyntax.self)!.expression)
      guard expression.kind == .sequenceExpr,
        let (condition, ternary, otherwise) = ExpressionReader.sequenceOfThree(expression),
        let sides = flagSides(condition, ternary, otherwise)
      else { continue }
      return (position, condition.offset, sides)
    }
    return nil
  }
}
