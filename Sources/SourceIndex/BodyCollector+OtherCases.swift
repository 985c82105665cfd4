@_spi(RawSyntax) import SwiftSyntax

/// The code that runs for the cases a test leaves: a `switch`'s `default:` arm, the `else` of `if case .x =
/// event` or `if result == .success`, and a `guard`'s `else`, read as an arm of every case but the ones named
/// (`ExpressionShape.otherCases(than:)`). Only where the test names whole cases: an arm with a `where`
/// clause, an associated value matched against a value (`case .page(1):`), or a condition with more to it
/// (`if case .x = event, isReady`) may leave a named case to the `else` too, and gives it no pattern.
extension BodyCollector {
  /// The pattern of a `switch`'s `default:` arm: the cases its other arms name, when every one of them names
  /// whole cases; nil for a switch without `default:`, or with another arm.
  func defaultArmPattern(_ switchNode: RawNode) -> (defaultOffset: Int, pattern: ExpressionShape)? {
    let switchExpression = switchNode.as(RawSwitchExprSyntax.self)!
    let cases = switchNode.child(switchExpression.cases).elementsThroughCompilationConditions
    // Most switches have no `default:` (a `switch self` over routes): their patterns are not read here.
    guard cases.allSatisfy({ $0.kind == .switchCase }),
      let defaultOffset = cases.first(where: { Self.caseItems($0) == nil })?.offset
    else { return nil }
    var named: [String] = []
    var flags: Set<Bool> = []
    for switchCase in cases {
      guard let items = Self.caseItems(switchCase) else { continue }
      for item in items {
        guard item.as(RawSwitchCaseItemSyntax.self)!.whereClause == nil else { return nil }
        // `case true:` before `default:` over a `Bool`: the default is the other value.
        if case .boolean(let value) = patternShape(Self.pattern(item)) {
          flags.insert(value)
          continue
        }
        // `case is WelcomeViewController:` before `default:`: the default is every other type.
        guard let name = wholeCase(Self.pattern(item)) ?? typeTestArm(Self.pattern(item))?.patternCaseName else {
          return nil
        }
        named.append(name)
      }
    }
    if named.isEmpty, flags.count == 1, let value = flags.first { return (defaultOffset, .boolean(!value)) }
    guard !named.isEmpty, flags.isEmpty else { return nil }
    return (defaultOffset, .otherCases(than: named))
  }

  /// The pattern of the code that runs when an `if`'s or `guard`'s conditions fail, when they are one test
  /// of whole cases: `case .x = event`, `result == .success` (of a parameter), or such tests joined by `||`.
  func failedTestPattern(_ conditions: RawNode) -> ExpressionShape? {
    var elements = conditions.children.makeIterator()
    guard let element = elements.next(), elements.next() == nil else { return nil }
    let condition = element.child(element.as(RawConditionElementSyntax.self)!.condition)
    if let matching = condition.as(RawMatchingPatternConditionSyntax.self) {
      guard let name = wholeCase(condition.child(matching.pattern)) else { return nil }
      let others = ExpressionShape.otherCases(than: [name])
      return matchedValue(of: condition).map { $0.test(others) } ?? others
    }
    guard condition.kind == .sequenceExpr, let test = stringTest(conditions) else { return nil }
    let sequence = condition.as(RawSequenceExprSyntax.self)!
    let operators = condition.child(sequence.elements).children.count / 2
    // `success == false` alone: its `else` runs for the other value.
    switch test {
    case .flag(let name, let value): return operators == 1 ? .flag(name, !value) : nil
    case .propertyTest(let property, .flag(let name, let value)):
      return operators == 1 ? .propertyTest(property, .flag(name, !value)) : nil
    default: break
    }
    // The cases tested, all of the first parameter, all of one stored property (`step == .a || step == .b`) or all
    // of one other parameter.
    var tested: TestedValue?
    var names: [String] = []
    for pattern in Self.armPatterns(of: test) {
      let (value, inner) = Self.testedValue(of: pattern)
      guard case .implicitMember(let name, nil) = inner, names.isEmpty || value == tested else { return nil }
      tested = value
      names.append(name)
    }
    // Every side of the `||`s an `==` and nothing else: `a == .x && ready` may fail for `.x` too.
    guard !names.isEmpty, operators == names.count * 2 - 1 else { return nil }
    return tested.map { $0.test(.otherCases(than: names)) } ?? .otherCases(than: names)
  }

  /// The pattern of the code that runs where a condition list fails: a `guard`'s `else`, or the rest of a block after
  /// an `if` whose body leaves it. The other cases of a case test (`failedTestPattern`), the other value of a `Bool`
  /// or of an optional parameter's presence, the case of a `!=` test; nil when the test names none.
  func failedConditionsPattern(_ conditions: RawNode) -> ExpressionShape? {
    failedTestPattern(conditions) ?? (flagTest(conditions) ?? presenceTest(conditions))?.otherwise
      ?? inequalityTest(conditions)?.otherwise ?? typeTest(conditions)?.otherwise
  }

