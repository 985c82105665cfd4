@_spi(RawSyntax) import SwiftSyntax

/// Tests of a value against strings in `if` and `guard` conditions (`url.host == "ticket"`), read as a `case
/// "ticket":` would be: a deep link's name. Also tests of a function's parameter against an enum case (`step ==
/// .bait`), read as a `case .bait:` of a `switch step` would be: an arm that runs where callers pass `.bait`.
extension BodyCollector {
  /// The string that the first such condition of a list tests a value against, as a `case "x":`
  /// would: `x == "settings"`, `"settings" == x`, `x.hasPrefix("/article")` (also `hasSuffix`,
  /// `contains`, `starts(with:)`); or the enum case a parameter is tested against (`step == .bait`).
  func stringTest(_ conditions: RawNode) -> ExpressionShape? {
    for element in conditions.children {
      if let test = stringTest(of: element.child(element.as(RawConditionElementSyntax.self)!.condition)) {
        return test
      }
    }
    return nil
  }

  /// The string one condition tests a value against, or nil. A test of a URL's scheme (`url.scheme ==
  /// "rail"`) is no such test: every link of the app has the scheme, so it names none of them. A test
  /// against one of several strings (`host == "order" || host == "orders"`, `["help", "faq"].contains(host)`)
  /// gives them as a `.choice`, as a `case "help", "faq":` does.
  private func stringTest(of condition: RawNode) -> ExpressionShape? {
    if let (left, middle, right) = ExpressionReader.sequenceOfThree(condition) {
      return equalityTest(left, middle, right)
    }
    if let sequence = condition.as(RawSequenceExprSyntax.self) {
      return alternativeTests(Array(condition.child(sequence.elements).children))
    }
    guard condition.kind == .functionCallExpr, case .call(let chain, let arguments) = reader.shape(condition),
      chain.count > 1, case .name(let name)? = chain.last, Self.stringTests.contains(name), arguments.count == 1
    else { return nil }
    if name == "contains", let listed = listedStrings(condition) { return listed }
    guard !testsScheme(chain.dropLast()), case .string? = arguments.first?.value else { return nil }
    return arguments[0].value
  }

  /// `x == "settings"` or `"settings" == x`: the string. `step == .bait` or `.bait == step` (or `Step.bait`), where
  /// `step` is the function's first parameter or a value a closure or `for await` loop receives: the case, as an
  /// implicit member; another parameter, or a member of one (`story.kind`): its `parameterTest`; a stored property
  /// (`self.step`, or a name no parameter or earlier local has): its `propertyTest`. A local's test gives nothing.
  func equalityTest(_ left: RawNode, _ middle: RawNode, _ right: RawNode, negated: Bool = false) -> ExpressionShape? {
    guard let operation = middle.as(RawBinaryOperatorExprSyntax.self),
      operation.operator.tokenText == (negated ? "!=" : "==")
    else { return nil }
    // The other side's chain is read only when one side is a string (most `==` tests are not).
    for (side, other) in [(left, right), (right, left)] {
      if side.kind == .stringLiteralExpr {
        let shape = reader.shape(side)
        if case .string = shape { return testsScheme(reader.chain(other)) ? nil : shape }
      } else if let member = side.as(RawMemberAccessExprSyntax.self),
        member.base == nil || namesType(side.child(member.base))
      {
        let tested = ExpressionShape.implicitMember(side.child(member.declName).memberName, nil)
        if isParameter(other) { return parameterArm(other.memberName, tested) }
        // A received value (`status == .crane` in `$status.sink { status in ... }`), as `if case .crane = status`.
        if namesReceivedValue(other) { return tested }
        if let member = parameterMember(other) { return .parameterTest(member, tested) }
        if let property = propertyName(other) { return .propertyTest(property, tested) }
      } else if let literal = side.as(RawBooleanLiteralExprSyntax.self) {
        // `components?.path.hasPrefix("/cart") == true` (an optional `Bool`): the test itself.
        if literal.literal.tokenText == "true", other.kind == .functionCallExpr, let test = stringTest(of: other) {
          return test
        }
        // `success == false`: a `Bool`'s branch, as `!success` is.
        return flagPattern(other, value: literal.literal.tokenText == "true")
      }
    }
    return nil
  }

  /// The stored property an expression names: `self.step`, or `step` where no parameter of the function or of
  /// a closure around, and no earlier local, has that name.
  func propertyName(_ node: RawNode) -> String? {
    if node.kind == .declReferenceExpr {
      let name = node.memberName
      guard name != "self", name.first != "$", !parameters.contains(where: { $0.name == name }),
        !closureParameters.contains(name), !locals.contains(where: { $0.name == name })
      else { return nil }
      return name
    }
    guard let access = node.as(RawMemberAccessExprSyntax.self), let base = node.child(access.base),
      base.kind == .declReferenceExpr, base.memberName == "self"
    else { return nil }
    return node.child(access.declName).memberName
  }

  /// Whether an expression is a capitalised name alone, as a type's is (`ShopEvent` in `event == ShopEvent.close`).
  private func namesType(_ node: RawNode?) -> Bool {
    guard let node, node.kind == .declReferenceExpr else { return false }
    return node.memberName.startsUppercase
  }

