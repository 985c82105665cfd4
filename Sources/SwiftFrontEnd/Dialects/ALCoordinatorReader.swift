import NavigationModel
import SourceIndex

/// Reads one app in the ALCoordinator / SUICoordinator dialect.
struct ALCoordinatorReader {
  let types: AppTypes
  let resolver: TypeResolver
  let declared: [ALCoordinatorDialect.Declared]
  let byName: [String: ALCoordinatorDialect.Declared]
  let coordinatorNames: Set<String>

  init(types: AppTypes, resolver: TypeResolver, declared: [ALCoordinatorDialect.Declared]) {
    self.types = types
    self.resolver = resolver
    self.declared = declared
    byName = Dictionary(declared.map { ($0.type.name, $0) }, uniquingKeysWith: { first, _ in first })
    coordinatorNames = Set(byName.keys)
  }

  func read(threads: Int?) -> DialectReading {
    var reading = DialectReading()
    // Each coordinator, then each type's code, on its own (in parallel), merged in declaration order.
    let coordinators = Parallel.map(count: declared.count, threads: threads) { index in
      let coordinator = declared[index]
      let routes = coordinator.kind == .stack ? routeCases(of: coordinator) : []
      return (
        model: model(of: coordinator),
        routes: routes.map { ("\(coordinator.type.name).\($0.name)", screenOfRoute($0, in: coordinator)) },
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
    reading.notes = coordinators.compactMap(\.missing)
    for (coordinator, read) in zip(declared, coordinators) {
      guard let choice = read.picked else { continue }
      reading.notes.append(pickedStartNote(coordinator, choice))
      reading.startChoices[coordinator.type.name] = choice.routes
    }
    let perType = Parallel.map(count: types.all.count, threads: threads) { index in
      let type = types.all[index]
      let isScreen = !coordinatorNames.contains(type.name)
      return (own: actionSites(in: type), navigation: isScreen ? ScreenNavigation.calls(in: type, types: types) : [])
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
    // A row's or a button's own navigation acts on the coordinator of the screen that builds it.
    let subviews = Subviews(types: types, resolver: resolver, coordinators: coordinatorNames, threads: threads)
    reading.subviews = subviews
    let screensOwn = screenNavigationSites(
      perType.map(\.navigation), routeTypes: reading.routeTypes, shown: screens, subviews: subviews)
    screens += screensOwn.screens
    sites += screensOwn.sites
    reading.notes += perType.flatMap(\.own.notes) + extensions.flatMap(\.notes)
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
      value(of: ["view", "body"], forCase: route.name, in: coordinator.routeEnum).map {
        RouteTypes.constructed(in: $0).contains(screen)
      } ?? false
    }
  }

  /// The case of the coordinator's route enum that a value names: `.detail(...)`, `Route.detail(...)`,
  /// `Route.detail`, or a local that holds one (`let route = Route.detail(...)`).
  /// A static factory of the enum stands for the case it returns (`.opening(book)`, where `static func
  /// opening(_ book: Book) -> Route { .book(book.id) }`): the first it may return (`routeChoices` gives
  /// each).
  func routeCase(of value: ExpressionShape, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> String?
  {
    routeCases(of: value, by: coordinator, in: context, depth: 0).first
  }

  /// The cases a value names: one, or those a factory of the route enum may return.
  func routeCases(
    of value: ExpressionShape, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, depth: Int
  ) -> [String] {
    if let initialised = initialiserCases(of: value, by: coordinator, in: context) { return initialised.map(\.route) }
    switch value {
    case .implicitMember(let name, _):
      guard name != "init" else { return [] }
      return factoryCases(named: name, by: coordinator, depth: depth) ?? [name]
    case .reference(let chain) where chain.count == 1:
      guard case .name(let name) = chain[0], let local = context.unwrappedLocal(named: name) else {
        return ownValueCases(of: chain, by: coordinator, in: context, depth: depth)
      }
      // A local that holds another local's value is not followed (`var a = b`, `var b = a` would not end).
      guard let held = local.value else { return [] }
      if case .reference(let other) = held, other.count == 1 { return [] }
      // A local given a condition's routes, then unwrapped (`let route: R? = nuts ? .allergens : nil`, `guard let
      // route`): each route it may hold (a choice read directly stays one, for the start's reading).
      if case .choice = held, local.location != context.local(named: name)?.location {
        return routeCases(ofAny: held.alternatives, by: coordinator, in: context, depth: depth + 1)
      }
      return routeCases(of: held, by: coordinator, in: context, depth: depth)
    case .call(let chain, _) where chain.count == 1 || chain.first == .name("self"):
      return ownReturnedCases(of: chain, by: coordinator, in: context, depth: depth) ?? []
    case .reference(let chain) where chain.count == 2 && chain[0] == .name("self"):
      return ownValueCases(of: chain, by: coordinator, in: context, depth: depth)
    case .call(let chain, _), .reference(let chain):
      guard chain.count == 2, case .name(let enumName) = chain[0], case .name(let name) = chain[1],
        names(enumName, routeEnumOf: coordinator, in: context), let routes = types.type(named: coordinator.routeEnum)
      else {
        // A method or computed property of another value of the app that returns routes (`mapper.route(for: item)`).
        if let returned = returnedCases(ofMember: chain, by: coordinator, in: context, depth: depth) { return returned }
        // A property of a value the app builds with routes (`option.route`): each route it may hold (any, when
        // some value it is given is not known).
        guard case .reference = value, chain.count > 1, chain[0] != .name("self"), types.propertyCases.mayRead(value),
          let routes = types.type(named: coordinator.routeEnum),
          let held = types.propertyCases.cases(
            of: value, owner: resolver.type(of: Array(chain.dropLast()), in: context), enumType: routes.name)
        else { return [] }
        return held.isEmpty ? routes.declaration.cases.map(\.name) : held
      }
      if routes.declaration.cases.contains(where: { $0.name == name }) { return [name] }
      return factoryCases(named: name, by: coordinator, depth: depth) ?? []
    default:
      return []
    }
  }

  /// Whether a type name written in `context` (`ShelfRoute`, an alias of it, or `Self` inside it) is the
  /// coordinator's route enum.
  func names(_ typeName: String, routeEnumOf coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> Bool
  {
    guard let routes = types.type(named: coordinator.routeEnum) else { return false }
    return (typeName == "Self" && context.typeName == routes.name) || types.type(named: typeName)?.name == routes.name
  }

  /// The routes a navigation call's argument picks among: `isPro ? .map : .upgrade`, an `if` or `switch`
  /// expression, or a local that holds one or more when the call reads it (`CodeContext.heldValues`); each
  /// route once, in the order written. Nil when a condition picks no route of the coordinator's.
  func routeChoices(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [String]?
  {
    guard let choices = routeChoicesByArm(of: call, by: coordinator, in: context) else { return nil }
    var routes: [String] = []
    for (route, _) in choices where !routes.contains(route) { routes.append(route) }
    return routes
  }

  /// The routes of `routeChoices(of:by:in:)`, each with the `case` patterns of the arms that gave a local its
  /// value (`case .basket: route = .basket` in a `switch` over the function's parameter, before the call), if any.
  func routeChoicesByArm(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [(route: String, arms: [ExpressionShape])]?
  {
    guard let argument = routeArgument(of: call)?.value else { return nil }
    // A local's values, or an element's (`items[index]`, a list's row): each of the collection's elements.
    let read = context.heldValues(of: argument, readBy: call)
    let element = read.isEmpty ? TypeResolver.elementRead(argument) : nil
    var held = resolver.expandingElements(element.map { [.init(value: $0)] } ?? read, in: context, readBy: call) ?? []
    // A member of a row a local holds (`row.destination` for a row of `[SettingRow(destination: .help), ...]`).
    if held.isEmpty, let members = resolver.memberValues(of: argument, in: context, readBy: call) { held = members }
    // Most calls name one route (`.detail`): no choice, read as a single route is.
    if held.isEmpty, !isChoice(argument) {
      let routes = routeCases(of: argument, by: coordinator, in: context, depth: 0)
      return routes.count > 1 ? routes.map { ($0, []) } : nil
    }
    let values = (held.isEmpty ? [CodeContext.HeldValue(value: argument)] : held).flatMap { held in
      guard case .choice(let values) = held.value else { return [held] }
      return values.map { CodeContext.HeldValue(value: $0, casePatterns: held.casePatterns) }
    }
    var routes: [(route: String, arms: [ExpressionShape])] = []
    for value in values {
      for route in routeCases(of: value.value, by: coordinator, in: context, depth: 0)
      where !routes.contains(where: { $0.route == route && $0.arms == value.casePatterns }) {
        routes.append((route, value.casePatterns))
      }
    }
    // A local's value is read here, with its assignments, even when it holds one route.
    let several = routes.contains { $0.route != routes[0].route }
    return several || (!routes.isEmpty && !held.isEmpty) ? routes : nil
  }

  private func isChoice(_ value: ExpressionShape) -> Bool {
    if case .choice = value { true } else { false }
  }

  /// The argument of a `navigate` (or `startFlow`, `present`, `push`) call that names where it goes.
  func routeArgument(of call: CallItem) -> ArgumentItem? {
    call.arguments.first { $0.label == "to" || $0.label == "toRoute" } ?? call.arguments.first
  }

  /// The cases a route parameter stands for: in `func show(_ route: Route) { router.navigate(to: route) }`
  /// (or `func show(_ route: R)` in the app's generic base `class Flow<R: NavigationRoute>`) every case
  /// of the coordinator's route enum, each to fire where a caller passes it. Nil when the call passes no
  /// parameter of that enum's type.
  func routeParameterCases(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [EnumCaseItem]?
  {
    guard takesRoute(call, by: coordinator), case .reference(let chain)? = routeArgument(of: call)?.value else {
      return nil
    }
    if chain.count == 2 { return routeMemberCases(of: chain, by: coordinator, in: context) }
    // A constant local that holds a member of a parameter (`guard let route = door.route else { return }`).
    if chain.count == 1, case .name(let name) = chain[0], let local = context.unwrappedLocal(named: name),
      local.isConstant, case .reference(let held)? = local.value, held.count == 2
    {
      return routeMemberCases(of: held, by: coordinator, in: context)
    }
    guard chain.count == 1,
      case .name(let name) = chain[0], let function = context.function,
      context.unwrappedLocal(named: name) == nil, let parameter = function.parameters.first(where: { $0.name == name }),
      let routes = types.type(named: coordinator.routeEnum)
    else { return nil }
    if let written = types.type(named: parameter.type.name, inside: context.typeName) {
      return written.name == routes.name ? routes.declaration.cases : nil
    }
    return types.isGenericParameter(parameter.type.name, of: context.typeName) ? routes.declaration.cases : nil
  }

  /// The cases a member of a parameter stands for where it picks (`door.route` in `func enter(_ door: Door)`,
  /// `EnumParameterCases.Selector.member`): each case the member may hold (`PropertyCases`; any case of the
  /// coordinator's route enum when the reading cannot tell), each to fire where a caller passes a value holding it.
  private func routeMemberCases(
    of chain: [ChainStep], by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> [EnumCaseItem]? {
    guard case .name(let name) = chain[0], case .name(let member) = chain[1], let function = context.function,
      context.unwrappedLocal(named: name) == nil,
      let selector = EnumParameterCases.selector(of: function, in: context.typeName, types: types),
      selector.name == name, selector.member == member, case .cases(let enumType) = selector.kind,
      enumType.name == coordinator.routeEnum
    else { return nil }
    let owner = types.type(named: function.parameters[selector.position].type.name, inside: context.typeName)?.name
    let held = types.propertyCases.cases(of: .reference(chain), owner: owner, enumType: enumType.name) ?? []
    return held.isEmpty ? enumType.declaration.cases : enumType.declaration.cases.filter { held.contains($0.name) }
  }

  /// Whether a call is one that goes to a route it is given (`navigate(toRoute:)`, a `CoordinatorSUI`'s `show`).
  func takesRoute(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared) -> Bool {
    switch call.member {
    case "navigate", "startChildCoordinator", "present", "push", "startFlow": true
    case "show": coordinator.showsRoutes
    default: false
    }
  }

  /// `.detail` and `.detail(let id)` name the case `detail`.
  static func caseName(of pattern: ExpressionShape) -> String? {
    if case .implicitMember(let name, _) = pattern { return name }
    return nil
  }

  /// The app types that belong to a route (its associated values' types, the screen its `view()` / `body`
  /// builds, and what those hold), and the enum cases that screen is built with (`StepView(step: .bait)`).
  private func screenOfRoute(_ route: EnumCaseItem, in coordinator: ALCoordinatorDialect.Declared) -> (
    types: Set<String>, values: [RouteValue]
  ) {
    var seeds = route.associatedTypes.map(\.name)
    let screen = built(by: ["view", "body"], forCase: route.name, in: coordinator.routeEnum)
    let built = RouteTypes.throughHelpers(
      (screen.value.map { [$0] } ?? []) + screen.locals, of: coordinator.routeEnum, types: types)
    for value in built { seeds += RouteTypes.constructed(in: value) }
    var types = RouteTypes.expand(
      seeds, inside: coordinator.routeEnum, types: types, resolver: resolver, coordinators: coordinatorNames)
    // The route enum belongs to each of its routes, holding that route's case: what its `view()` wires into the
    // screen (`UIAction { _ in coordinator.add() }` in `case .list:`) fires from the route of its arm.
    let given = RouteValue.given(in: built, inside: coordinator.routeEnum, types: self.types)
    guard let routeEnum = self.types.type(named: coordinator.routeEnum)?.name else { return (types, given) }
    types.insert(routeEnum)
    let own = RouteValue(typeName: routeEnum, property: EnumParameterCases.selfProperty, caseName: route.name)
    return (types, [own] + given)
  }

  // MARK: Tabs

  struct Page {
    var name: String
    var location: SourceLocation
  }

  /// The pages a tab coordinator passes to its initialiser and to `setPages` (else every case by `position`), and
  /// the `currentPage:` it starts on.
  private func tabPages(of coordinator: ALCoordinatorDialect.Declared) -> (pages: [Page], current: Page?) {
    var pages: [Page]?
    var current: Page?
    for function in coordinator.type.functions where function.name == "init" {
      for call in function.calls where call.member == "init" && call.receiver == [.name("super")] {
        if case .array(let elements)? = call.arguments.first(where: { $0.label == "pages" })?.value, pages == nil {
          pages = elements.compactMap { element in
            Self.caseName(of: element).map { Page(name: $0, location: call.location) }
          }
        }
        let passed = call.arguments.first(where: { $0.label == "currentPage" })?.value
        // `currentPage: .explore`, or an initialiser's parameter passed on (`initialPage: Page = .explore`).
        let page =
          passed.flatMap { Self.caseName(of: $0) }
          ?? passed.flatMap { startPageParameter(in: function, passing: $0) }
          .flatMap { $0.defaultValue.flatMap(Self.caseName(of:)) }
        if let page, current == nil { current = Page(name: page, location: call.location) }
      }
    }
    // Pages set later (`setPages([.feed, .search, .pro])` once upgraded) are tabs too, after those given first.
    for function in coordinator.type.functions {
      for call in function.calls
      where call.member == "setPages" && (call.receiver.isEmpty || call.receiver == [.name("self")]) {
        guard case .array(let elements)? = call.arguments.first?.value else { continue }
        for case let name? in elements.map(Self.caseName(of:)) where !(pages ?? []).contains(where: { $0.name == name })
        {
          pages = (pages ?? []) + [Page(name: name, location: call.location)]
        }
      }
    }
    if let pages { return (pages, current) }
    let cases = types.type(named: coordinator.routeEnum)?.declaration.cases ?? []
    let ordered = cases.enumerated().sorted { left, right in
      let leftPosition = position(of: left.element.name, in: coordinator.routeEnum) ?? left.offset
      let rightPosition = position(of: right.element.name, in: coordinator.routeEnum) ?? right.offset
      return (leftPosition, left.offset) < (rightPosition, right.offset)
    }
    return (ordered.map { Page(name: $0.element.name, location: $0.element.location) }, current)
  }

  /// The parameter of an initialiser that `value` (passed as `currentPage:` to `super.init`) names.
  private func startPageParameter(in function: FunctionItem, passing value: ExpressionShape) -> ParameterItem? {
    guard case .reference(let chain) = value, chain.count == 1, let name = chain.first?.name else { return nil }
    return function.parameters.first { $0.name == name }
  }

  /// The page a construction of a tab coordinator starts it on: its `currentPage:` argument, or the one
  /// its initialiser passes on as `currentPage:` to `super.init` (`Tabs(initialPage: .saved)`).
  func startPage(of tabs: ALCoordinatorDialect.Declared, in construction: ExpressionShape) -> String? {
    var label: String? = "currentPage"
    search: for function in tabs.type.functions where function.name == "init" {
      for call in function.calls where call.member == "init" && call.receiver == [.name("super")] {
        guard let passed = call.arguments.first(where: { $0.label == "currentPage" })?.value,
          let parameter = startPageParameter(in: function, passing: passed)
        else { continue }
        label = parameter.label == "_" ? nil : parameter.label
        break search
      }
    }
    return construction.arguments.first { $0.label == label }.flatMap { Self.caseName(of: $0.value) }
  }

  private func position(of page: String, in pageEnum: String) -> Int? {
    if case .integer(let value)? = value(of: ["position"], forCase: page, in: pageEnum) { return value }
    return nil
  }

  /// The coordinator type a page's `coordinator()` builds (as written when the app does not declare it,
  /// so that the tab is a `dangling-reference`, not silently dropped).
  func coordinator(forPage page: String, in pageEnum: String) -> String? {
    guard let built = value(of: ["coordinator"], forCase: page, in: pageEnum) else { return nil }
    // A factory the page is handed to (`FleetFactory.makeCoordinator(for: self)`): what it builds for the page's case.
    let context = CodeContext(typeName: pageEnum, function: nil)
    if let made = factoryConstruction(built, in: context, selfCase: page)?.calledTypeName {
      return types.type(named: made)?.name ?? made
    }
    return RouteTypes.constructed(in: built).first.map { types.type(named: $0)?.name ?? $0 }
  }
}
