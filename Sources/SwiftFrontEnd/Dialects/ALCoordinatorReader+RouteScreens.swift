import NavigationModel
import SourceIndex

/// Route styles and screens: what a route enum's `transition` / `presentationStyle` and `view()` / `body` give a case.
extension ALCoordinatorReader {
  /// The style a route's enum gives a case (`transition` or `presentationStyle`), if it says.
  func style(ofRoute route: String, in coordinator: ALCoordinatorDialect.Declared) -> ExpressionShape? {
    value(of: Self.routeStyleGetters, forCase: route, in: coordinator.routeEnum)
  }

  /// The members of a route enum whose value is a case's style.
  static let routeStyleGetters = ["transition", "presentationStyle"]

  /// Where a route's enum gives a case the style one of its associated values holds (`case .web(_, let style): return
  /// style`), or picks one of two by it (`case .product(_, let compact): return compact ? .sheet : .push`): that value's
  /// position, and the two styles (for `true`, then for `false`) where it picks. Nil for any other arm.
  func carriedStyle(ofRoute route: String, in coordinator: ALCoordinatorDialect.Declared) -> (
    position: Int, choices: [ExpressionShape]?
  )? {
    guard let function = returningFunction(Self.routeStyleGetters, in: coordinator.routeEnum) else { return nil }
    let arms = Self.arms(of: route, in: function.switchSelf)
    guard arms.count == 1, let arm = arms.first, let value = arm.value else { return nil }
    var choices: [ExpressionShape]?
    let name: String
    if let tested = arm.testedName, case .choice(let values) = value, values.count == 2 {
      (name, choices) = (tested, values)
    } else if case .reference(let chain) = value, chain.count == 1, case .name(let held) = chain[0] {
      name = held
    } else {
      return nil
    }
    guard let binding = arm.bindings.first(where: { $0.name == name && $0.caseName == route }) else { return nil }
    return (binding.position, choices)
  }

  /// What a function or getter of an enum returns for a case: its `switch self` arm (or `default`), or
  /// the single value it returns for every case.
  func value(of functionNames: [String], forCase caseName: String, in enumName: String) -> ExpressionShape? {
    built(by: functionNames, forCase: caseName, in: enumName).value
  }

  /// What a function or getter of an enum builds for a case: the value it returns (as `value(of:...)`),
  /// and the initial values of the locals it declares on the way (`let controller = X.instantiate()`).
  func built(by functionNames: [String], forCase caseName: String, in enumName: String) -> (
    value: ExpressionShape?, locals: [ExpressionShape]
  ) {
    guard let function = returningFunction(functionNames, in: enumName) else { return (nil, []) }
    if !function.switchSelf.isEmpty {
      let arms = Self.arms(of: caseName, in: function.switchSelf)
      guard arms.count > 1 else { return (arms.first?.value, arms.first?.localValues ?? []) }
      // Arms guarded by `where` give their values for some of the case's values: each may be the one.
      let values = arms.compactMap(\.value)
      return (values.isEmpty ? nil : .choice(values), arms.flatMap(\.localValues))
    }
    return (function.returns.first, function.locals.compactMap(\.builtValue))
  }

  /// The first of an enum's functions or getters named `functionNames`; where it only returns another member that
  /// switches over `self` (`var body: some View { destination }`), that member.
  private func returningFunction(_ functionNames: [String], in enumName: String) -> FunctionItem? {
    guard let enumType = types.type(named: enumName),
      let function = enumType.functions.first(where: { functionNames.contains($0.name) })
    else { return nil }
    if function.switchSelf.isEmpty, let delegated = Self.delegatedMember(of: function, in: enumType) {
      return delegated
    }
    return function
  }

  /// The member of an enum whose value a function of it returns, when the function only returns it (`destination` or
  /// `self.destination()`, in `var body: some View { destination }`) and the member switches over `self`.
  static func delegatedMember(of function: FunctionItem, in enumType: AppType) -> FunctionItem? {
    readMembers(of: function, in: enumType).first { !$0.switchSelf.isEmpty }
  }

