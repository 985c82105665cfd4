import NavigationModel

/// A design that cannot be explored: no initial state can be built (semantics-details.md §7).
public struct ExplorationError: Error, Sendable, Hashable {
  /// Where the problem is written.
  public var location: SourceLocation
  /// What is wrong.
  public var message: String
}

/// Every reason a design cannot be explored.
public struct ExplorationErrors: Error, Sendable {
  /// The problems, in the order found.
  public var errors: [ExplorationError]
}

/// Compiles a `NavigationGraph` into a `CompiledModel`.
struct ModelCompiler {
  let graph: NavigationGraph
  let names: NameIndex
  let bounds: Bounds
  var model: CompiledModel
  var errors: [ExplorationError] = []
  /// Each coordinator's type number, by name.
  private(set) var typeIndex: [String: Int32] = [:]
  private var eventIndex: [String: Int32] = [:]
  /// Each coordinator's routes by name (a design read from a large app has tens of thousands).
  private var routeIndex: [Int32: [String: Int32]] = [:]

  init(graph: NavigationGraph, bounds: Bounds) {
    self.graph = graph
    self.names = NameIndex(graph)
    self.bounds = bounds
    model = CompiledModel(fallbackLocation: graph.entry.location)
  }

  static func compile(_ graph: NavigationGraph, bounds: Bounds) -> Result<CompiledModel, ExplorationErrors> {
    var compiler = ModelCompiler(graph: graph, bounds: bounds)
    compiler.run()
    return compiler.errors.isEmpty ? .success(compiler.model) : .failure(ExplorationErrors(errors: compiler.errors))
  }

  private mutating func run() {
    model.stackBound = bounds.stack ?? Bounds.defaultStack
    model.layerBound = bounds.layers ?? Bounds.defaultLayers
    model.stateBound = bounds.states ?? Bounds.defaultStates
    var seen = Set<String>()
    for coordinator in graph.coordinators where seen.insert(coordinator.name).inserted {
      typeIndex[coordinator.name] = Int32(model.types.count)
      model.types.append(CompiledType(name: coordinator.name, kind: coordinator.kind, location: coordinator.location))
    }
    for coordinator in graph.coordinators {
      for handler in coordinator.handlers { _ = event(handler.event) }
    }
    // Every route is interned before any action is compiled: an action may name a later coordinator's route.
    for (index, coordinator) in uniqueCoordinators.enumerated() {
      declareRoutes(of: coordinator, type: Int32(index))
    }
    for (index, coordinator) in uniqueCoordinators.enumerated() {
      compileRouteActions(of: coordinator, type: Int32(index))
    }
    for (index, coordinator) in uniqueCoordinators.enumerated() {
      compileStart(of: coordinator, type: Int32(index))
      compileHandlers(of: coordinator, type: Int32(index))
    }
    compileTabTapLabels()
    compileDeepLinks()
    if let entry = typeIndex[graph.entry.name] {
      model.entryType = entry
    } else {
      errors.append(
        ExplorationError(
          location: graph.entry.location,
          message: "cannot explore: the entry \"\(graph.entry.name)\" names no coordinator"))
    }
    model.homeRoutes = Set(graph.home.compactMap { routeID(qualified: $0.name) })
    checkStartCycles()
    model.hot = HotTables(model)
  }

  private var uniqueCoordinators: [Coordinator] {
    model.types.map { names.coordinator($0.name)! }
  }

  private mutating func event(_ name: String) -> Int32 {
    if let id = eventIndex[name] { return id }
    let id = Int32(model.events.count)
    eventIndex[name] = id
    model.events.append(name)
    return id
  }

  func routeID(qualified name: String) -> Int32? {
    let parts = QualifiedName(name)
    guard let member = parts.member, let type = typeIndex[parts.head] else { return nil }
    return routeID(type: type, name: member)
  }

  func routeID(type: Int32, name: String) -> Int32? {
    routeIndex[type]?[name]
  }

  private mutating func declareRoutes(of coordinator: Coordinator, type: Int32) {
    var seen = Set<String>()
    for route in coordinator.routes where seen.insert(route.name).inserted {
      routeIndex[type, default: [:]][route.name] = Int32(model.routes.count)
      model.routes.append(
        CompiledRoute(
          type: type, name: route.name, actions: [], terminal: route.terminal, backDisabled: route.backDisabled,
          dismissDisabled: route.dismissDisabled, location: route.location))
    }
  }

  private mutating func compileRouteActions(of coordinator: Coordinator, type: Int32) {
    var seen = Set<String>()
    for route in coordinator.routes where seen.insert(route.name).inserted {
      let id = Int(routeID(type: type, name: route.name)!)
      let origin = "\(coordinator.name).\(route.name)"
      model.routes[id].actions = route.actions.map { compileAction($0, acting: type, origin: origin) }
    }
  }

