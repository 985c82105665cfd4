import NavigationModel
import SourceIndex

/// Reads one app in the ALCoordinator / SUICoordinator dialect.
struct ALCoordinatorReader {
  let types: AppTypes
  let resolver: TypeResolver
  let declared: [ALCoordinatorDialect.Declared]
  let byName: [String: ALCoordinatorDialect.Declared]
  let coordinatorNames: Set<String>
  /// The route enums that the app's generic types holding a coordinator by the library's class stand for, by type and
  /// generic parameter position, where the app writes no argument for them (`constructedRouteEnums`).
  let constructedRoutes: [String: [Int: [String]]]
  /// The coordinators' methods that present the coordinator itself, by name (`selfPresentingMethods`).
  let selfPresenting: [String: Set<String>]

  init(types: AppTypes, resolver: TypeResolver, declared: [ALCoordinatorDialect.Declared]) {
    self.types = types
    self.resolver = resolver
    self.declared = declared
    byName = Dictionary(declared.map { ($0.type.name, $0) }, uniquingKeysWith: { first, _ in first })
    coordinatorNames = Set(byName.keys)
    constructedRoutes = Self.constructedRouteEnums(types: types, resolver: resolver, declared: byName)
    selfPresenting = Self.selfPresentingMethods(in: declared, types: types)
  }

  func read(threads: Int?) -> DialectReading {
    var reading = DialectReading()
    // Each coordinator, then each type's code, on its own (in parallel), merged in declaration order.
    let coordinators = Parallel.map(count: declared.count, threads: threads) { index in
      let coordinator = declared[index]
      let routes = coordinator.kind == .stack ? routeCases(of: coordinator) : []
      var held = RouteTypes.HeldTypes()
      return (
        model: model(of: coordinator),
        routes: routes.map { route in
          ("\(coordinator.type.name).\(route.name)", screenOfRoute(route, in: coordinator, held: &held))
        },
        missing: missingRouteTypeNote(coordinator), picked: pickedStart(coordinator)
      )
    }
    reading.coordinators.reserveCapacity(coordinators.count)
    reading.routeTypes.reserveCapacity(coordinators.reduce(0) { $0 + $1.routes.count })
    for read in coordinators {
      reading.coordinators.append(read.model)
      for (id, screen) in read.routes {
        reading.routeTypes[id] = screen.types
        if !screen.values.isEmpty { reading.routeValues[id] = screen.values }
      }
    }
    addTabBarViews(to: &reading)
    reading.notes = coordinators.compactMap(\.missing)
    for (coordinator, read) in zip(declared, coordinators) {
      guard let choice = read.picked else { continue }
      reading.notes.append(pickedStartNote(coordinator, choice))
      reading.startChoices[coordinator.type.name] = choice.routes
    }
    let perType = Parallel.map(count: types.all.count, threads: threads) { index in
      let type = types.all[index]
      let isScreen = !coordinatorNames.contains(type.name)
      let own = actionSites(in: type)
      let navigation = isScreen ? ScreenNavigation.calls(in: type, types: types) + own.onShowingCoordinator : []
      let neverShown = isScreen ? ScreenNavigation.neverPresentedNotes(in: type) : []
      return (own: own, navigation: navigation, neverShown: neverShown)
    }
    // The app's extensions of library types (`extension View`) navigate too; they are no screens.
    let extensions = types.libraryExtensions.map(actionSites(in:))
    // Each site is copied once (a site holds a dozen references).
    var screens: [OneOffScreen] = []
    var sites: [ActionSite] = []
    sites.reserveCapacity(perType.reduce(0) { $0 + $1.own.sites.count } + extensions.reduce(0) { $0 + $1.sites.count })
    for read in perType.lazy.map(\.own) + extensions {
      screens += read.screens
      sites += read.sites
    }
    // Screens a navigation gives a route declared by a library type (`case screen(UIViewController)`) are its own.
    addPassedScreens(to: &reading)
    // A row's or a button's own navigation acts on the coordinator of the screen that builds it.
    let subviews = Subviews(types: types, resolver: resolver, coordinators: coordinatorNames, threads: threads)
    reading.subviews = subviews
    let screensOwn = screenNavigationSites(
      perType.map(\.navigation), routeTypes: reading.routeTypes, shown: screens, subviews: subviews)
    screens += screensOwn.screens
    sites += screensOwn.sites
    reading.notes += perType.flatMap(\.own.notes) + extensions.flatMap(\.notes) + perType.flatMap(\.neverShown)
    for (id, values) in perType.flatMap(\.own.values) + extensions.flatMap(\.values) {
      reading.routeValues[id, default: []] += values.filter { !(reading.routeValues[id] ?? []).contains($0) }
    }
    // A tab's coordinator is also shown as a tab, where its first screen is not presented.
    let tabs = Set(reading.coordinators.flatMap { $0.tabs.map(\.name) })
    let starts = Dictionary(
      reading.coordinators.filter { $0.kind != .tabs && !tabs.contains($0.name) }.map { ($0.name, $0.start.name) },
      uniquingKeysWith: { first, _ in first })
    reading.sites = Self.confirmingCloses(Self.closing(screens, in: sites), starts: starts)
    add(screens, to: &reading)
    reading.restartsApp = reading.sites.contains {
      $0.action.kind == .emit && $0.action.target == DialectReading.restartEvent
    }
    return reading
  }

  // MARK: Coordinators

