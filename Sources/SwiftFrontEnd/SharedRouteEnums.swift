import NavigationModel

/// Route enums that several coordinators share (`NavigationCoordinator<SettingsRoute>` for both
/// `AccountCoordinator` and `AlertsCoordinator`): each coordinator is read with every case of the
/// enum, though each shows only its own. A case is kept in the coordinators that name it (start, a
/// start a condition may pick, action, deep link, home) and dropped from the others sharing the enum,
/// so that a case that one of them shows is not reported as never shown in the rest. A case that none
/// of them names is kept in the first of them only, where it is reported once. It reads a graph whose
/// coordinators have names a design allows (no dots: `Coordinator.route` splits at its dot).
enum SharedRouteEnums {
  /// The graph with each shared case only in the coordinators that name it; `startChoices` are the
  /// routes each coordinator may start at besides its start.
  static func trimmed(_ graph: NavigationGraph, startChoices: [String: [String]]) -> NavigationGraph {
    // The places where cases of several coordinators are declared (first, by one pass that builds no list:
    // most apps share no enum), then the coordinators that hold each of those.
    let coordinators = graph.coordinators
    var firstHolder: [SourceLocation: Int] = [:]
    firstHolder.reserveCapacity(coordinators.reduce(0) { $0 + $1.routes.count })
    var sharedPlaces: Set<SourceLocation> = []
    for index in coordinators.indices where coordinators[index].kind == .stack {
      for route in coordinators[index].routes.indices {
        let place = coordinators[index].routes[route].location
        if let first = firstHolder.updateValue(index, forKey: place), first != index {
          firstHolder[place] = first
          sharedPlaces.insert(place)
        }
      }
    }
    guard !sharedPlaces.isEmpty else { return graph }
    var shared: [SourceLocation: [Int]] = [:]
    for (index, coordinator) in coordinators.enumerated() where coordinator.kind == .stack {
      for route in coordinator.routes where sharedPlaces.contains(route.location) {
        shared[route.location, default: []].append(index)
      }
    }
    var named = namedRoutes(in: graph)
    for (coordinator, routes) in startChoices {
      for route in routes { named.insert(RouteName(coordinator, route)) }
    }
    var dropped: [Int: Set<SourceLocation>] = [:]
    for (location, indices) in shared {
      let naming = indices.filter { index in
        let coordinator = graph.coordinators[index]
        return coordinator.routes.contains {
          $0.location == location && named.contains(RouteName(coordinator.name, $0.name))
        }
      }
      let keeping = naming.isEmpty ? [indices.min()!] : naming
      for index in indices where !keeping.contains(index) { dropped[index, default: []].insert(location) }
    }
    var trimmed = graph
    for (index, locations) in dropped {
      trimmed.coordinators[index].routes.removeAll { locations.contains($0.location) }
    }
    return trimmed
  }

  /// A route of a coordinator, by name.
  private struct RouteName: Hashable {
    let coordinator: String
    let route: String
    init(_ coordinator: String, _ route: String) {
      self.coordinator = coordinator
      self.route = route
    }
  }

  /// Every route that the graph names: starts, the targets of actions and handlers (bare names in their
  /// acting coordinator, `Coordinator.route` anywhere), child starts, deep links and home.
  private static func namedRoutes(in graph: NavigationGraph) -> Set<RouteName> {
    var named: Set<RouteName> = []
    func add(_ name: String, actingIn coordinator: String?) {
      let qualified = QualifiedName(name)
      if let member = qualified.member {
        named.insert(RouteName(qualified.head, member))
      } else if let coordinator {
        named.insert(RouteName(coordinator, name))
      }
    }
    func add(_ action: Action, actingIn coordinator: String?) {
      guard action.kind != .emit, let target = action.target else { return }
      add(target, actingIn: coordinator)
      if let start = action.startRoute { add(start, actingIn: QualifiedName(target).head) }
    }
    for coordinator in graph.coordinators {
      add(coordinator.start.name, actingIn: coordinator.name)
      for route in coordinator.routes {
        for action in route.actions { add(action, actingIn: coordinator.name) }
      }
      for handler in coordinator.handlers { add(handler.action, actingIn: coordinator.name) }
    }
    for link in graph.deepLinks {
      add(link.target.name, actingIn: nil)
      for step in link.steps ?? [] {
        add(step.action, actingIn: step.coordinator?.name ?? graph.entry.name)
      }
    }
    for home in graph.home { add(home.name, actingIn: nil) }
    return named
  }
}
