import SourceIndex

/// Cases with the case of their first associated value: `open(.harbor)` for `.open(.harbor)`. An action enum that
/// carries a route (`enum MapAction { case open(IsleRoute) }`) is handled by `case .open(let route): navigate(toRoute:
/// route)`: the route a call goes to is the one its callers wrap (`handle(.open(.harbor))`), so the navigation to
/// each route sits in the arm of that route's compound case, and a caller passes one.
enum CompoundCases {
  /// The compound case a value passes (`open(.harbor)` for `.open(.harbor)`, `open(_)` for `.open(place)`, whose
  /// inner case the reading cannot tell); nil for a value with no associated value.
  static func passed(_ value: ExpressionShape) -> String? {
    guard let (outer, inner) = parts(of: value) else { return nil }
    return inner.map { named(outer, $0) } ?? unknown(outer)
  }

  /// The outer case a value passes and the case of its first associated value (nil when the reading cannot tell it:
  /// `.open(place)`); nil for a value with no associated value.
  static func parts(of value: ExpressionShape) -> (outer: String, inner: String?)? {
    guard case .implicitMember(let name, let arguments?) = value, let first = arguments.first else { return nil }
    if case .implicitMember(let inner, _) = first.value { return (name, inner) }
    // A `Bool` literal (`.profile(isMe: true)`): its truth value, which a test of the name bound to it picks.
    if let truth = EnumParameterCases.truthValue(first.value) { return (name, truth) }
    return (name, nil)
  }

  /// Arms (`patterns`) where a test of a `Bool` that an arm around it binds picks the compound case (`case
  /// .profile(let isMe): if isMe { ... }` is in the arms of `profile(.true)`, which `.profile(isMe: true)` passes, and of
  /// `profile(_)`, for a caller whose value the reading cannot tell); the patterns as they are where no such test is.
  static func flagArms(_ patterns: [ExpressionShape], in function: FunctionItem) -> [ExpressionShape] {
    guard patterns.count > 1, patterns.contains(where: isFlagTest) else { return patterns }
    var result = patterns
    var tested: [(position: Int, test: Int, truth: String)] = []
    for (index, pattern) in patterns.enumerated() {
      guard case .propertyTest(let name, .flag(let flagged, let truth)) = pattern, flagged == name,
        !function.parameters.contains(where: { $0.name == name }),
        let position = binding(of: name, in: Array(patterns[..<index]))
      else { continue }
      tested.append((position, index, truth ? EnumParameterCases.trueValue : EnumParameterCases.falseValue))
    }
    // Tests of several names, or nested tests of one that contradict each other, are left as they are.
    guard let first = tested.first, tested.allSatisfy({ $0.position == first.position && $0.truth == first.truth }),
      case .implicitMember(let outer, _) = patterns[first.position]
    else { return patterns }
    for test in tested.reversed() { result.remove(at: test.test) }
    result.replaceSubrange(
      first.position...first.position,
      with: [.implicitMember(named(outer, first.truth), nil), .implicitMember(unknown(outer), nil)])
    return result
  }

  private static func isFlagTest(_ pattern: ExpressionShape) -> Bool {
    if case .propertyTest(_, .flag) = pattern { true } else { false }
  }

  /// The value a name bound by a pattern around some code holds (`.cave` for `spot` under `case .explore(let spot):`)
  /// when the code's function was given `given` for the selector the pattern tests (`.explore(.cave)`); nil when no
  /// pattern binds the name or `given` is another case.
  static func boundValue(of name: String, in patterns: [ExpressionShape], given: ExpressionShape) -> ExpressionShape? {
    guard let position = binding(of: name, in: patterns), case .implicitMember(let outer, _) = patterns[position],
      case .implicitMember(outer, let arguments?) = given, let first = arguments.first
    else { return nil }
    return first.value
  }

  /// `outer(.inner)`.
  static func named(_ outer: String, _ inner: String) -> String { "\(outer)(.\(inner))" }

  /// `outer(_)`: the case with an inner value that the reading cannot tell.
  static func unknown(_ outer: String) -> String { "\(outer)(_)" }

  /// The case a compound case wraps its value in (`open` for `open(.harbor)`); nil for a plain case.
  static func outer(of name: String) -> Substring? {
    guard let open = name.firstIndex(ofASCII: "("), name.utf8.last == UInt8(ascii: ")") else { return nil }
    return name[..<open]
  }

  /// The pattern among `patterns` that binds `name` to its first associated value (`case .open(let route)`, `case
  /// let .open(route)`), by its position; nil when none does.
  static func binding(of name: String, in patterns: [ExpressionShape]) -> Int? {
    patterns.lastIndex { pattern in
      guard case .implicitMember(_, let arguments?) = pattern, let first = arguments.first else { return false }
      // `let route` in the pattern, or `route` under a `let` that binds the whole pattern (a name read as a pattern,
      // not as a value: `case .open(route)` compares with a value named so).
      return first.text == "let \(name)" || first.text == "var \(name)" || (first.text == name && first.value == .other)
    }
  }
}