  /// The enum's members (a property's getter, a method without arguments) that a function returns alone (`content` in
  /// `var body: some View { content }`).
  static func readMembers(of function: FunctionItem, in enumType: AppType) -> [FunctionItem] {
    guard function.returns.count == 1 else { return [] }
    let chain: [ChainStep]
    switch function.returns[0] {
    case .reference(let steps): chain = steps
    case .call(let steps, let arguments) where arguments.isEmpty: chain = steps
    default: return []
    }
    guard chain.count == 1 || (chain.count == 2 && chain[0] == .name("self")), case .name(let name)? = chain.last,
      name != function.name
    else { return [] }
    return enumType.functions(named: name)
  }

  /// The arms of a `switch self` that a case can run, in order: those whose pattern names it (or
  /// `default`), up to the first that no `where` clause guards for it.
  static func arms(of name: String, in switchSelf: [SwitchCaseItem]) -> [SwitchCaseItem] {
    var arms: [SwitchCaseItem] = []
    for arm in switchSelf {
      let shapes = arm.patternShapes
      let isDefault = shapes.isEmpty  // `default:` (and the last `return` after `if case` arms)
      var matches = isDefault
      var guarded = true
      for index in shapes.indices where shapes[index].patternCaseName == name {
        matches = true
        if index >= arm.guarded.count || !arm.guarded[index] { guarded = false }
      }
      guard matches else { continue }
      arms.append(arm)
      if !guarded || isDefault { break }
    }
    return arms
  }

  /// The case of a coordinator's route enum whose `view()` / `body` builds this screen type.
  func route(showing screen: String, in coordinator: ALCoordinatorDialect.Declared) -> EnumCaseItem? {
    // Written as it is declared, or qualified by the types it is nested in (`Shop.CartView` for `CartView`), or not.
    let shown = types.type(named: screen)?.name ?? screen
    let routeEnum = coordinator.routeEnum
    return routeCases(of: coordinator).first { route in
      screenValues(forCase: route.name, in: coordinator).contains {
        RouteTypes.constructed(in: $0).contains { $0 == screen || types.declaredName($0, inside: routeEnum) == shown }
      }
    }
  }

  /// What a route's `view()` / `body` builds for a case: the value it returns, the locals it declares on the way (`let
  /// signIn = SignInViewController(); signIn.onSent = ...; return signIn`), the views its arm builds inside a container
  /// (`VStack { Text("Feed"); CartButton(coordinator: c) }`), through the enum's helpers it calls.
  private func screenValues(forCase route: String, in coordinator: ALCoordinatorDialect.Declared) -> [ExpressionShape] {
    let screen = built(by: ["view", "body"], forCase: route, in: coordinator.routeEnum)
    var values = (screen.value.map { [$0] } ?? []) + screen.locals
    let inArm = typesBuiltInArm(of: route, in: coordinator.routeEnum)
    if !inArm.isEmpty { values += inArm }
    let followed = RouteTypes.throughHelpers(values, of: coordinator.routeEnum, types: types, forCase: route)
    // A view built with the route itself, also inside a container or by a helper of the enum's (`VStack {
    // StudioScreen(route: self) }`, `var body: some View { content }`).
    let picked = viewsPicked(byRouteIn: followed, forCase: route, in: coordinator.routeEnum)
    return picked.isEmpty
      ? followed : followed + RouteTypes.throughHelpers(picked, of: coordinator.routeEnum, types: types)
  }

  /// The views that a screen built with the route itself (`LensRouteView(route: self)` in the enum's `body`) builds in
  /// the arms of a test of the property that holds it (`switch route { case .focus: FocusView() ... }`) for a case: the
  /// case's screen, whose own code fires from that route only.
  private func viewsPicked(byRouteIn values: [ExpressionShape], forCase caseName: String, in enumName: String)
    -> [ExpressionShape]
  {
    var picked: [ExpressionShape] = []
    for value in values {
      guard case .call(_, let arguments) = value, arguments.contains(where: { Self.isRouteItself($0.value) }),
        let written = value.calledTypeName, let screen = types.type(named: written, inside: enumName)
      else { continue }
      for position in arguments.indices where Self.isRouteItself(arguments[position].value) {
        guard
          let property = screen.storedProperty(
            takingArgumentLabelled: arguments[position].label,
            parameter: { $0.argumentPositions(arguments)?.firstIndex(of: position) })
        else { continue }
        for function in screen.functions {
          picked += constructions(
            in: function, of: screen, inArmsOf: property, forCase: caseName, inClosuresOnly: false)
        }
      }
    }
    return picked
  }

