import SourceIndex

/// Which arms of a `switch` over a function's enum parameter some code sits in: `case .openCart:` in
/// `func handle(_ event: ShopEvent)`. Calls that pass another case (`handle(.close)`) do not run it. The
/// branches of a test of a `Bool` parameter are arms the same way (`if editing` and `showDetails(editing: true)`).
/// The parameter is the function's selector, its first `Bool` or enum parameter (`Selector`).
enum EnumParameterCases {
  /// The enclosing arms' cases (`patterns`, as a call or site gives them) that are values of the selector
  /// parameter of `function`, a function of the type `scope` (see `selector(of:in:types:)`); empty when the
  /// code is in no such arm. An arm for the cases a test leaves (`default:` after `case .a:`, the `else` of
  /// `if case .a = event`) gives every other case of the enum (`BodyCollector+OtherCases`); nested in an arm
  /// that names cases, those but the excluded ones (`else if event == .b` after `if event == .a`). A branch
  /// of a test of a `Bool` selector (`if editing`) gives `trueValue` or `falseValue`.
  static func of(_ patterns: [ExpressionShape], in function: FunctionItem?, of scope: String, types: AppTypes)
    -> Set<String>
  {
    guard !patterns.isEmpty, let function, let selector = selector(of: function, in: scope, types: types) else {
      return []
    }
    return of(patterns, selector: selector, in: function)
  }

  /// The same, for the function's selector already read (`selector(of:in:types:)`).
  static func of(_ patterns: [ExpressionShape], selector: Selector, in function: FunctionItem) -> Set<String> {
    let patterns = selectorArms(patterns, selector: selector.testedName)
    switch selector.kind {
    case .flag:
      var flags: Set<String> = []
      for case .flag(let parameter, let value) in patterns where parameter == selector.name {
        flags.insert(value ? Self.trueValue : Self.falseValue)
      }
      // Nested tests that contradict each other (`if editing { if !editing { ... } }`) pick no value: read as
      // in no arm.
      return flags.count == 1 ? flags : []
    case .cases(let enumType):
      return ArmNames(CompoundCases.flagArms(patterns, in: function)).cases(of: enumType, orNil: selector.isOptional)
    case .generic:
      // A generic parameter of an app base class (`func show(_ route: R)` in `class Flow<R>`) stands for the
      // route enum of each subclass: its cases are whatever the arms name.
      let arms = ArmNames(patterns)
      return arms.names.isEmpty ? [] : Set(arms.names).subtracting(arms.excluded)
    case .url:
      return Set(LinkCaseNames.innermostStrings(patterns))
    case .types(let arms):
      let names = ArmNames(patterns)
      return arms.cases(named: names.names, leaving: names.excluded)
    }
  }

  /// Arms (`patterns`) as the selector tested as `selector` (`Selector.testedName`) gives them: the tests of a
  /// parameter after the first or of a parameter's member (`ExpressionShape.parameterTest`) are bare patterns where
  /// they test the selector, and no arm (`.other`) where they test another value (`switch season` in `func handle(_
  /// event: FarmEvent, in season: Season)`), which no caller's case picks. Position for position.
  static func selectorArms(_ patterns: [ExpressionShape], selector: String?) -> [ExpressionShape] {
    guard patterns.contains(where: { if case .parameterTest = $0 { true } else { false } }) else { return patterns }
    return patterns.map { pattern in
      guard case .parameterTest(let name, let inner) = pattern else { return pattern }
      return name == selector ? inner : .other
    }
  }

  /// The cases of `enumType` whose arms (`patterns`) some code sits in, whatever value the arms test (a
  /// closure's parameter: `ReceivedValueArms`); empty where no arm names its cases.
  static func armCases(_ patterns: [ExpressionShape], of enumType: AppType) -> Set<String> {
    ArmNames(patterns).cases(of: enumType)
  }

