import NavigationModel

extension StateSpace {
  /// The route id of `Coordinator.route`, if declared.
  func routeID(named name: String) -> Int32? {
    let parts = QualifiedName(name)
    guard let member = parts.member else { return nil }
    return model.routes.firstIndex { model.types[Int($0.type)].name == parts.head && $0.name == member }.map(Int32.init)
  }

  /// The first state (breadth-first) that shows a route, if any.
  func firstState(showing route: Int32) -> Int? {
    let inStack = record.firstShowing[Int(route) * 2]
    let asScreen = record.firstShowing[Int(route) * 2 + 1]
    let first = [inStack, asScreen].filter { $0 > 0 }.min()
    return first.map { Int($0) - 1 }
  }

  /// The first state showing a growth node (route * 2 + 1 for a screen), if any.
  func firstState(showingNode node: Int) -> Int? {
    let first = record.firstShowing[node]
    return first > 0 ? Int(first) - 1 : nil
  }

  /// Route ids and their `Coordinator.route` names and locations, in declaration order.
  var routes: [(id: Int32, name: String, location: SourceLocation, terminal: Bool)] {
    model.routes.indices.map { index in
      let route = model.routes[index]
      return (Int32(index), model.routeName(Int32(index)), route.location, route.terminal)
    }
  }

  /// Whether a coordinator type was in the chain of some reachable state.
  func wasStarted(_ name: String) -> Bool {
    guard let index = model.types.firstIndex(where: { $0.name == name }) else { return false }
    return record.started[index]
  }

}

extension StateSpace {
  /// The shortest journey from launch to the first state showing `Coordinator.route`: nil when no
  /// reachable state shows it. The route must be declared (see `declares(route:)`).
  public func shortestJourney(to route: String) -> [TraceStep]? {
    guard let id = routeID(named: route), let state = firstState(showing: id) else { return nil }
    return trace(to: state)
  }

  /// Whether the design declares `Coordinator.route`.
  public func declares(route: String) -> Bool { routeID(named: route) != nil }
}
