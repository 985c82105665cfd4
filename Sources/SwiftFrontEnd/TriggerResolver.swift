import NavigationModel
import SourceIndex

/// Finds the routes an action can fire from, by following calls back from where it is written to the
/// screens (views, view models, view controllers) that belong to routes, or to a coordinator's `start`.
struct TriggerResolver {
  /// What the search found for one site.
  struct Triggers {
    /// Route ids (`Coordinator.route`).
    var routes: Set<String> = []
    /// The search reached a deep-link handler (the site is a deep link's step there).
    var reachesDeepLink = false
  }

  let graph: CallGraph
  let coordinatorNames: Set<String>
  /// Each coordinator's start route id, for stacks that start at one of their routes.
  let startRoutes: [String: String]
  /// For each app type, the routes it belongs to.
  let routesOfType: [String: Set<String>]
  let deepLinkFunctions: Set<String>

  init(
    graph: CallGraph, coordinators: [Coordinator], routeTypes: [String: Set<String>],
    deepLinkFunctions: Set<String>
  ) {
    self.graph = graph
    coordinatorNames = Set(coordinators.map(\.name))
    var starts: [String: String] = [:]
    for coordinator in coordinators where coordinator.route(named: coordinator.start.name) != nil {
      starts[coordinator.name] = "\(coordinator.name).\(coordinator.start.name)"
    }
    startRoutes = starts
    var owners: [String: Set<String>] = [:]
    for (route, types) in routeTypes {
      for type in types { owners[type, default: []].insert(route) }
    }
    routesOfType = owners
    self.deepLinkFunctions = deepLinkFunctions
  }

  static let startFunctions: Set<String> = ["start", "init"]

  /// The routes from which code written in `function` of `type` runs.
  func triggers(typeName: String, function: String, isCallback: Bool) -> Triggers {
    var result = Triggers()
    var queue = [CallGraph.Caller(typeName: typeName, function: function, isCallback: isCallback)]
    var seen: Set<CallGraph.Caller> = []
    while let node = queue.popLast() {
      guard seen.insert(node).inserted else { continue }
      if deepLinkFunctions.contains(CallGraph.key(node.typeName, node.function)) {
        result.reachesDeepLink = true
        continue
      }
      if coordinatorNames.contains(node.typeName) {
        if node.isCallback { continue }
        if Self.startFunctions.contains(node.function) {
          if let start = startRoutes[node.typeName] { result.routes.insert(start) }
          continue
        }
      } else {
        result.routes.formUnion(routesOfType[node.typeName] ?? [])
      }
      queue += graph.callers(of: node.function, in: node.typeName)
    }
    return result
  }
}