  /// The parameter whose value picks which arms of a function's code run: the first that is a `Bool`, of one
  /// of the app's enums, or of a generic parameter of an app base class; else the first URL, whose strings the arms
  /// test (`switch url.host { case "cart": ... }`); else the function's only `String`, where arms test strings (`switch
  /// identifier { case "account": ... }`), also where the others pick nothing. A delegate's method names its sender
  /// first (`func setupStep(_ screen: UIViewController, didFinishWith outcome: SetupOutcome)`): the value
  /// that picks is the one after it. Arms over any other parameter are read as no arms: callers give values
  /// for this one only (`passed(by:to:of:types:)`). With none of these, a member of one of the app's enums of a
  /// parameter of a struct or class of the app that the function reads (`door.route` in `func enter(_ door: Door) {
  /// navigate(toRoute: door.route) }`: `memberSelector(of:in:types:)`): that member picks, and a caller passes its
  /// value (`enter(door)` passes `door.route`).
  struct Selector {
    enum Kind {
      /// A `Bool`: `if editing { ... } else { ... }`.
      case flag
      /// An enum of the app's: `switch outcome { case .next: ... }`.
      case cases(AppType)
      /// A generic parameter of an app base class, standing for each subclass's route enum.
      case generic
      /// A `URL` (or `URLComponents`), whose strings arms test (`case "cart":`, `if url.host == "cart"`): a call
      /// that builds one from a string passes those strings (`URLStrings`). Also a `String` whose arms test strings
      /// (`switch identifier { case "account": ... }`): a call that passes a literal passes that string.
      case url
      /// A value whose type the arms test (`if controller is WelcomeViewController`): a call passes the type of what it
      /// gives (`EnumParameterCases+TypeTests`).
      case types(TypeArms)
    }

    /// Its position among the parameters.
    var position: Int
    /// Its name inside the body.
    var name: String
    var kind: Kind
    /// The member of the parameter that picks (`route` for `door.route`), whose enum is `kind`'s; nil when the
    /// parameter's own value does.
    var member: String? = nil
    /// Whether its type is optional (`Step?`): a caller may pass `nil`, which picks the arms of `guard let step else`
    /// (`ExpressionShape.nilCase`).
    var isOptional = false

    /// How tests of it name it (`ExpressionShape.parameterTest`): its name, or `name.member`.
    var testedName: String { member.map { "\(name).\($0)" } ?? name }
  }

  /// The selector parameter of `function`, a function of the type `scope`; nil when it has none. Where several may
  /// pick, one that the function neither tests nor hands on is passed over for a later one (`func go(animated: Bool,
  /// to route: Route)`, which passes `animated` to the library; `func open(from source: Source, _ route: Route)`, which
  /// only prints `source`).
  static func selector(of function: FunctionItem, in scope: String, types: AppTypes) -> Selector? {
    var url: Selector?
    // The function's `String` parameter, when it has exactly one (no array: asked of every function).
    var onlyString: Selector?
    var strings = 0
    var candidates: [Selector] = []
    let testsTypes = function.testsParameterTypes
    for (position, parameter) in function.parameters.enumerated() {
      if let kind = candidateKind(of: parameter, in: scope, types: types) {
        candidates.append(
          Selector(position: position, name: parameter.name, kind: kind, isOptional: parameter.isOptional))
      } else if testsTypes, let arms = typeArms(of: position, in: function, of: scope, types: types) {
        candidates.append(Selector(position: position, name: parameter.name, kind: .types(arms)))
      } else if url == nil, URLStrings.isURLType(parameter.type.name),
        types.type(named: parameter.type.name, inside: scope) == nil
      {
        url = Selector(position: position, name: parameter.name, kind: .url)
      } else if parameter.type.name == stringTypeName {
        strings += 1
        onlyString = Selector(position: position, name: parameter.name, kind: .url)
      }
    }
    // A `String`, the function's only one, where its arms test strings (`switch identifier { case "account": ... }`):
    // a call that passes a literal (`open("account")`) runs the arms of that string, unless another parameter picks.
    let single = strings == 1 ? onlyString : nil
    func stringSelector() -> Selector? {
      guard let single, URLStrings.testsStrings(function), types.type(named: stringTypeName, inside: scope) == nil
      else { return nil }
      return single
    }
    guard let last = candidates.last else {
      return url ?? memberSelector(of: function, in: scope, types: types) ?? stringSelector()
    }
    // Most functions have one: the reading of the body is asked only of those with more.
    for candidate in candidates.dropLast() where !picksNothing(candidate, in: function, types: types, depth: 0) {
      return candidate
    }
    if single != nil, picksNothing(last, in: function, types: types, depth: 0), let string = stringSelector() {
      return string
    }
    return last
  }

