import NavigationModel

/// What a target name resolves to (semantics-details.md §5).
public enum ResolvedTarget: Hashable, Sendable {
  /// A route of the acting coordinator: the same instance shows it.
  case ownRoute(String)
  /// Another coordinator, started at `route` (nil: at its own `start`).
  case coordinator(String, route: String?)
  /// A tab bar coordinator started at one of its tabs (an action's `start:` naming a tab).
  case tabBar(String, tab: String)
}

/// Resolves the names a design writes: targets, tabs, routes. The first declaration of a name wins.
public struct NameIndex: Sendable {
  private let coordinators: [String: Coordinator]

  /// Indexes a graph.
  public init(_ graph: NavigationGraph) {
    var byName: [String: Coordinator] = [:]
    for coordinator in graph.coordinators where byName[coordinator.name] == nil {
      byName[coordinator.name] = coordinator
    }
    coordinators = byName
  }

  /// The coordinator declared with this name.
  public func coordinator(_ name: String) -> Coordinator? { coordinators[name] }

  /// Whether `Coordinator.route` (or a bare name inside `acting`) names a declared route.
  public func routeExists(_ name: String, acting: String? = nil) -> Bool {
    let parts = QualifiedName(name)
    if let member = parts.member { return coordinators[parts.head]?.route(named: member) != nil }
    guard let acting else { return false }
    return coordinators[acting]?.route(named: parts.head) != nil
  }

  /// Resolves an action's target written inside coordinator `acting`: a bare name is one of its
  /// routes if it has one by that name, else a coordinator; `C.r` is `C`'s route `r`.
  /// `startRoute` is the action's `start:` option. Nil when the name refers to nothing.
  public func resolveTarget(_ target: String, acting: String, startRoute: String? = nil) -> ResolvedTarget? {
    let parts = QualifiedName(target)
    if let member = parts.member {
      guard let coordinator = coordinators[parts.head], coordinator.route(named: member) != nil else { return nil }
      return parts.head == acting ? .ownRoute(member) : .coordinator(parts.head, route: member)
    }
    if coordinators[acting]?.route(named: target) != nil { return .ownRoute(target) }
    guard let coordinator = coordinators[target] else { return nil }
    if let startRoute {
      // For a tab bar, `start:` names one of its tabs (semantics-details §5).
      if coordinator.kind == .tabs {
        return coordinator.tabs.contains { $0.name == startRoute } ? .tabBar(target, tab: startRoute) : nil
      }
      guard coordinator.route(named: startRoute) != nil else { return nil }
      return .coordinator(target, route: startRoute)
    }
    return .coordinator(target, route: nil)
  }

  /// The name that refers to nothing in an action, if any: its target, or its `start:` route.
  public func danglingName(in action: Action, acting: String) -> String? {
    guard let target = action.target else { return nil }
    switch action.kind {
    case .emit:
      return nil
    case .select:
      return coordinators[target] == nil ? target : nil
    case .popTo:
      if routeExists(target, acting: acting) { return nil }
      return QualifiedName(target).member == nil && coordinators[target] != nil ? nil : target
    case .push, .present, .cover, .replace:
      if resolveTarget(target, acting: acting, startRoute: action.startRoute) != nil { return nil }
      if let start = action.startRoute, QualifiedName(target).member == nil, coordinators[target] != nil,
        resolveTarget(target, acting: acting) != nil
      {
        return "\(target).\(start)"
      }
      return target
    case .pop, .popToRoot, .dismiss, .finish:
      return nil
    }
  }
}