  private mutating func compileHandlers(of coordinator: Coordinator, type: Int32) {
    var handlers = [Int32](repeating: -1, count: model.events.count)
    for handler in coordinator.handlers {
      let id = eventIndex[handler.event]!
      guard handlers[Int(id)] < 0 else { continue }
      handlers[Int(id)] = compileAction(handler.action, acting: type, origin: coordinator.name)
    }
    model.types[Int(type)].handlers = handlers
  }

  /// Adds an action to the table, with its target resolved from the acting type; returns its id.
  mutating func compileAction(_ action: Action, acting: Int32, origin: String) -> Int32 {
    let actingName = model.types[Int(acting)].name
    var target = ResolvedActionTarget.none
    if let written = action.target {
      switch action.kind {
      case .emit:
        target = .event(event(written))
      case .select:
        target = typeIndex[written].map(ResolvedActionTarget.tab) ?? .dangling
      case .popTo:
        target = popTarget(written, acting: acting)
      case .push, .present, .cover, .replace:
        switch names.resolveTarget(written, acting: actingName, startRoute: action.startRoute) {
        case .ownRoute(let name)?:
          target = routeID(type: acting, name: name).map(ResolvedActionTarget.ownRoute) ?? .dangling
        case .coordinator(let name, let route)?:
          let type = typeIndex[name]!
          target = .coordinator(type: type, route: route.flatMap { routeID(type: type, name: $0) } ?? -1)
        case .tabBar(let name, let tab)?:
          let tabs = names.coordinator(name)?.tabs.filter { typeIndex[$0.name] != nil } ?? []
          let index = tabs.firstIndex { $0.name == tab }
          target = .coordinator(
            type: typeIndex[name]!, route: index.map { CompiledModel.encodeStartTab(Int32($0)) } ?? -1)
        case nil:
          target = .dangling
        }
      case .pop, .popToRoot, .dismiss, .finish:
        target = .none
      }
    }
    model.actions.append(
      CompiledAction(
        kind: action.kind, target: target, location: action.location, writtenTarget: action.target, origin: origin,
        ownerType: acting, isInferred: action.confidence == .inferred))
    return Int32(model.actions.count - 1)
  }

  private func popTarget(_ written: String, acting: Int32) -> ResolvedActionTarget {
    let parts = QualifiedName(written)
    if let member = parts.member {
      guard let type = typeIndex[parts.head], let route = routeID(type: type, name: member) else { return .dangling }
      return .popRoute(route)
    }
    if let route = routeID(type: acting, name: written) { return .popRoute(route) }
    guard let type = typeIndex[written] else { return .dangling }
    // popTo a coordinator: to its start route; one without a start route is never in a stack.
    guard let coordinator = names.coordinator(written), coordinator.kind != .tabs,
      case .ownRoute(let name)? = names.resolveTarget(coordinator.start.name, acting: written),
      let route = routeID(type: type, name: name)
    else { return .popRoute(-1) }
    return .popRoute(route)
  }

  private mutating func compileStart(of coordinator: Coordinator, type: Int32) {
    let start = coordinator.start
    switch coordinator.kind {
    case .tabs:
      let tabs = coordinator.tabs.compactMap { typeIndex[$0.name] }
      model.types[Int(type)].tabs = tabs
      guard let startTab = tabs.firstIndex(where: { model.types[Int($0)].name == start.name }) else {
        let reason =
          tabs.isEmpty ? "has no tab that names a coordinator" : "starts at \"\(start.name)\", not one of its tabs"
        errors.append(
          ExplorationError(location: start.location, message: "cannot explore: \(coordinator.name) \(reason)"))
        return
      }
      model.types[Int(type)].startTab = startTab
      model.types[Int(type)].start = .tabBar
    case .stack, .root:
      switch names.resolveTarget(start.name, acting: coordinator.name) {
      case .ownRoute(let name)?:
        model.types[Int(type)].start = .ownRoute(routeID(type: type, name: name)!)
      case .coordinator(let name, let route)?:
        let child = typeIndex[name]!
        model.types[Int(type)].start = .child(
          type: child, route: route.flatMap { routeID(type: child, name: $0) } ?? -1)
      case .tabBar(let name, _)?:  // only an action's `start:` names a tab; a start is read without one
        model.types[Int(type)].start = .child(type: typeIndex[name]!, route: -1)
      case nil:
        errors.append(
          ExplorationError(
            location: start.location,
            message:
              "cannot explore: the start \"\(start.name)\" of \(coordinator.name) names no route of it and no coordinator"
          ))
      }
    }
  }
}