  /// What a parameter of a function of `scope` picks by, when it may pick: a `Bool`, one of the app's enums, or a
  /// generic parameter of an app base class (a URL aside).
  private static func candidateKind(of parameter: ParameterItem, in scope: String, types: AppTypes) -> Selector.Kind? {
    let written = parameter.type.name
    if written == boolTypeName { return .flag }
    if let type = types.type(named: written, inside: scope) {
      return type.declaration.kind == "enum" ? .cases(type) : nil
    }
    return types.isGenericParameter(written, of: scope) ? .generic : nil
  }

  /// Whether no code of `function` tests the parameter `selector` names (`if editing`, `case true:`; `case .a:`,
  /// `if event == .a` over the first parameter, which tests name bare) and no call of it hands the parameter on (also
  /// wrapped in a case, `handle(.open(route))`; a `Bool`, to a method of the app's): its value picks no arm there, nor
  /// in a method it reaches. A generic parameter (a subclass's route) always may. A case handed to a method of the app
  /// picks nothing when no method of that name uses the parameter it lands in (`analytics.track(source)` for `func
  /// track(_ source: Source) { print(source) }`), followed `depth` calls deep at most.
  private static func picksNothing(_ selector: Selector, in function: FunctionItem, types: AppTypes, depth: Int)
    -> Bool
  {
    switch selector.kind {
    case .generic, .types: return false
    default: break
    }
    let name = selector.name
    // A `Bool` handed to the library is its own (`animated:`); a case handed to any call may pick there
    // (`navigate(to: route)`).
    let isFlag = if case .flag = selector.kind { true } else { false }
    func tests(_ patterns: [ExpressionShape]) -> Bool {
      patterns.contains { pattern in
        switch pattern {
        case .flag(let tested, _), .parameterTest(let tested, _): tested == name
        case .string, .propertyTest, .localTest: false
        default: selector.position == 0
        }
      }
    }
    // Its value, or a member of it, written in a value (also wrapped in a case or a call, a choice, a collection).
    func handsOn(_ value: ExpressionShape) -> Bool {
      switch value {
      case .reference(let chain): chain.first == .name(name)
      case .call(let chain, let arguments):
        chain.first == .name(name) || arguments.contains { handsOn($0.value) }
      case .implicitMember(_, let arguments?), .tuple(let arguments): arguments.contains { handsOn($0.value) }
      case .choice(let values), .array(let values): values.contains(where: handsOn)
      case .cast(let inner, _, _): handsOn(inner)
      case .element(let collection, let key): handsOn(collection) || key.map(handsOn) == true
      default: false
      }
    }
    // A local that holds it (`let next = route`) hands it on wherever the local goes.
    if !isFlag, function.locals.contains(where: { $0.value.map(handsOn) == true }) { return false }
    for call in function.calls {
      if tests(call.casePatterns) { return false }
      let handed = call.arguments.indices.filter { handsOn(call.arguments[$0].value) }
      if !handed.isEmpty {
        if types.declaresFunction(named: call.member) {
          if handed.contains(where: { mayPick(call, argument: $0, types: types, depth: depth) }) { return false }
        } else if !isFlag && !printingCalls.contains(call.member) {
          return false
        }
      }
      // A method of the value's own (`route.track()`).
      if !isFlag, call.receiver.first == .name(name) { return false }
    }
    // Kept in a property (`lastRoute = route`), it may pick later.
    return !function.assignments.contains { tests($0.casePatterns) || (!isFlag && handsOn($0.value)) }
  }

