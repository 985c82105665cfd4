import NavigationModel
import Yams

/// Builds the design-file node tree of a graph, in the canonical key order of design-format.md.
struct DesignNodeBuilder {
  /// Whether to write each element's source location as `at:`.
  var includeLocations: Bool

  func document(_ graph: NavigationGraph) -> Node {
    var pairs: [(Node, Node)] = [(string("version"), integer(1)), (string("entry"), string(graph.entry.name))]
    if !graph.home.isEmpty { pairs.append((string("home"), flowSequence(graph.home.map { string($0.name) }))) }
    if !graph.bounds.isEmpty {
      let bounds: [(String, Int?)] = [
        ("stack", graph.bounds.stack), ("layers", graph.bounds.layers), ("states", graph.bounds.states),
      ]
      pairs.append(
        (string("bounds"), flowMapping(bounds.compactMap { key, value in value.map { (string(key), integer($0)) } })))
    }
    pairs.append((string("coordinators"), Node(graph.coordinators.map { (string($0.name), coordinator($0)) })))
    if !graph.references.isEmpty { pairs.append((string("references"), Node(graph.references.map(reference)))) }
    if !graph.deepLinks.isEmpty { pairs.append((string("deeplinks"), Node(graph.deepLinks.map(deepLink)))) }
    if !graph.invariants.isEmpty { pairs.append((string("invariants"), Node(graph.invariants.map(invariant)))) }
    return Node(pairs)
  }

  private func coordinator(_ coordinator: Coordinator) -> Node {
    var pairs: [(Node, Node)] = [
      (string("kind"), string(coordinator.kind.rawValue)), (string("start"), string(coordinator.start.name)),
    ]
    if coordinator.kind == .tabs {
      pairs.append((string("tabs"), flowSequence(coordinator.tabs.map { string($0.name) })))
    }
    appendLocation(coordinator.location, to: &pairs)
    if !coordinator.routes.isEmpty {
      pairs.append((string("routes"), Node(coordinator.routes.map { (string($0.name), route($0)) })))
    }
    if !coordinator.handlers.isEmpty {
      pairs.append((string("handles"), Node(coordinator.handlers.map { (string($0.event), action($0.action)) })))
    }
    return Node(pairs)
  }

  private func route(_ route: Route) -> Node {
    var pairs: [(Node, Node)] = []
    if route.terminal { pairs.append((string("terminal"), boolean(true))) }
    if route.backDisabled { pairs.append((string("backDisabled"), boolean(true))) }
    if route.dismissDisabled { pairs.append((string("dismissDisabled"), boolean(true))) }
    appendLocation(route.location, to: &pairs)
    if !route.actions.isEmpty { pairs.append((string("actions"), Node(route.actions.map { action($0) }))) }
    return pairs.isEmpty ? flowMapping([]) : Node(pairs)
  }

  private func action(_ action: Action, extra: [(Node, Node)] = []) -> Node {
    var pairs: [(Node, Node)] = [(string(action.kind.rawValue), action.target.map(string) ?? null)]
    if let start = action.startRoute { pairs.append((string("start"), string(start))) }
    if let label = action.label { pairs.append((string("label"), string(label))) }
    if action.confidence == .inferred { pairs.append((string("inferred"), boolean(true))) }
    pairs += extra
    appendLocation(action.location, to: &pairs)
    if pairs.count == 1, action.target == nil { return string(action.kind.rawValue) }
    return flowMapping(pairs)
  }

  private func reference(_ reference: Reference) -> Node {
    var pairs: [(Node, Node)] = [
      (string("from"), string(reference.from)), (string("to"), string(reference.to)),
      (string("strength"), string(reference.strength.rawValue)),
    ]
    if let via = reference.via { pairs.append((string("via"), string(via))) }
    appendLocation(reference.location, to: &pairs)
    return flowMapping(pairs)
  }

  private func deepLink(_ link: DeepLink) -> Node {
    var pairs: [(Node, Node)] = [
      (string("url"), string(link.url)), (string("target"), string(link.target.name)),
      (string("when"), string(link.arrival.rawValue)),
    ]
    if let needed = link.onlyWith { pairs.append((string("onlyWith"), string(needed.name))) }
    appendLocation(link.location, to: &pairs)
    if let steps = link.steps {
      let nodes = steps.map { step in
        let runsIn = step.coordinator.map { [(string("in"), string($0.name))] } ?? []
        return action(step.action, extra: (step.ifAny ? [(string("ifAny"), boolean(true))] : []) + runsIn)
      }
      pairs.append((string("steps"), Node(nodes)))
    }
    return Node(pairs)
  }

  private func invariant(_ invariant: Invariant) -> Node {
    let key = string(invariant.kind.rawValue)
    if invariant.kind.argumentKeys.isEmpty {
      return flowMapping([(key, string(invariant.argument("route") ?? ""))])
    }
    let arguments = invariant.arguments.map { argument in
      (string(argument.key), argument.key == "steps" ? integer(Int(argument.value) ?? 0) : string(argument.value))
    }
    return Node([(key, flowMapping(arguments))])
  }

  // MARK: Scalars

  private func appendLocation(_ location: SourceLocation, to pairs: inout [(Node, Node)]) {
    if includeLocations { pairs.append((string("at"), string(location.description))) }
  }

  private func string(_ text: String) -> Node { .scalar(StringScalar.scalar(text)) }
  private func integer(_ value: Int) -> Node { Node(String(value), Tag(.int)) }
  private func boolean(_ value: Bool) -> Node { Node(value ? "true" : "false", Tag(.bool)) }
  private var null: Node { Node("null", Tag(.null)) }
  private func flowMapping(_ pairs: [(Node, Node)]) -> Node { Node(pairs, .implicit, .flow) }
  private func flowSequence(_ nodes: [Node]) -> Node { Node(nodes, .implicit, .flow) }
}
