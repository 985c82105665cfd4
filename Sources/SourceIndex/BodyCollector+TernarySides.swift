@_spi(RawSyntax) import SwiftSyntax

/// A ternary over a parameter given to a call (`navigate(toRoute: skipped ? .home : .summary)`, `presentationStyle:
/// kind == .video ? .fullScreenCover : .sheet`) or assigned (`currentPage = unread ? .inbox : .me`): read as the two
/// calls or assignments of `if skipped { ... } else { ... }` would be, each with its side's value, so that what callers
/// pass picks one (`finish(skipped: true)`, `open(.video)`).
extension BodyCollector {
  /// One side of such a ternary: its value, and the test's pattern where that side runs.
  struct TernarySide {
    var value: RawNode
    var pattern: ExpressionShape
  }

  /// The two sides of a ternary written as the elements of a sequence, `condition ? then : otherwise`, where the
  /// condition tests a `Bool` parameter (of the function or of an enclosing closure: `skipped`, `!skipped`) or compares
  /// a parameter or a received value with a case (`kind == .video`, `.video == kind`, `kind != .video`); nil for a
  /// ternary over anything else, and for any other sequence.
  func ternarySides(_ elements: [RawNode]) -> [TernarySide]? {
    guard elements.count == 3 || elements.count == 5,
      let mark = elements[elements.count - 2].as(RawUnresolvedTernaryExprSyntax.self)
    else { return nil }
    let thenPattern: ExpressionShape
    let elsePattern: ExpressionShape
    if elements.count == 3 {
      let (tested, value) = Self.negation(elements[0])
      guard let body = flagPattern(tested, value: value), case .flag = body,
        let otherwise = flagPattern(tested, value: !value)
      else { return nil }
      (thenPattern, elsePattern) = (body, otherwise)
    } else {
      // `kind != .video ? .map : .call`: the sides of `kind == .video`, the other way round.
      let negated = elements[1].as(RawBinaryOperatorExprSyntax.self)?.operator.tokenText == "!="
      guard let test = equalityTest(elements[0], elements[1], elements[2], negated: negated),
        let otherwise = Self.failed(test)
      else { return nil }
      (thenPattern, elsePattern) = negated ? (otherwise, test) : (test, otherwise)
    }
    return [
      TernarySide(value: elements[elements.count - 2].child(mark.thenExpression), pattern: thenPattern),
      TernarySide(value: elements[elements.count - 1], pattern: elsePattern),
    ]
  }

  /// The pattern where a test of a parameter against a case fails: the other cases (`.otherCases(than: ["video"])` for
  /// `.video`, also as a later parameter's test), the other value of a `Bool` (`success == false`); nil for any other
  /// test (of a stored property, of a string).
  private static func failed(_ test: ExpressionShape) -> ExpressionShape? {
    switch test {
    case .implicitMember(let name, nil): .otherCases(than: [name])
    case .parameterTest(let parameter, .implicitMember(let name, nil)):
      .parameterTest(parameter, .otherCases(than: [name]))
    case .flag(let name, let value): .flag(name, !value)
    default: nil
    }
  }

  /// The first argument of a call written as such a ternary: its position, the ternary's place (the `if` chain its sides
  /// are on, `CallItem.branch`), and its two sides. Nil when no argument is one.
  func ternaryArgument(ofCall node: RawNode) -> (position: Int, chain: Int, sides: [TernarySide])? {
    let list = node.child(node.as(RawFunctionCallExprSyntax.self)!.arguments)
    for (position, element) in list.children.enumerated() {
      let expression = element.child(element.as(RawLabeledExprSyntax.self)!.expression)
      guard let elements = Self.shortSequence(expression), let sides = ternarySides(elements) else { continue }
      return (position, expression.offset, sides)
    }
    return nil
  }

  /// The elements of a sequence expression of at most five (a ternary's three, or five with a `==` test), nil for any
  /// other expression. Most sequences are no such ternary: told without keeping more than six elements.
  static func shortSequence(_ expression: RawNode) -> [RawNode]? {
    guard let sequence = expression.as(RawSequenceExprSyntax.self) else { return nil }
    var elements: [RawNode] = []
    for element in expression.child(sequence.elements).children {
      elements.append(element)
      if elements.count > 5 { return nil }
    }
    return elements
  }
}
