import NavigationModel
import SourceIndex

/// Finds the routes an action can fire from, by following calls back from where it is written to the
/// screens (views, view models, view controllers) that belong to routes, or to a coordinator's `start`.
/// Routes are numbered (see `RouteNumbers`) and functions too (see `CallGraph`): a search touches no name.
///
/// A screen's function fires from the routes its type belongs to, unless only other screens call it:
/// then it fires where they do. A view model that several routes share (`.step1(model)`,
/// `.step2(model)`) has each of its methods placed on the routes whose views call it, not on all of
/// the model's routes.
struct TriggerResolver: Sendable {
  /// What a search does on reaching a function.
  struct Stop: Sendable {
    /// A deep-link handler: the search ends there.
    var isDeepLink = false
    /// A coordinator's function: a callback ends there, a start ends at the start route.
    var isCoordinator = false
    var isStart = false
    /// The coordinator's start route, for a start.
    var startRoute: Int?
    /// For a screen's function: the routes its type belongs to, as a list of `StopRules.routeLists`, or -1
    /// for none (a number, not a list: the stops of every function are made, held and freed together).
    var routeList: Int32 = -1
  }

  let graph: CallGraph
  /// For each numbered function, whether no call of the app's reaches it (its own aside) and only the app's Swift code
  /// could call it (`UncalledFunctions.mayNeverRun(in:)`): whether it never runs depends on whether the app names it.
  let mayNeverRun: [Bool]
  /// For each numbered function, whether it is known to never run (`UncalledFunctions`): a search goes no further
  /// there. Empty while none is known.
  private(set) var neverRun: [Bool] = []
  /// For each numbered function, whether it runs as a screen goes away (`GraphAssembler.leaving(in:types:)`), which
  /// `neverRun` holds too. Empty while none is known.
  private(set) var leaving: [Bool] = []
  let rules: StopRules
  /// Each numbered function's stop.
  let stops: [Stop]
  /// For each numbered function, whether it is called, and only by functions of screens (other screens,
  /// or its own type): it then fires where its callers do, not from all of its type's routes. A caller
  /// that belongs to no route (a coordinator, a subview that no route holds) keeps the type's routes.
  let calledByScreens: [Bool]
  /// For each stored property that calls pass as a selector (by its number in the call graph), the cases it
  /// may hold on each route whose screen is built with one (route number to case numbers, in `caseNumbers`).
  /// See `RouteValue`.
  let heldValues: [Int32: [Int: [Int32]]]
  /// For each property number of the call graph, the route enum it is the `self` of (`EnumParameterCases.selfProperty`),
  /// if it is one.
  let enumSelves: [String?]
  /// For each route, by number, the route enums whose own code builds its screen (a `view()` or `body` switching over
  /// `self`); empty for none.
  let routesBuiltByEnums: [[String]]
  /// The call graph's case numbers, and after them the cases that screens are built with and no call names.
  private let caseNumbers: [String: Int32]

  static let startFunctions: NameList = ["start", "init"]

  /// What decides a function's stop: which types are coordinators, their start routes, the routes each
  /// screen type belongs to, the deep-link handlers.
  struct StopRules: Sendable {
    var coordinatorNames: Set<String>
    var startRoutes: [String: Int]
    /// Each screen type's routes, by its list in `routeLists`.
    var ownedRoutes: [String: Int32]
    var routeLists: [[Int]]
    var deepLinkFunctions: Set<FunctionKey>
    /// The functions that run as the app launches, and the entry's start route: what they call runs there, as what
    /// the entry's `start` calls does.
    var launchFunctions: Set<FunctionKey> = []
    var launchRoute: Int?
    /// The types of `launchFunctions` (one or two app types), compared before a key is hashed: this is asked of every
    /// function.
    var launchTypeNames: [String] = []

    func stop(for key: FunctionKey) -> Stop {
      var stop = Stop(isDeepLink: deepLinkFunctions.contains(key))
      if !launchTypeNames.isEmpty, launchTypeNames.contains(key.typeName), launchFunctions.contains(key) {
        stop.isCoordinator = true
        stop.isStart = true
        stop.startRoute = launchRoute
      } else if coordinatorNames.contains(key.typeName) {
        stop.isCoordinator = true
        stop.isStart = TriggerResolver.startFunctions.contains(String(key.baseName))
        stop.startRoute = startRoutes[key.typeName]
      } else {
        stop.routeList = ownedRoutes[key.typeName] ?? -1
      }
      return stop
    }

