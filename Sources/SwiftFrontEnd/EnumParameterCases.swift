import SourceIndex

/// Which arms of a `switch` over a function's enum parameter some code sits in: `case .openCart:` in
/// `func handle(_ event: ShopEvent)`. Calls that pass another case (`handle(.close)`) do not run it. The
/// branches of a test of a `Bool` parameter are arms the same way (`if editing` and `showDetails(editing: true)`).
enum EnumParameterCases {
  /// The enclosing arms' cases (`patterns`, as a call or site gives them) that are cases of an enum
  /// parameter of `function`, a function of the type `scope`; empty when the code is in no such arm. An arm
  /// for the cases a test leaves (`default:` after `case .a:`, the `else` of `if case .a = event`) gives every
  /// other case of the enum (`BodyCollector+OtherCases`); nested in an arm that names cases, those but the
  /// excluded ones (`else if event == .b` after `if event == .a`). A branch of a test of the function's first
  /// parameter when it is a `Bool` (`if editing`) gives `trueValue` or `falseValue`.
  static func of(_ patterns: [ExpressionShape], in function: FunctionItem?, of scope: String, types: AppTypes)
    -> Set<String>
  {
    // Only a flag of the first parameter: a call's value is read from its first argument.
    let first = function?.parameters.first?.name
    var flags: Set<String> = []
    for case .flag(let parameter, let value) in patterns where parameter == first {
      flags.insert(value ? Self.trueValue : Self.falseValue)
    }
    // Nested tests that contradict each other (`if editing { if !editing { ... } }`) pick no value: read as
    // in no arm.
    if !flags.isEmpty { return flags.count == 1 ? flags : [] }
    let arms = ArmNames(patterns)
    guard !arms.isEmpty, let function else { return [] }
    for parameter in function.parameters {
      guard let type = types.type(named: parameter.type.name, inside: scope) else {
        // A generic parameter of an app base class (`func show(_ route: R)` in `class Flow<R>`) stands
        // for the route enum of each subclass: its cases are whatever the arms name.
        if types.isGenericParameter(parameter.type.name, of: scope), !arms.names.isEmpty {
          return Set(arms.names).subtracting(arms.excluded)
        }
        continue
      }
      guard type.declaration.kind == "enum" else { continue }
      let cases = arms.cases(of: type)
      if !cases.isEmpty { return cases }
    }
    return []
  }

  /// The case names arms name (`case .a:`, `if event == .a`) and those they leave (`default:`, an `else`).
  private struct ArmNames {
    var names: [String] = []
    var excluded: [String] = []

    init(_ patterns: [ExpressionShape]) {
      for pattern in patterns {
        switch pattern {
        case .implicitMember(let name, _): names.append(name)
        case .otherCases(let others): excluded += others
        default: break
        }
      }
    }

    var isEmpty: Bool { names.isEmpty && excluded.isEmpty }

    /// The cases of `enumType` that code in these arms runs for; empty where no arm names its cases, and where
    /// the arms leave every case (no value can pick them: read as in no arm).
    func cases(of enumType: AppType) -> Set<String> {
      let cases = Set(enumType.declaration.cases.map(\.name))
      let matching = Set(names.filter(cases.contains))
      let leaving = excluded.filter(cases.contains)
      guard !matching.isEmpty || !leaving.isEmpty else { return [] }
      return (matching.isEmpty ? cases : matching).subtracting(leaving)
    }
  }

  /// The stored property of `type` whose arms the code sits in (`switch step { case .last: ... }`, `if case
  /// .last = step`, `if step == .last` over `let step: TourStep`, in the screen's own method:
  /// `ExpressionShape.propertyTest`), with the cases of its enum they run for (for a `Bool` property's branch,
  /// `if isNew`, its value); nil when the code is in no such arm, when the arms test several properties, or
  /// when the property's type is neither `Bool` nor one of the app's enums. Read as `of(_:in:of:types:)` reads
  /// a parameter's arms.
  static func ofProperty(_ patterns: [ExpressionShape], in type: AppType, types: AppTypes)
    -> (property: String, cases: Set<String>)?
  {
    var tested: String?
    var testPatterns: [ExpressionShape] = []
    for case .propertyTest(let property, let pattern) in patterns {
      guard tested ?? property == property else { return nil }
      tested = property
      testPatterns.append(pattern)
    }
    guard let tested, let written = type.properties.first(where: { $0.name == tested })?.type?.name else {
      return nil
    }
    // A `Bool` property's branch (`if isNew`): its value, as a parameter's flag gives it.
    if written == boolTypeName {
      let values = Set(
        testPatterns.compactMap { pattern -> String? in
          guard case .flag(_, let value) = pattern else { return nil }
          return value ? trueValue : falseValue
        })
      return values.count == 1 ? (tested, values) : nil
    }
    guard let declared = types.type(named: written, inside: type.name), declared.declaration.kind == "enum" else {
      return nil
    }
    let cases = ArmNames(testPatterns).cases(of: declared)
    return cases.isEmpty ? nil : (tested, cases)
  }