  /// Whether an expression is a bare reference to a parameter of the function being read.
  private func isParameter(_ node: RawNode) -> Bool {
    guard node.kind == .declReferenceExpr else { return false }
    let name = node.memberName
    return parameters.contains { $0.name == name }
  }

  /// Whether an expression is a bare reference to a value received: the value a `for await` loop receives, or a
  /// parameter of a closure around (`$0` included) that no parameter of the function or earlier local shares the
  /// name of.
  private func namesReceivedValue(_ node: RawNode) -> Bool {
    guard node.kind == .declReferenceExpr else { return false }
    let name = node.memberName
    guard !parameters.contains(where: { $0.name == name }) else { return false }
    if let local = locals.last(where: { $0.name == name }) { return local.isReceived }
    return isClosureParameter(name)
  }

  /// The patterns a test stands for: a case of an enum parameter tested against several (`step == .a || step ==
  /// .b`) as one pattern each, as `case .a, .b:` gives them; a test against strings as one pattern.
  static func armPatterns(of test: ExpressionShape) -> [ExpressionShape] {
    guard case .choice(let values) = test, let first = values.first, isCaseTest(first) else { return [test] }
    return values
  }

  /// Whether a test's pattern is a case (of a parameter, or of a stored property) or a `Bool`'s value, not a
  /// string.
  static func isCaseTest(_ pattern: ExpressionShape) -> Bool {
    switch pattern {
    case .implicitMember, .propertyTest, .parameterTest, .flag: true
    default: false
    }
  }

  /// Tests joined by `||` and `&&` (whose precedence is below every other operator's but `?:` and `=`): each
  /// side of an `||` whose tests joined by `&&` include one against a string gives that string, as a
  /// condition list does; several as a `.choice`. Nil when some side tests no string (it may run for any link).
  private func alternativeTests(_ elements: [RawNode]) -> ExpressionShape? {
    guard !elements.contains(where: { $0.kind == .unresolvedTernaryExpr || $0.kind == .assignmentExpr }) else {
      return nil
    }
    var strings: [ExpressionShape] = []
    for side in Self.split(elements[...], at: "||") {
      let conjuncts = Self.split(side, at: "&&")
      guard let test = conjuncts.lazy.compactMap({ self.test(of: $0) }).first else { return nil }
      strings += Self.alternatives(of: test)
    }
    // A string on one side and a case on another tests two values: neither names what the code runs for.
    let cases = strings.count(where: Self.isCaseTest)
    guard cases == 0 || cases == strings.count else { return nil }
    return strings.count > 1 ? .choice(strings) : strings.first
  }

  /// The string test that some elements of a sequence make: one test, or an `==` of two sides.
  private func test(of elements: ArraySlice<RawNode>) -> ExpressionShape? {
    let first = elements.startIndex
    switch elements.count {
    case 1: return stringTest(of: elements[first])
    case 3: return equalityTest(elements[first], elements[first + 1], elements[first + 2])
    default: return nil
    }
  }

  /// A sequence's elements split at an operator.
  private static func split(_ elements: ArraySlice<RawNode>, at symbol: SwiftSyntax.SyntaxText) -> [ArraySlice<RawNode>]
  {
    var sides: [ArraySlice<RawNode>] = []
    var start = elements.startIndex
    for index in elements.indices {
      guard let operation = elements[index].as(RawBinaryOperatorExprSyntax.self),
        operation.operator.tokenText == symbol
      else { continue }
      sides.append(elements[start..<index])
      start = index + 1
    }
    sides.append(elements[start...])
    return sides
  }

  /// `["help", "faq"].contains(host)`: the strings listed (one string alone, else a `.choice`).
  private func listedStrings(_ call: RawNode) -> ExpressionShape? {
    let called = call.child(call.as(RawFunctionCallExprSyntax.self)!.calledExpression)
    guard let member = called.as(RawMemberAccessExprSyntax.self), let base = called.child(member.base),
      base.kind == .arrayExpr, case .array(let elements) = reader.shape(base), !elements.isEmpty,
      elements.allSatisfy({ if case .string = $0 { true } else { false } })
    else { return nil }
    return elements.count == 1 ? elements[0] : .choice(elements)
  }

  /// A test's strings: the string, or each of a `.choice`.
  private static func alternatives(of test: ExpressionShape) -> [ExpressionShape] {
    if case .choice(let strings) = test { return strings }
    return [test]
  }

  /// A `case "help", "faq":`'s patterns as one `.choice` of its strings (one case that matches either);
  /// other patterns as they are.
  static func alternativeStrings(_ patterns: [ExpressionShape]) -> [ExpressionShape] {
    guard patterns.count > 1, patterns.allSatisfy({ if case .string = $0 { true } else { false } }) else {
      return patterns
    }
    return [.choice(patterns)]
  }

  /// Whether a chain reads a URL's scheme (`url.scheme`, `components.scheme?.lowercased()`).
  private func testsScheme(_ chain: some Collection<ChainStep>) -> Bool {
    chain.contains { $0.name == "scheme" }
  }

  private static let stringTests: Set<String> = ["hasPrefix", "hasSuffix", "contains", "starts"]
}