  /// The library's calls that only print or log what they are given (`print(source)`, `logger.info(...)`): a case handed
  /// to one picks nothing.
  private static let printingCalls: NameList = [
    "print", "debugPrint", "dump", "NSLog", "os_log", "log", "trace", "debug", "info", "notice", "warning", "error",
    "critical", "fault",
  ]

  /// How deep `mayPick` follows a value handed from method to method.
  private static let handOnDepth = 3

  /// Whether the value a call hands on as its argument at `argument` may pick arms in a method of the app the call
  /// runs: some method of its name has a parameter there (by the argument's label, or the place among the unlabelled
  /// ones) that is a `Bool`, one of the app's enums or a generic parameter, and uses it. Also where no such method is
  /// found, or the hand-offs go deeper than `handOnDepth`.
  private static func mayPick(_ call: CallItem, argument: Int, types: AppTypes, depth: Int) -> Bool {
    guard depth < handOnDepth else { return true }
    let label = call.arguments[argument].label
    let unlabelledBefore = call.arguments[..<argument].count { $0.label == nil }
    var found = false
    for type in types.all {
      for callee in type.functions(named: call.member) {
        let slots = callee.parameters.indices.filter { callee.parameters[$0].label == (label ?? "_") }
        guard let position = label == nil ? slots.dropFirst(unlabelledBefore).first : slots.first else { continue }
        found = true
        let parameter = callee.parameters[position]
        guard let kind = candidateKind(of: parameter, in: type.name, types: types) else { continue }
        let selector = Selector(position: position, name: parameter.name, kind: kind)
        if !picksNothing(selector, in: callee, types: types, depth: depth + 1) { return true }
      }
    }
    return !found
  }

  /// The case names arms name (`case .a:`, `if event == .a`) and those they leave (`default:`, an `else`).
  private struct ArmNames {
    var names: [String] = []
    var excluded: [String] = []

    init(_ patterns: [ExpressionShape]) {
      for pattern in patterns {
        if case .otherCases(let others) = pattern {
          excluded += others
        } else if let name = pattern.patternCaseName {
          names.append(name)
        }
      }
    }

    var isEmpty: Bool { names.isEmpty && excluded.isEmpty }

    /// The cases of `enumType` that code in these arms runs for; empty where no arm names its cases, and where
    /// the arms leave every case (no value can pick them: read as in no arm). `orNil` counts `nil` among the values
    /// (`ExpressionShape.nilCase`), for an optional parameter.
    func cases(of enumType: AppType, orNil: Bool = false) -> Set<String> {
      var cases = Set(enumType.declaration.cases.map(\.name))
      if orNil { cases.insert(ExpressionShape.nilCase) }
      // A compound case (`open(.harbor)`) is one of its outer case's.
      let matching = Set(
        names.filter { cases.contains($0) || CompoundCases.outer(of: $0).map { cases.contains(String($0)) } == true })
      let leaving = excluded.filter(cases.contains)
      guard !matching.isEmpty || !leaving.isEmpty else { return [] }
      return (matching.isEmpty ? cases : matching).subtracting(leaving)
    }
  }

  /// The name under which a route holds its own case of its route enum (`RouteValue`), for the arms of a
  /// `switch self` in the enum's methods.
  static let selfProperty = "self"

