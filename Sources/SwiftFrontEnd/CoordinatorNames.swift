import NavigationModel

/// Coordinator names as a design allows them (letters, digits and `_`): a coordinator type with a dotted
/// name (one nested in another type, or one of two modules' types of one name, `Feed.FlowCoordinator`)
/// goes by that name with `_` for each dot (`Feed_FlowCoordinator`), everywhere it is named.
struct CoordinatorNames {
  /// The dotted names, longest first, each with the name it goes by.
  private let renames: [(from: String, to: String)]

  init(_ coordinators: [Coordinator]) {
    renames = coordinators.map(\.name).filter { $0.contains(".") }.sorted { $0.count > $1.count }.map {
      ($0, String($0.map { $0 == "." ? "_" : $0 }))
    }
  }

  /// Whether no coordinator has a dotted name (nothing to rename).
  var isEmpty: Bool { renames.isEmpty }

  /// A coordinator's name, or a `Coordinator.route` name, with the coordinator's name as a design allows it.
  func name(_ name: String) -> String {
    for (from, to) in renames where name.hasPrefix(from) {
      if name.utf8.count == from.utf8.count { return to }
      if name.dropFirst(from.count).first == "." { return to + name.dropFirst(from.count) }
    }
    return name
  }

  /// The graph with every coordinator named as a design allows.
  func graph(_ graph: NavigationGraph) -> NavigationGraph {
    guard !isEmpty else { return graph }
    var graph = graph
    graph.entry = reference(graph.entry)
    graph.home = graph.home.map(reference)
    for index in graph.coordinators.indices {
      var coordinator = graph.coordinators[index]
      coordinator.name = name(coordinator.name)
      coordinator.start = reference(coordinator.start)
      coordinator.tabs = coordinator.tabs.map(reference)
      for route in coordinator.routes.indices {
        coordinator.routes[route].actions = coordinator.routes[route].actions.map(action)
      }
      for handler in coordinator.handlers.indices {
        coordinator.handlers[handler].action = action(coordinator.handlers[handler].action)
      }
      graph.coordinators[index] = coordinator
    }
    for index in graph.deepLinks.indices {
      graph.deepLinks[index].target = reference(graph.deepLinks[index].target)
      graph.deepLinks[index].onlyWith = graph.deepLinks[index].onlyWith.map(reference)
      graph.deepLinks[index].steps = graph.deepLinks[index].steps?.map { step in
        var renamed = step
        renamed.action = action(step.action)
        renamed.coordinator = step.coordinator.map(reference)
        return renamed
      }
    }
    return graph
  }

  /// An action with the coordinators it names renamed.
  func action(_ action: Action) -> Action {
    var action = action
    action.target = action.target.map(name)
    action.startRoute = action.startRoute.map(name)
    return action
  }

  private func reference(_ reference: NameReference) -> NameReference {
    var reference = reference
    reference.name = name(reference.name)
    return reference
  }
}