    /// The routes of a screen's stop (none for another).
    func routes(of stop: Stop) -> [Int] { stop.routeList < 0 ? [] : routeLists[Int(stop.routeList)] }
  }

  /// The coordinators' functions that build routes' screens, with those routes (see
  /// `DialectReading.screenFactories`): looked up only where a search reaches a coordinator's callback.
  let screenFactories: [FunctionKey: [(coordinator: String, route: String)]]
  let routeNumbers: RouteNumbers
  /// For each function (by number) that navigates to routes of its coordinator as it runs, those routes, ascending;
  /// a coordinator's `start`, its start routes (see `routesMade(by:)`).
  let routesNavigatedTo: [Int: [Int]]
  /// The first element of a search state's `held` that says the rest are the routes a value was made for (see
  /// `CallGraph.Edge.writtenIn`), not a stored property and its cases.
  static let madeForRoutes: Int32 = -2
  /// The first element of a search state's `held` that says the code runs once a coordinator is gone (the second
  /// element: the number of that coordinator's closures' function; see `CallGraph.Edge.afterFinishing`): the routes
  /// the search reaches from there are where the finish is asked, not where the code fires.
  static let afterFinishing: Int32 = -3
  /// The first element of a search state's `held` that says the rest are the routes of the screen whose code made the
  /// value (`routesMade(onScreenOf:)`): the code runs on those of them the search reaches, if it reaches any.
  static let madeOnWritersScreen: Int32 = -4
  /// The first element of a search state's `held` that says the code runs once a presented layer is gone (see
  /// `CallGraph.Edge.afterDismissing`): the routes the search reaches from there are where the dismiss is asked.
  static let afterDismissing: Int32 = -5
  /// The first element of a search state's `held` that says the code runs after a close (see
  /// `CallGraph.Edge.afterClosing`): the routes the search reaches from there are where the close is asked.
  static let afterClosing: Int32 = -6
  /// The first element of a search state's `held` that says the rest are the routes of the coordinator the code is
  /// called on as the one that shows the view (`CallGraph.Edge.onShowingCoordinator`): the code runs on those of the
  /// screen's routes only.
  static let shownByCoordinator: Int32 = -7