  /// The stored property of `type` whose arms the code sits in (`switch step { case .last: ... }`, `if case
  /// .last = step`, `if step == .last` over `let step: TourStep`, in the screen's own method:
  /// `ExpressionShape.propertyTest`), with the cases of its enum they run for (for a `Bool` property's branch,
  /// `if isNew`, its value); in an enum's own method, `selfProperty` for the arms of a `switch self` that name its
  /// cases; nil when the code is in no such arm, when the arms test several properties, or when the property's
  /// type is neither `Bool` nor one of the app's enums. Read as `of(_:in:of:types:)` reads a parameter's arms.
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
    // In an enum's own method, arms naming its cases are a `switch self` (a route enum's `view()`): they test the
    // value itself, which a route holds as `selfProperty`.
    if tested == nil, type.declaration.kind == "enum" {
      let cases = ArmNames(patterns).cases(of: type)
      return cases.isEmpty ? nil : (selfProperty, cases)
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

  /// The cases of `function`'s selector, when it is an enum parameter, that arms of a `switch` over it name
  /// (the arms its calls and the `patterns` of its action sites sit in), in the enum's order, with the enum;
  /// nil when none.
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
    guard !named.isEmpty, case .cases(let type)? = selector(of: function, in: scope, types: types)?.kind else {
      return nil
    }
    let ordered = type.declaration.cases.filter { named.contains($0.name) }
    return ordered.isEmpty ? nil : (type, ordered)
  }

  /// What a call gives `function`'s selector parameter (`function` of the type `scope`, or of a type it
  /// inherits from): the argument it passes for it (`.next` in `setupStep(self, didFinishWith: .next)`), or,
  /// when it leaves the parameter out, the parameter's default value (`.comments` for `func comments(_ route:
  /// NewsRoute = .comments)`, with no text; `false` for `editing: Bool = false`); nil when the function has no
  /// selector, or does not take the call's arguments, or a left-out parameter has no default.
  static func selectorValue(of call: CallItem, to function: FunctionItem, of scope: String, types: AppTypes)
    -> SelectorValue?
  {
    guard let selector = types.selector(of: function, from: scope),
      let positions = function.argumentPositions(call.arguments, hasTrailingClosure: call.hasTrailingClosure)
    else { return nil }
    if let position = positions[selector.position] {
      var given = call.arguments[position].value
      if let member = selector.member {
        let declaring = types.declaringType(of: function, from: scope)
        let parameterType = types.type(named: function.parameters[selector.position].type.name, inside: declaring)
        given = self.member(of: given, named: member, builtAs: parameterType, types: types)
      }
      var value = SelectorValue(value: unqualified(given, in: scope, types: types))
      if case .types = selector.kind { value.picksByType = true }
      return value
    }
    guard selector.member == nil else { return nil }
    return function.parameters[selector.position].defaultValue.map { SelectorValue(value: $0, isDefault: true) }
  }

  /// A case of one of the app's enums written with the enum's name (`Section.today`, `ShopEvent.open(id)`, `Self.today`
  /// inside the enum) as the implicit member it stands for (`.today`); any other value as it is.
  static func unqualified(_ value: ExpressionShape, in scope: String, types: AppTypes) -> ExpressionShape {
    let chain: [ChainStep]
    var arguments: [ArgumentItem]?
    switch value {
    case .reference(let steps): chain = steps
    case .call(let steps, let given): (chain, arguments) = (steps, given)
    // `.route(DestRoute.a)`: the case is written bare, its associated value with its enum's name.
    case .implicitMember(let name, let given?):
      return .implicitMember(name, unqualified(given, in: scope, types: types))
    default: return value
    }
    guard let (typeName, name) = ExpressionShape.qualifiedMember(chain),
      let enumType = typeName == "Self"
        ? types.type(named: scope) : types.type(named: typeName, inside: scope),
      enumType.declaration.kind == "enum", enumType.declaration.cases.contains(where: { $0.name == name })
    else { return value }
    // A case given as an associated value is read the same way (`Destination.route(DestRoute.a)`).
    return .implicitMember(name, arguments.map { unqualified($0, in: scope, types: types) })
  }

  /// Arguments with each case written with its enum's name as the implicit member it stands for (`unqualified`); the
  /// same array when none is.
  private static func unqualified(_ arguments: [ArgumentItem], in scope: String, types: AppTypes) -> [ArgumentItem] {
    var result = arguments
    for index in arguments.indices {
      let value = unqualified(arguments[index].value, in: scope, types: types)
      if value != arguments[index].value { result[index].value = value }
    }
    return result
  }

