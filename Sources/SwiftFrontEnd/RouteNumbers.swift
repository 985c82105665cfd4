import NavigationModel

/// Every route of the app's stacks, numbered in coordinator and declaration order, with the app types
/// that belong to each.
struct RouteNumbers: Sendable {
  /// Each route's coordinator, by number.
  private(set) var coordinators: [String] = []
  /// Each route's name, by number.
  private(set) var names: [String] = []
  /// Each route's app types, by number.
  private(set) var types: [Set<String>] = []
  /// Each route's screen values (see `RouteValue`), by number: empty for most.
  private(set) var values: [[RouteValue]] = []
  /// Each coordinator's route numbers, by route name (looked up without making a route id).
  private var numbers: [String: [String: Int]] = [:]
  /// Each coordinator's route numbers, in declaration order.
  private var byCoordinator: [String: [Int]] = [:]

  /// `threads`: the threads that look up each coordinator's route types and values (all the cores when nil);
  /// the routes are numbered in order after.
  init(
    coordinators: [Coordinator], routeTypes: [String: Set<String>], routeValues: [String: [RouteValue]] = [:],
    threads: Int? = nil
  ) {
    let total = coordinators.reduce(0) { $0 + $1.routes.count }
    let found = Parallel.map(count: coordinators.count, threads: threads) { index in
      let coordinator = coordinators[index]
      return coordinator.routes.map { route -> (types: Set<String>, values: [RouteValue]) in
        let id = "\(coordinator.name).\(route.name)"
        return (routeTypes[id] ?? [], routeValues.isEmpty ? [] : routeValues[id] ?? [])
      }
    }
    numbers.reserveCapacity(coordinators.count)
    byCoordinator.reserveCapacity(coordinators.count)
    self.coordinators.reserveCapacity(total)
    names.reserveCapacity(total)
    types.reserveCapacity(total)
    values.reserveCapacity(total)
    for index in coordinators.indices {
      let name = coordinators[index].name
      var own = numbers[name] ?? [:]
      var ordered = byCoordinator[name] ?? []
      own.reserveCapacity(own.count + found[index].count)
      for position in found[index].indices {
        let route = coordinators[index].routes[position].name
        guard own[route] == nil else { continue }
        own[route] = count
        ordered.append(count)
        self.coordinators.append(name)
        names.append(route)
        types.append(found[index][position].types)
        values.append(found[index][position].values)
      }
      numbers[name] = own
      byCoordinator[name] = ordered
    }
  }

  /// How many routes there are.
  var count: Int { coordinators.count }

  /// The number of a route of a coordinator.
  func number(of coordinator: String, _ route: String) -> Int? { numbers[coordinator]?[route] }

  /// The numbers of a coordinator's routes, in declaration order.
  func routes(of coordinator: String) -> [Int] { byCoordinator[coordinator] ?? [] }
}
