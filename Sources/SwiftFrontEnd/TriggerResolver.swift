import NavigationModel
import SourceIndex

/// Finds the routes an action can fire from, by following calls back from where it is written to the
/// screens (views, view models, view controllers) that belong to routes, or to a coordinator's `start`.
/// Routes are numbered (see `RouteNumbers`) and functions too (see `CallGraph`): a search touches no name.
struct TriggerResolver: Sendable {
  /// What the search found for one site.
  struct Triggers: Sendable {
    /// Route numbers, ascending.
    var routes: [Int] = []
    /// The search reached a deep-link handler (the site is a deep link's step there).
    var reachesDeepLink = false
  }

  /// What a search does on reaching a function.
  private struct Stop: Sendable {
    /// A deep-link handler: the search ends there.
    var isDeepLink = false
    /// A coordinator's function: a callback ends there, a start ends at the start route.
    var isCoordinator = false
    var isStart = false
    /// The coordinator's start route, for a start.
    var startRoute: Int?
    /// For a screen's function: the routes its type belongs to.
    var routes: [Int] = []
  }

  let graph: CallGraph
  private let stops: [Stop]

  static let startFunctions: Set<String> = ["start", "init"]

  init(graph: CallGraph, coordinators: [Coordinator], routes: RouteNumbers, deepLinkFunctions: Set<FunctionKey>) {
    self.graph = graph
    let coordinatorNames = Set(coordinators.map(\.name))
    var starts: [String: Int] = [:]
    for coordinator in coordinators {
      if let start = routes.number(of: coordinator.name, coordinator.start.name) { starts[coordinator.name] = start }
    }
    var owners: [String: Set<Int>] = [:]
    for (route, types) in routes.types.enumerated() {
      for type in types { owners[type, default: []].insert(route) }
    }
    let ownedRoutes = owners.mapValues { $0.sorted() }
    stops = graph.functions.map { key in
      var stop = Stop(isDeepLink: deepLinkFunctions.contains(key))
      if coordinatorNames.contains(key.typeName) {
        stop.isCoordinator = true
        stop.isStart = Self.startFunctions.contains(key.function)
        stop.startRoute = starts[key.typeName]
      } else {
        stop.routes = ownedRoutes[key.typeName] ?? []
      }
      return stop
    }
  }

  /// The routes from which code written in `function` of `type` runs.
  func triggers(typeName: String, function: String, isCallback: Bool) -> Triggers {
    guard let start = graph.number(of: CallGraph.key(typeName, function)) else { return Triggers() }
    var found: Set<Int> = []
    var result = Triggers()
    // A function is reached as a callback or not: two states per function.
    var queue = [start * 2 + (isCallback ? 1 : 0)]
    var seen: Set<Int> = []
    while let state = queue.popLast() {
      guard seen.insert(state).inserted else { continue }
      let function = state / 2
      let stop = stops[function]
      if stop.isDeepLink {
        result.reachesDeepLink = true
        continue
      }
      if stop.isCoordinator {
        if state % 2 == 1 { continue }
        if stop.isStart {
          if let route = stop.startRoute { found.insert(route) }
          continue
        }
      } else {
        found.formUnion(stop.routes)
      }
      for edge in graph.calls(of: function) { queue.append(edge.caller * 2 + (edge.isCallback ? 1 : 0)) }
    }
    result.routes = found.sorted()
    return result
  }
}

/// Every route of the app's stacks, numbered in coordinator and declaration order, with the app types
/// that belong to each.
struct RouteNumbers: Sendable {
  /// Each route's id (`Coordinator.route`), by number.
  private(set) var ids: [String] = []
  /// Each route's coordinator, by number.
  private(set) var coordinators: [String] = []
  /// Each route's app types, by number.
  private(set) var types: [Set<String>] = []
  private var numbers: [String: Int] = [:]
  /// Each coordinator's route numbers.
  private var byCoordinator: [String: [Int]] = [:]

  init(coordinators: [Coordinator], routeTypes: [String: Set<String>]) {
    for coordinator in coordinators {
      for route in coordinator.routes {
        let id = "\(coordinator.name).\(route.name)"
        guard numbers[id] == nil else { continue }
        numbers[id] = ids.count
        byCoordinator[coordinator.name, default: []].append(ids.count)
        ids.append(id)
        self.coordinators.append(coordinator.name)
        types.append(routeTypes[id] ?? [])
      }
    }
  }

  var count: Int { ids.count }

  /// The number of a route of a coordinator.
  func number(of coordinator: String, _ route: String) -> Int? { numbers["\(coordinator).\(route)"] }

  /// The numbers of a coordinator's routes, in declaration order.
  func routes(of coordinator: String) -> [Int] { byCoordinator[coordinator] ?? [] }
}