  /// The pattern of the rest of a block after an `if` with no `else` whose body leaves the block (`if channel ==
  /// .audio { ...; return }`): where its conditions fail, as after a `guard` (`failedConditionsPattern`).
  func patternAfterLeavingIf(_ item: RawNode) -> ExpressionShape? {
    guard let expression = Self.expressionItem(item), let ifExpression = expression.as(RawIfExprSyntax.self) else {
      return nil
    }
    return failedConditionsPattern(expression.child(ifExpression.conditions))
  }

  /// A test of a value against a whole case with `!=`, alone in a condition list (`if kind != .video`, `guard step !=
  /// .done else`): the pattern its body runs for (the other cases) and the one its `else` runs for (the case), as for
  /// `if kind == .video` with the branches the other way round. Nil for any other condition, and for a test against a
  /// string or a `Bool` (`host != "x"` names no link its body runs for).
  func inequalityTest(_ conditions: RawNode) -> (body: ExpressionShape, otherwise: ExpressionShape)? {
    var elements = conditions.children.makeIterator()
    guard let element = elements.next(), elements.next() == nil else { return nil }
    let condition = element.child(element.as(RawConditionElementSyntax.self)!.condition)
    guard let (left, middle, right) = ExpressionReader.sequenceOfThree(condition),
      let test = equalityTest(left, middle, right, negated: true)
    else { return nil }
    let (value, inner) = Self.testedValue(of: test)
    guard case .implicitMember(let name, nil) = inner else { return nil }
    let others = ExpressionShape.otherCases(than: [name])
    return (value.map { $0.test(others) } ?? others, test)
  }

  /// The value a test's pattern tests (nil for the first parameter) and the pattern it tests it against.
  private static func testedValue(of pattern: ExpressionShape) -> (TestedValue?, ExpressionShape) {
    switch pattern {
    case .propertyTest(let property, let inner): (.property(property), inner)
    case .parameterTest(let parameter, let inner): (.parameter(parameter), inner)
    default: (nil, pattern)
    }
  }

  /// The case a pattern matches whatever its associated values: `.x`, `.x(let id)`, `let .x(id, _)`, also written
  /// with the enum's name (`Event.x`); nil for any other pattern (`.page(1)` matches one value of `.page`).
  private func wholeCase(_ pattern: RawNode) -> String? {
    let shape = patternShape(pattern)
    guard let name = shape.patternCaseName else { return nil }
    let arguments = shape.arguments
    guard !arguments.isEmpty else { return name }
    let placeholders = arguments.count(where: { $0.text == "_" })
    return caseBindings(pattern).count + placeholders == arguments.count ? name : nil
  }

  /// The branches of a test of a `Bool` parameter (`if editing`, `if !editing`, `guard success else`): the
  /// parameter's value where the body runs, and where the `else` runs when the test is the whole condition
  /// (`if editing, ready` runs its body only where `editing` is true, its `else` either way); nil when no
  /// condition is such a test.
  func flagTest(_ conditions: RawNode) -> (body: ExpressionShape, otherwise: ExpressionShape?)? {
    var count = 0
    var found: (tested: RawNode, value: Bool, body: ExpressionShape)?
    for element in conditions.children {
      count += 1
      guard found == nil else { continue }
      let (tested, value) = Self.negation(element.child(element.as(RawConditionElementSyntax.self)!.condition))
      found = flagPattern(tested, value: value).map { (tested, value, $0) }
    }
    guard let (tested, value, body) = found else { return nil }
    return (body, count == 1 ? flagPattern(tested, value: !value) : nil)
  }

  /// What a condition tests and the value its body runs for: `x` in `!x` and false, else the condition and true.
  static func negation(_ condition: RawNode) -> (tested: RawNode, value: Bool) {
    if let prefix = condition.as(RawPrefixOperatorExprSyntax.self), prefix.operator.tokenText == "!" {
      return (condition.child(prefix.expression), false)
    }
    return (condition, true)
  }

  /// The pattern of the branch where `value` has the value `literal` (`if editing`, `if success == false`):
  /// `ExpressionShape.flag` for a `Bool` parameter, of the function or of an enclosing closure (`signedIn` in
  /// `{ signedIn in if signedIn { ... } }`, `$0`: a name alone in a condition is a `Bool`); for a stored property
  /// (`isNew`, `self.isNew`), its `propertyTest` of one; nil for any other value.
  func flagPattern(_ value: RawNode, value literal: Bool) -> ExpressionShape? {
    if value.kind == .declReferenceExpr {
      let name = value.memberName
      if parameters.contains(where: { $0.name == name && $0.type.name == "Bool" }) || closureParameters.contains(name)
        || ClosureItem.isAnonymousParameter(name)
      {
        return .flag(name, literal)
      }
    }
    return propertyName(value).map { .propertyTest($0, .flag($0, literal)) }
  }
}