  /// Whether a value is the route itself, as the enum's own code passes it (`self`).
  private static func isRouteItself(_ value: ExpressionShape) -> Bool {
    guard case .reference(let chain) = value, chain.count == 1, case .name(let name) = chain[0] else { return false }
    return name == "self"
  }

  /// The calls of types (`CartButton(coordinator: c)`) written inside a closure in the arm of a case in an enum's
  /// `view()` / `body` `switch self`, as values: the content of a container the arm returns (`VStack { ... }`), which
  /// the arm's value does not hold (calls outside closures are that value, its arguments or the arm's locals).
  private func typesBuiltInArm(of caseName: String, in enumName: String) -> [ExpressionShape] {
    guard let enumType = types.type(named: enumName),
      let written = enumType.functions.first(where: { $0.name == "view" || $0.name == "body" })
    else { return [] }
    let function =
      written.switchSelf.isEmpty ? Self.delegatedMember(of: written, in: enumType) ?? written : written
    // No `switch self`: the views the code (or a member it reads, `var body: some View { content }`) puts in containers.
    guard !function.switchSelf.isEmpty else {
      return containedTypes(in: function) + Self.readMembers(of: function, in: enumType).flatMap(containedTypes(in:))
    }
    return constructions(
      in: function, of: enumType, inArmsOf: EnumParameterCases.selfProperty, forCase: caseName, inClosuresOnly: true)
  }

  /// The calls of types written in the containers a `view()` / `body` of no `switch self` returns (`VStack {
  /// LoopView() }`, `Group { ... }.padding()`), as values: every case's screen. Only in the content of views the code
  /// names by their type (`VStack`, `ScrollView`, an app's own container), not in a button's action or a modifier's
  /// closure (`.sheet { ... }`).
  private func containedTypes(in function: FunctionItem) -> [ExpressionShape] {
    function.calls.compactMap { call in
      guard !call.closureHosts.isEmpty, call.casePatterns.isEmpty, let written = call.writtenTypeName,
        types.declaresType(shortNamed: call.member),
        call.closureHosts.allSatisfy({ $0.startsUppercase && !Self.actionHosts.contains($0) })
      else { return nil }
      return .call([.name(written)], call.arguments)
    }
  }

  /// Views whose closure is an action, not content.
  private static let actionHosts: Set<String> = ["Button", "Task"]

  /// The app types that a function of `type` constructs (`FocusView()`) in arms of a test of its stored `property`
  /// (`EnumParameterCases.ofProperty`: `selfProperty` for a `switch self`) that run for the case, as values;
  /// `inClosuresOnly`: those in closures only.
  private func constructions(
    in function: FunctionItem, of type: AppType, inArmsOf property: String, forCase caseName: String,
    inClosuresOnly: Bool
  ) -> [ExpressionShape] {
    var built: [ExpressionShape] = []
    for call in function.calls where (!inClosuresOnly || !call.closureHosts.isEmpty) && !call.casePatterns.isEmpty {
      guard let value = builtValue(call, in: type) else { continue }
      guard let (tested, cases) = EnumParameterCases.ofProperty(call.casePatterns, in: type, types: types),
        tested == property, cases.contains(caseName)
      else { continue }
      built.append(value)
    }
    return built
  }

  /// What a call in a view's code builds, as a value: a construction of an app type (`FocusView()`), or a call of an app
  /// helper that may return one, `type`'s own method (`calendarScreen()`, named with its type so that
  /// `RouteTypes.throughHelpers` finds it from the route enum) or a static one (`ScreenFactory.calendar()`). Nil for any
  /// other call.
  private func builtValue(_ call: CallItem, in type: AppType) -> ExpressionShape? {
    let receiver = call.receiver
    if receiver.isEmpty {
      if call.member.startsWithASCIICapital {
        return types.declaresType(shortNamed: call.member) ? .call([.name(call.member)], call.arguments) : nil
      }
      guard !types.functions(call.member, of: type.name).isEmpty else { return nil }
      return .call([.name(type.name), .name(call.member)], call.arguments)
    }
    // A type written with the types it is nested in (`Shop.CartView()`).
    let names = receiver.compactMap(\.name)
    guard names.count == receiver.count, names.allSatisfy(\.startsWithASCIICapital) else { return nil }
    if call.member.startsWithASCIICapital {
      let written = (names + [call.member]).joined(separator: ".")
      return types.type(named: written, inside: type.name) == nil
        ? nil : .call(receiver + [.name(call.member)], call.arguments)
    }
    guard names.count == 1, let declared = types.type(named: names[0], inside: type.name),
      !types.functions(call.member, of: declared.name).isEmpty
    else { return nil }
    return .call([.name(names[0]), .name(call.member)], call.arguments)
  }

