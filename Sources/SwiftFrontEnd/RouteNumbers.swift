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

  init(coordinators: [Coordinator], routeTypes: [String: Set<String>], routeValues: [String: [RouteValue]] = [:]) {
    let total = coordinators.reduce(0) { $0 + $1.routes.count }
    numbers.reserveCapacity(coordinators.count)
    byCoordinator.reserveCapacity(coordinators.count)
    self.coordinators.reserveCapacity(total)
    names.reserveCapacity(total)
    types.reserveCapacity(total)
    values.reserveCapacity(total)
    for coordinator in coordinators {
      var own = numbers[coordinator.name] ?? [:]
      var ordered = byCoordinator[coordinator.name] ?? []
      own.reserveCapacity(own.count + coordinator.routes.count)
      for route in coordinator.routes where own[route.name] == nil {
        own[route.name] = count
        ordered.append(count)
        self.coordinators.append(coordinator.name)
        names.append(route.name)
        let id = "\(coordinator.name).\(route.name)"
        types.append(routeTypes[id] ?? [])
        values.append(routeValues.isEmpty ? [] : routeValues[id] ?? [])
      }
      numbers[coordinator.name] = own
      byCoordinator[coordinator.name] = ordered
    }
  }

  /// How many routes there are.
  var count: Int { coordinators.count }

  /// The number of a route of a coordinator.
  func number(of coordinator: String, _ route: String) -> Int? { numbers[coordinator]?[route] }

  /// The numbers of a coordinator's routes, in declaration order.
  func routes(of coordinator: String) -> [Int] { byCoordinator[coordinator] ?? [] }
}
