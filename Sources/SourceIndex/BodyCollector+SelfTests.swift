@_spi(RawSyntax) import SwiftSyntax

/// What a body returns for each case of `self` when it tests `self` by equality rather than by pattern:
/// `self == .about ? .fullScreenCover : .push`, `if self == .about { return .fullScreenCover }`. Each test
/// is read as a `case .about:` arm would be.
extension BodyCollector {
  /// `self == .about ? .fullScreenCover : .push` as arms: the tested cases' arm, then those of a ternary
  /// that tests `self` again in the else branch (`self == .a ? x : self == .b ? y : z`), the last value as
  /// `default`. `self != .about ? .push : .fullScreenCover` gives the else branch to the case. Nil unless
  /// the value is such a ternary.
  func ternaryArmsOnSelf(_ value: RawNode) -> [SwitchCaseItem]? {
    guard let sequence = value.as(RawSequenceExprSyntax.self) else { return nil }
    return ternaryArmsOnSelf(Array(value.child(sequence.elements).children)[...], at: value)
  }

  private func ternaryArmsOnSelf(_ elements: ArraySlice<RawNode>, at node: RawNode) -> [SwitchCaseItem]? {
    guard let mark = elements.firstIndex(where: { $0.kind == .unresolvedTernaryExpr }),
      let test = selfTest(elements[..<mark])
    else { return nil }
    let ternary = elements[mark]
    let then = ternary.child(ternary.as(RawUnresolvedTernaryExprSyntax.self)!.thenExpression)
    let rest = elements[(mark + 1)...]
    if test.negated {
      guard rest.count == 1, let otherwise = rest.first else { return nil }
      return [arm(test.cases, otherwise, at: node), defaultArm(then, at: node)]
    }
    let restArms: [SwitchCaseItem]
    if rest.count == 1, let otherwise = rest.first {
      restArms = [defaultArm(otherwise, at: otherwise)]
    } else if let first = rest.first, let nested = ternaryArmsOnSelf(rest, at: first) {
      restArms = nested
    } else {
      return nil
    }
    return [arm(test.cases, then, at: node)] + restArms
  }

  /// `if self == .about { return .fullScreenCover }` (or `.about == self`, `self == .a || self == .b`,
  /// `[.a, .b].contains(self)`): the cases tested, as an `if case` arm. Nil for any other condition, and for
  /// `!=` (whose body runs for every other case).
  func equalityArmOnSelf(_ condition: RawNode, value: RawNode, at node: RawNode) -> SwitchCaseItem? {
    let elements: ArraySlice<RawNode>
    if let sequence = condition.as(RawSequenceExprSyntax.self) {
      elements = Array(condition.child(sequence.elements).children)[...]
    } else {
      elements = [condition]
    }
    guard let test = selfTest(elements), !test.negated else { return nil }
    return arm(test.cases, value, at: node)
  }

  /// The cases a condition tests `self` against: `self == .a` (either side), several joined by `||`, or
  /// `[.a, .b].contains(self)`; `negated` for one `self != .a`. Nil for any other condition.
  private func selfTest(_ elements: ArraySlice<RawNode>) -> (cases: [RawNode], negated: Bool)? {
    if elements.count == 1, let only = elements.first { return listedCases(only).map { ($0, false) } }
    var cases: [RawNode] = []
    var negated = false
    var position = elements.startIndex
    while position < elements.endIndex {
      guard elements.endIndex - position >= 3,
        let operation = elements[position + 1].as(RawBinaryOperatorExprSyntax.self)
      else { return nil }
      let symbol = operation.operator.tokenText
      guard symbol == "==" || symbol == "!=", let tested = testedCase(elements[position], elements[position + 2])
      else { return nil }
      negated = negated || symbol == "!="
      cases.append(tested)
      position += 3
      guard position < elements.endIndex else { break }
      guard let joint = elements[position].as(RawBinaryOperatorExprSyntax.self), joint.operator.tokenText == "||"
      else { return nil }
      position += 1
    }
    guard !cases.isEmpty, !negated || cases.count == 1 else { return nil }
    return (cases, negated)
  }

  /// Of `self` and `.a` (in either order), the case `.a`.
  private func testedCase(_ left: RawNode, _ right: RawNode) -> RawNode? {
    if left.memberName == "self", right.kind == .memberAccessExpr { return right }
    if right.memberName == "self", left.kind == .memberAccessExpr { return left }
    return nil
  }

  /// `[.a, .b].contains(self)`: the cases listed.
  private func listedCases(_ call: RawNode) -> [RawNode]? {
    guard let called = call.as(RawFunctionCallExprSyntax.self),
      let member = called.calledExpression.as(RawMemberAccessExprSyntax.self)
    else { return nil }
    let access = call.child(called.calledExpression)
    let arguments = call.child(called.arguments).children
    guard access.child(member.declName).memberName == "contains", arguments.count == 1, let argument = arguments.first,
      argument.child(argument.as(RawLabeledExprSyntax.self)!.expression).memberName == "self",
      let base = access.child(member.base), let array = base.as(RawArrayExprSyntax.self)
    else { return nil }
    let cases = base.child(array.elements).children.map { $0.child($0.as(RawArrayElementSyntax.self)!.expression) }
    guard !cases.isEmpty, cases.allSatisfy({ $0.kind == .memberAccessExpr }) else { return nil }
    return cases
  }

  /// The arm of the cases given (`.about`, or `Route.about` and `Self.about` read as `.about`), returning
  /// `value`.
  private func arm(_ cases: [RawNode], _ value: RawNode, at node: RawNode) -> SwitchCaseItem {
    let shapes = cases.map { tested in
      let access = tested.as(RawMemberAccessExprSyntax.self)!
      return ExpressionShape.implicitMember(tested.child(access.declName).memberName, nil)
    }
    return SwitchCaseItem(
      patterns: cases.map(reader.source.text), patternShapes: shapes, returns: reader.source.text(value),
      value: reader.shape(value), location: location(of: node))
  }
}