  /// The app types that belong to a route (its associated values' types, the screen its `view()` / `body`
  /// builds, and what those hold), and the enum cases that screen is built with (`StepView(step: .bait)`).
  func screenOfRoute(
    _ route: EnumCaseItem, in coordinator: ALCoordinatorDialect.Declared, held: inout RouteTypes.HeldTypes
  ) -> (types: Set<String>, values: [RouteValue]) {
    var seeds = route.associatedTypes.map(\.name)
    let built = screenValues(forCase: route.name, in: coordinator)
    for value in built { seeds += RouteTypes.constructed(in: value) }
    var types = RouteTypes.expand(
      seeds, inside: coordinator.routeEnum, types: types, resolver: resolver, coordinators: coordinatorNames,
      held: &held)
    // The route enum belongs to each of its routes, holding that route's case: what its `view()` wires into the
    // screen (`UIAction { _ in coordinator.add() }` in `case .list:`) fires from the route of its arm.
    // (Most apps have no protocol that several types adopt: then no value's type is asked.)
    let given =
      self.types.sharedProtocolShortNames.isEmpty
      ? RouteValue.given(in: built, inside: coordinator.routeEnum, types: self.types)
      : heldValues(of: route, built: built, in: coordinator)
    guard let routeEnum = self.types.type(named: coordinator.routeEnum)?.name else { return (types, given) }
    types.insert(routeEnum)
    let own = RouteValue(typeName: routeEnum, property: EnumParameterCases.selfProperty, caseName: route.name)
    return (types, [own] + given)
  }

  /// The values a route's screen is built with (`RouteValue`), in an app with a protocol that several of its types
  /// adopt: the types given to properties that such a protocol types are told, by the constructions and by assignments
  /// in the arm of the route's case (`let page = PageViewController(); page.router = owner; return page`:
  /// `ProtocolHolder`).
  private func heldValues(
    of route: EnumCaseItem, built: [ExpressionShape], in coordinator: ALCoordinatorDialect.Declared
  ) -> [RouteValue] {
    let typeOf = boundTypes(of: route, in: coordinator)
    let given = RouteValue.given(in: built, inside: coordinator.routeEnum, types: types, typeOf: typeOf)
    guard let function = returningFunction(["view", "body"], in: coordinator.routeEnum) else { return given }
    return given
      + ProtocolHolder.assignedValues(
        in: function, forCase: route.name, types: types, typeOf: typeOf)
  }

  /// The app type of a value that a route's screen is built with, where the reading tells it: a name that the arm of
  /// the route's case binds to an associated value (`owner` in `case .article(let url, let owner)`, of the case's type
  /// `HelpCoordinator`), or a construction of an app type. (See `ProtocolHolder`.)
  private func boundTypes(of route: EnumCaseItem, in coordinator: ALCoordinatorDialect.Declared) -> (
    ExpressionShape
  ) -> String? {
    let routeEnum = coordinator.routeEnum
    return { value in
      guard case .reference(let chain) = value else {
        return value.calledTypeName.flatMap { self.types.type(named: $0, inside: routeEnum)?.name }
      }
      guard chain.count == 1, case .name(let name) = chain[0],
        let function = self.returningFunction(["view", "body"], in: routeEnum)
      else { return nil }
      for arm in Self.arms(of: route.name, in: function.switchSelf) {
        for binding in arm.bindings
        where binding.name == name && binding.caseName == route.name && binding.position < route.associatedTypes.count {
          return self.types.type(named: route.associatedTypes[binding.position].name, inside: routeEnum)?.name
        }
      }
      return nil
    }
  }
}