  private func model(of coordinator: ALCoordinatorDialect.Declared) -> Coordinator {
    let location = coordinator.type.declaration.location
    switch coordinator.kind {
    case .tabs:
      let pages = tabPages(of: coordinator)
      let tabs = pages.pages.compactMap { page in
        self.coordinator(forPage: page.name, in: coordinator.routeEnum).map { NameReference($0, at: page.location) }
      }
      let start =
        pages.current.flatMap { page in
          self.coordinator(forPage: page.name, in: coordinator.routeEnum).map { NameReference($0, at: page.location) }
        } ?? tabs.first ?? NameReference(coordinator.routeEnum, at: location)
      return Coordinator(name: coordinator.type.name, kind: .tabs, start: start, tabs: tabs, location: location)
    case .stack, .root:
      let routes = routeCases(of: coordinator).map { Route(name: $0.name, location: $0.location) }
      let start =
        startFlowRoute(of: coordinator)
        ?? startFlowChoices(of: coordinator).map { NameReference($0.routes[0], at: $0.call.location) }
        ?? routes.first.map { NameReference($0.name, at: $0.location) }
        ?? NameReference(coordinator.routeEnum, at: location)
      return Coordinator(name: coordinator.type.name, kind: .stack, start: start, routes: routes, location: location)
    }
  }

  /// A note for a coordinator whose route (or page) type is declared in none of the files read: its
  /// routes are unknown, and whatever names them will dangle.
  private func missingRouteTypeNote(_ coordinator: ALCoordinatorDialect.Declared) -> ReadingNote? {
    guard types.type(named: coordinator.routeEnum) == nil else { return nil }
    let what = coordinator.kind == .tabs ? "page type" : "route type"
    return ReadingNote(
      location: coordinator.type.declaration.location,
      message:
        "\(coordinator.type.name)'s \(what) \(coordinator.routeEnum) is declared in none of the files read, so its "
        + "\(coordinator.kind == .tabs ? "tabs are" : "routes are") unknown (is its file excluded, or in a module "
        + "outside the folder read?)")
  }

  /// The cases of a coordinator's route enum.
  func routeCases(of coordinator: ALCoordinatorDialect.Declared) -> [EnumCaseItem] {
    types.type(named: coordinator.routeEnum)?.declaration.cases ?? []
  }

  // MARK: Route styles and screens

  /// The style a route's enum gives a case (`transition` or `presentationStyle`), if it says.
  func style(ofRoute route: String, in coordinator: ALCoordinatorDialect.Declared) -> ExpressionShape? {
    value(of: ["transition", "presentationStyle"], forCase: route, in: coordinator.routeEnum)
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
    guard let enumType = types.type(named: enumName),
      let function = enumType.functions.first(where: { functionNames.contains($0.name) })
    else { return (nil, []) }
    if !function.switchSelf.isEmpty {
      let arms = Self.arms(of: caseName, in: function.switchSelf)
      guard arms.count > 1 else { return (arms.first?.value, arms.first?.localValues ?? []) }
      // Arms guarded by `where` give their values for some of the case's values: each may be the one.
      let values = arms.compactMap(\.value)
      return (values.isEmpty ? nil : .choice(values), arms.flatMap(\.localValues))
    }
    return (function.returns.first, function.locals.compactMap(\.builtValue))
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
    routeCases(of: coordinator).first { route in
      screenValues(forCase: route.name, in: coordinator).contains { RouteTypes.constructed(in: $0).contains(screen) }
    }
  }

  /// What a route's `view()` / `body` builds for a case: the value it returns, the locals it declares on the way (`let
  /// signIn = SignInViewController(); signIn.onSent = ...; return signIn`), the views its arm builds inside a container
  /// (`VStack { Text("Feed"); CartButton(coordinator: c) }`), through the enum's helpers it calls.
  private func screenValues(forCase route: String, in coordinator: ALCoordinatorDialect.Declared) -> [ExpressionShape] {
    let screen = built(by: ["view", "body"], forCase: route, in: coordinator.routeEnum)
    return RouteTypes.throughHelpers(
      (screen.value.map { [$0] } ?? []) + screen.locals + typesBuiltInArm(of: route, in: coordinator.routeEnum),
      of: coordinator.routeEnum, types: types)
  }

  /// The calls of types (`CartButton(coordinator: c)`) written inside a closure in the arm of a case in an enum's
  /// `view()` / `body` `switch self`, as values: the content of a container the arm returns (`VStack { ... }`), which
  /// the arm's value does not hold (calls outside closures are that value, its arguments or the arm's locals).
  private func typesBuiltInArm(of caseName: String, in enumName: String) -> [ExpressionShape] {
    guard let enumType = types.type(named: enumName),
      let function = enumType.functions.first(where: { $0.name == "view" || $0.name == "body" }),
      !function.switchSelf.isEmpty
    else { return [] }
    var built: [ExpressionShape] = []
    for call in function.calls
    where !call.closureHosts.isEmpty && call.receiver.isEmpty && !call.casePatterns.isEmpty
      && call.member.startsWithASCIICapital
      && types.declaresType(shortNamed: call.member)
    {
      guard let (property, cases) = EnumParameterCases.ofProperty(call.casePatterns, in: enumType, types: types),
        property == EnumParameterCases.selfProperty, cases.contains(caseName)
      else { continue }
      built.append(.call([.name(call.member)], call.arguments))
    }
    return built
  }

  /// The app types that belong to a route (its associated values' types, the screen its `view()` / `body`
  /// builds, and what those hold), and the enum cases that screen is built with (`StepView(step: .bait)`).
  private func screenOfRoute(
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
    let given = RouteValue.given(in: built, inside: coordinator.routeEnum, types: self.types)
    guard let routeEnum = self.types.type(named: coordinator.routeEnum)?.name else { return (types, given) }
    types.insert(routeEnum)
    let own = RouteValue(typeName: routeEnum, property: EnumParameterCases.selfProperty, caseName: route.name)
    return (types, [own] + given)
  }
}