  /// A value a call gives a selector: its shape, and whether it is the parameter's default (the call leaves the
  /// parameter out).
  struct SelectorValue: Equatable {
    var value: ExpressionShape
    var isDefault = false
    /// Whether the selector's arms test the value's type (`Selector.Kind.types`): a caller passes the type of what it
    /// gives.
    var picksByType = false
  }

  /// What a call of a method of the type `scope` gives the selector of each function it may run (overloads,
  /// an override and the method it overrides), read once for all: nil when they do not all get the same
  /// value (or one has no selector).
  static func selectorValue(of call: CallItem, to scope: String, types: AppTypes) -> SelectorValue? {
    // Overloads of which none has a selector give none, whichever the call runs.
    if types.passesNoSelector(call.member, of: scope) || types.mayRunFunctionWithoutSelector(call, of: scope) {
      return nil
    }
    var shared: SelectorValue?
    for function in types.functions(calledBy: call, of: scope) {
      guard let given = selectorValue(of: call, to: function, of: scope, types: types), shared == nil || shared == given
      else { return nil }
      shared = given
    }
    return shared
  }

  /// The enum of the app that the selector of the functions a call of a method of `scope` may run is typed by, if any.
  static func selectorEnum(of call: CallItem, to scope: String, types: AppTypes) -> String? {
    for function in types.functions(calledBy: call, of: scope) {
      if case .cases(let type)? = types.selector(of: function, from: scope)?.kind { return type.name }
    }
    return nil
  }

  /// The enum case a selector value is (`.next`, a left-out parameter's default case), or the `Bool` literal
  /// (`true` in `showDetails(editing: true)`), as `trueValue` or `falseValue`, or `nil` (as `ExpressionShape.nilCase`);
  /// nil for any other value.
  static func literal(_ given: SelectorValue) -> String? {
    if case .implicitMember(let name, _) = given.value { return name }
    if given.value == .nilLiteral { return ExpressionShape.nilCase }
    return truthValue(given.value)
  }

  /// The enum case or `Bool` literal a call gives the selector of `function`, a function of the type `scope`
  /// (see `literal(_:)`).
  static func passed(by call: CallItem, to function: FunctionItem, of scope: String, types: AppTypes) -> String? {
    selectorValue(of: call, to: function, of: scope, types: types).flatMap(literal)
  }

  /// The truth value a `Bool` literal argument gives (`true` in `showDetails(editing: true)`); nil for any other.
  static func truthValue(of argument: ArgumentItem) -> String? { truthValue(argument.value) }

  /// The truth value of a value, if it is a `Bool` literal (`trueValue` or `falseValue`).
  static func truthValue(_ value: ExpressionShape?) -> String? {
    guard case .boolean(let truth)? = value else { return nil }
    return truth ? trueValue : falseValue
  }

  /// The name of Swift's `Bool`, as a parameter or property declares it.
  static let boolTypeName = "Bool"

  /// The name of Swift's `String`, as a parameter declares it.
  static let stringTypeName = "String"

  /// The values of a `Bool` parameter, as the arms of a test of it give them (`ExpressionShape.flag`) and
  /// calls pass them (no enum case has these names: they are keywords).
  static let trueValue = "true"
  static let falseValue = "false"

  /// Whether a call that gives the selector `value` runs code in arms of `cases` over it (empty: in no arm): it
  /// passes one of them (its compound case, `open(.harbor)` for `.open(.harbor)`: `CompoundCases`, counts as its
  /// case does), or passes no literal.
  static func runs(giving value: SelectorValue?, arms cases: Set<String>) -> Bool {
    guard let value, let passed = literal(value), !cases.isEmpty else { return true }
    return cases.contains(passed) || CompoundCases.passed(value.value).map(cases.contains) == true
  }
}