  /// `screenFactories`: see `DialectReading.screenFactories`; `routesNavigatedTo`: for each function that navigates
  /// to routes of its coordinator as it runs, those routes (`routesMade(by:)`); `threads`: the threads that find each
  /// function's stop (all the cores when nil).
  init(
    graph: CallGraph, coordinators: [Coordinator], routes: RouteNumbers, deepLinkFunctions: Set<FunctionKey>,
    launch: (functions: Set<FunctionKey>, route: Int?) = ([], nil),
    screenFactories: [FunctionKey: [(coordinator: String, route: String)]] = [:],
    routesNavigatedTo: [FunctionKey: [Int]] = [:], threads: Int? = nil, mayNeverRun: [Bool] = []
  ) {
    self.screenFactories = screenFactories
    routeNumbers = routes
    self.graph = graph
    var navigated: [Int: [Int]] = [:]
    for (key, routes) in routesNavigatedTo {
      if let function = graph.number(of: key) { navigated[function] = routes }
    }
    self.routesNavigatedTo = navigated
    var starts: [String: Int] = [:]
    for coordinator in coordinators {
      if let start = routes.number(of: coordinator.name, coordinator.start.name) { starts[coordinator.name] = start }
    }
    // Each type's routes, ascending (the routes are visited in order, and a route names a type once).
    var owners: [String: Int32] = [:]
    // A hint, not a bound (more grows as before): about one type of its own per route, and the largest route's types
    // twice over. Grown from empty, the table was rehashed a dozen times on one core (2 ms of the 2,000-file app).
    owners.reserveCapacity(routes.types.reduce(0) { max($0, $1.count) } * 2 + routes.types.count)
    var routeLists: [[Int]] = []
    for (route, types) in routes.types.enumerated() {
      for type in types {
        if let list = owners[type] {
          routeLists[Int(list)].append(route)
        } else {
          owners[type] = Int32(routeLists.count)
          routeLists.append([route])
        }
      }
    }
    let rules = StopRules(
      coordinatorNames: Set(coordinators.map(\.name)), startRoutes: starts, ownedRoutes: owners,
      routeLists: routeLists, deepLinkFunctions: deepLinkFunctions, launchFunctions: launch.functions,
      launchRoute: launch.route, launchTypeNames: Set(launch.functions.map(\.typeName)).sorted())
    self.rules = rules
    var held: [Int32: [Int: [Int32]]] = [:]
    var caseNumbers = graph.caseNumbers
    var enumSelves = [String?](repeating: nil, count: graph.propertyNumbers.count)
    var builtByEnums = [[String]](repeating: [], count: graph.propertyNumbers.isEmpty ? 0 : routes.values.count)
    if !graph.propertyNumbers.isEmpty {
      let selfSuffix = ".\(EnumParameterCases.selfProperty)"
      for (name, number) in graph.propertyNumbers where name.hasSuffix(selfSuffix) {
        enumSelves[Int(number)] = String(name.dropLast(selfSuffix.count))
      }
      for (route, values) in routes.values.enumerated() {
        for value in values
        where value.property == EnumParameterCases.selfProperty && !builtByEnums[route].contains(value.typeName) {
          builtByEnums[route].append(value.typeName)
        }
        // A property given something other than a case anywhere on the route holds what the route gives it.
        let unknown = Set(values.filter { $0.caseName == nil }.map { [$0.typeName, $0.property] })
        for value in values {
          guard let caseName = value.caseName, !unknown.contains([value.typeName, value.property]),
            let property = graph.propertyNumbers["\(value.typeName).\(value.property)"]
          else { continue }
          if caseNumbers[caseName] == nil { caseNumbers[caseName] = Int32(caseNumbers.count) }
          held[property, default: [:]][route, default: []].append(caseNumbers[caseName]!)
        }
      }
    }
    heldValues = held
    self.enumSelves = enumSelves
    routesBuiltByEnums = builtByEnums
    self.caseNumbers = caseNumbers
    let stops = Parallel.map(count: graph.functions.count, threads: threads) { rules.stop(for: graph.functions[$0]) }
    self.stops = stops
    self.mayNeverRun = mayNeverRun.isEmpty ? Array(repeating: false, count: graph.functions.count) : mayNeverRun
    calledByScreens = Parallel.map(count: graph.functions.count, threads: threads) { function in
      var called = false
      for edge in graph.calls(of: function)
      where edge.caller != function && !(edge.dispatchesOnSelf && stops[function].routeList >= 0) {
        guard stops[edge.caller].routeList >= 0 else { return false }
        called = true
      }
      return called
    }
  }

  /// The same searches, going no further where they reach a function that never runs (`neverRun`: for each function
  /// number, whether it never runs).
  func knowing(neverRun: [Bool]) -> TriggerResolver {
    var resolver = self
    resolver.neverRun = neverRun
    return resolver
  }

  /// The same searches, going no further where they reach a function that runs as a screen goes away (`leaving`: for
  /// each function number, whether it does).
  func knowing(leaving: [Bool]) -> TriggerResolver {
    var resolver = knowing(neverRun: leaving)
    resolver.leaving = leaving
    return resolver
  }

  /// The case numbers of these case names, as a search's filter (empty: none); a case that no call
  /// passes leaves a filter that only calls passing no literal case get through.
  func filter(for cases: Set<String>) -> [Int32] {
    guard !cases.isEmpty else { return [] }
    let numbers = cases.compactMap { caseNumbers[$0] }.sorted()
    return numbers.isEmpty ? [Int32.max] : numbers
  }

  /// The routes among `routes` where the screens may hold a case that `held` allows (`held`: a stored
  /// property's number, then the case numbers; empty: every route). A route whose screen is built with no
  /// known case for the property is kept, unless the property is a route enum's `self` and another route enum's own
  /// code builds that route's screen (a view controller that several enums' `view()` build, each with closures of its
  /// own: the arms of one enum are none of the other's routes).
  func routes(_ routes: [Int], holding held: [Int32]) -> [Int] {
    guard let property = held.first, let values = heldValues[property] else { return routes }
    let allowed = held.dropFirst()
    let enumName = enumSelves[Int(property)]
    return routes.filter { route in
      if let cases = values[route] { return cases.contains(where: allowed.contains) }
      guard let enumName, !routesBuiltByEnums[route].isEmpty else { return true }
      return routesBuiltByEnums[route].contains(enumName)
    }
  }

  /// Whether some code calls `function` on one of these types.
  func isCalled(_ function: String, onAnyOf types: [String]) -> Bool {
    types.contains { type in
      graph.number(of: CallGraph.key(type, function)).map { !graph.calls(of: $0).isEmpty } ?? false
    }
  }
}