  /// The cases of `function`'s enum parameter that arms of a `switch` over it name (the arms its calls
  /// and the `patterns` of its action sites sit in), in the enum's order, with the enum; nil when none.
  /// With `leftCases`, also the cases that an arm for the cases the others leave (`default:`, an `else`)
  /// runs for; without, such an arm names none.
  static func switched(
    in function: FunctionItem, of scope: String, patterns: [[ExpressionShape]], types: AppTypes,
    leftCases: Bool = false
  ) -> (enumType: AppType, cases: [EnumCaseItem])? {
    func naming(_ patterns: [ExpressionShape]) -> Set<String> {
      let named = leftCases ? patterns : patterns.filter { if case .otherCases = $0 { false } else { true } }
      return named.isEmpty ? [] : of(named, in: function, of: scope, types: types)
    }
    var named: Set<String> = []
    for call in function.calls where !call.casePatterns.isEmpty { named.formUnion(naming(call.casePatterns)) }
    for list in patterns where !list.isEmpty { named.formUnion(naming(list)) }
    guard !named.isEmpty else { return nil }
    for parameter in function.parameters {
      guard let type = types.type(named: parameter.type.name, inside: scope), type.declaration.kind == "enum" else {
        continue
      }
      let ordered = type.declaration.cases.filter { named.contains($0.name) }
      if !ordered.isEmpty { return (type, ordered) }
    }
    return nil
  }

  /// Whether a call passes on, first, a parameter of the function it is written in (`handle(event)` in
  /// `func send(_ event: ShopEvent)`).
  static func forwardsParameter(_ call: CallItem, of function: FunctionItem) -> Bool {
    guard case .reference(let chain)? = call.arguments.first?.value, chain.count == 1, case .name(let name) = chain[0]
    else { return false }
    return function.parameters.contains { $0.name == name }
  }

  /// The enum case that a call passing no argument gives the functions it may run: their first
  /// parameter's default (`.comments` in `func comments(_ route: NewsRoute = .comments)`), when all of
  /// them have the same one.
  static func defaulted(in functions: [FunctionItem]) -> String? {
    var shared: String?
    for function in functions {
      guard case .implicitMember(let name, _)? = function.parameters.first?.defaultValue,
        shared == nil || shared == name
      else { return nil }
      shared = name
    }
    return shared
  }

  /// The enum case a call passes first (`.openCart` in `handle(.openCart)`), if it passes one; or the `Bool`
  /// literal (`showDetails(editing: true)`), as `trueValue` or `falseValue`.
  static func passed(by call: CallItem) -> String? {
    guard let first = call.arguments.first else { return nil }
    if case .implicitMember(let name, _) = first.value { return name }
    return truthValue(of: first)
  }

  /// The truth value a `Bool` literal argument gives (`true` in `showDetails(editing: true)`); nil for any other.
  static func truthValue(of argument: ArgumentItem) -> String? {
    guard case .other = argument.value, isTruthValue(argument.text) else { return nil }
    return argument.text
  }

  /// The name of Swift's `Bool`, as a parameter or property declares it.
  static let boolTypeName = "Bool"

  /// The values of a `Bool` parameter, as the arms of a test of it give them (`ExpressionShape.flag`) and
  /// calls pass them. No enum case has these names (they are keywords), so a filter of case names and one
  /// of truth values are told apart by them.
  static let trueValue = "true"
  static let falseValue = "false"

  /// Whether a call that passes `passed` first runs code in arms of `cases` (empty: in no arm): it passes one
  /// of them, or passes no literal, or passes a literal of another kind (a `Bool` where the arms are an enum's
  /// cases: the test is of another parameter).
  static func runs(passing passed: String?, arms cases: Set<String>) -> Bool {
    guard let passed, !cases.isEmpty else { return true }
    return cases.contains(passed) || isTruthValue(passed) != cases.contains(where: isTruthValue)
  }

  /// Whether a value passed or an arm's case is a `Bool` literal.
  static func isTruthValue(_ name: String) -> Bool { name == trueValue || name == falseValue }
}
