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
  /// The styles the app names itself (`.card`, for `static var card: Self { .fullScreenCover }`).
  let styles: AppStyleNames

  /// The reader of `declared`, the app's coordinators; what it reads first about them is read on `threads` threads (all
  /// the cores when nil).
  init(types: AppTypes, resolver: TypeResolver, declared: [ALCoordinatorDialect.Declared], threads: Int?) {
    self.types = types
    self.resolver = resolver
    self.declared = declared
    byName = Dictionary(declared.map { ($0.type.name, $0) }, uniquingKeysWith: { first, _ in first })
    coordinatorNames = Set(byName.keys)
    constructedRoutes = Self.constructedRouteEnums(types: types, resolver: resolver, declared: byName)
    selfPresenting = Self.selfPresentingMethods(in: declared, types: types, threads: threads)
    styles = AppStyleNames(types: types)
  }

  /// The kind for a style as written, the app's own style names read as what they stand for.
  func styleKind(of value: ExpressionShape) -> (kind: ActionKind, confidence: Confidence)? {
    PresentationStyle.kind(of: value, named: styles)
  }

  func read(threads: Int?) -> DialectReading {
    var reading = DialectReading()
    // Each coordinator, then each type's code, on its own (in parallel), merged in declaration order.
    let coordinators = Parallel.map(count: declared.count, threads: threads) { index in
      let coordinator = declared[index]
      let routes = coordinator.kind == .stack ? routeCases(of: coordinator) : []
      var held = RouteTypes.HeldTypes()
      return CoordinatorReading(
        model: model(of: coordinator),
        routes: routes.map { route in
          ("\(coordinator.type.name).\(route.name)", screenOfRoute(route, in: coordinator, held: &held))
        },
        missing: missingRouteTypeNote(coordinator), picked: pickedStart(coordinator))
    }
    reading.coordinators = coordinators.map(\.model)
    reading.routeTypes.reserveCapacity(coordinators.reduce(0) { $0 + $1.routes.count })
    reading.routeValues.reserveCapacity(
      coordinators.reduce(0) { count, read in count + read.routes.count { !$0.screen.values.isEmpty } })
    for read in coordinators {
      for (id, screen) in read.routes {
        reading.routeTypes[id] = screen.types
        if !screen.values.isEmpty { reading.routeValues[id] = screen.values }
      }
    }
    addTabBarViews(to: &reading)
    reading.notes = coordinators.compactMap(\.missing)
    for position in coordinators.indices {
      guard let choice = coordinators[position].picked else { continue }
      reading.startChoices[declared[position].type.name] = StartChoice(
        routes: choice.routes, location: choice.call.location)
    }
    let perType = Parallel.map(count: types.all.count, threads: threads) { index in
      let type = types.all[index]
      let isScreen = !coordinatorNames.contains(type.name)
      let own = actionSites(in: type)
      let navigation =
        isScreen ? ScreenNavigation.calls(in: type, types: types, resolver: resolver) + own.onShowingCoordinator : []
      let neverShown = isScreen ? ScreenNavigation.neverPresentedNotes(in: type) : []
      return (own: own, navigation: navigation, neverShown: neverShown)
    }
    // The app's extensions of library types (`extension View`) navigate too; they are no screens.
    let extensions = types.libraryExtensions.map(actionSites(in:))
    // Each site is copied once.
    var screens: [OneOffScreen] = []
    var sites: [ActionSite] = []
    // By position, as above.
    let typePositions = perType.indices
    sites.reserveCapacity(
      typePositions.reduce(0) { $0 + perType[$1].own.sites.count } + extensions.reduce(0) { $0 + $1.sites.count })
    for position in typePositions {
      screens += perType[position].own.screens
      sites += perType[position].own.sites
    }
    for read in extensions {
      screens += read.screens
      sites += read.sites
    }
    // Screens a navigation gives a route declared by a library type (`case screen(UIViewController)`) are its own.
    addPassedScreens(to: &reading, threads: threads)
    // A row's or a button's own navigation acts on the coordinator of the screen that builds it.
    let subviews = Subviews(types: types, resolver: resolver, coordinators: coordinatorNames, threads: threads)
    reading.subviews = subviews
    let screensOwn = screenNavigationSites(
      typePositions.map { perType[$0].navigation }, routeTypes: reading.routeTypes, shown: screens, subviews: subviews)
    screens += screensOwn.screens
    sites += screensOwn.sites
    reading.notes +=
      typePositions.flatMap { perType[$0].own.notes } + extensions.flatMap(\.notes)
      + typePositions.flatMap { perType[$0].neverShown }
    for (id, values) in typePositions.flatMap({ perType[$0].own.values }) + extensions.flatMap(\.values) {
      reading.routeValues[id, default: []] += values.filter { !(reading.routeValues[id] ?? []).contains($0) }
    }
    let starts = ShownWays.starts(of: reading.coordinators)
    reading.sites = Self.confirmingCloses(Self.closing(screens, in: sites), starts: starts)
    add(screens, to: &reading)
    reading.restartsApp = reading.sites.contains {
      $0.action.kind == .emit && $0.action.target == DialectReading.restartEvent
    }
    return reading
  }

  /// What `read(threads:)` reads of one coordinator on its own. (A class: the results are read in several passes, and a
  /// copy of a tuple of them retained every reference it holds.)
  private final class CoordinatorReading: Sendable {
    let model: Coordinator
    let routes: [(id: String, screen: (types: Set<String>, values: [RouteValue]))]
    let missing: ReadingNote?
    let picked: (call: CallItem, routes: [String])?

    init(
      model: Coordinator, routes: [(id: String, screen: (types: Set<String>, values: [RouteValue]))],
      missing: ReadingNote?, picked: (call: CallItem, routes: [String])?
    ) {
      (self.model, self.routes, self.missing, self.picked) = (model, routes, missing, picked)
    }
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
}
