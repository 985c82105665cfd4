import NavigationChecker
import NavigationModel

extension NaiveExplorer {
  /// The visible routes of all reachable states.
  var visibleRoutes: Set<String> { Set(states.map(\.visible.route)) }

  /// States from which some state satisfying `goal` can be reached (over the stored edges).
  func canReach(_ goal: (NaiveState) -> Bool) -> Set<Int> {
    var reverse = [[Int]](repeating: [], count: states.count)
    for (from, targets) in edges.enumerated() { for to in targets { reverse[to].append(from) } }
    var good = Set(states.indices.filter { goal(states[$0]) })
    var queue = Array(good)
    while let next = queue.popLast() {
      for previous in reverse[next] where good.insert(previous).inserted { queue.append(previous) }
    }
    return good
  }

  /// Breadth-first distance from the initial state to each state.
  var distances: [Int] {
    var distance = [Int](repeating: -1, count: states.count)
    distance[0] = 0
    var queue = [0]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for next in edges[state] where distance[next] < 0 {
        distance[next] = distance[state] + 1
        queue.append(next)
      }
    }
    return distance
  }

  /// Every finding as `rule subject`, computed the literal way.
  func allFindings() -> Set<String> {
    var result = findings
    let visible = visibleRoutes
    var seenCoordinators = Set<String>()
    for coordinator in graph.coordinators where seenCoordinators.insert(coordinator.name).inserted {
      var seenRoutes = Set<String>()
      for route in coordinator.routes where seenRoutes.insert(route.name).inserted {
        let name = "\(coordinator.name).\(route.name)"
        if !visible.contains(name) { result.insert("unreachable-route \(name)") }
      }
      if !states.contains(where: { $0.types.values.contains(coordinator.name) }) {
        result.insert("unreachable-coordinator \(coordinator.name)")
      }
    }
    for route in deadEnds { result.insert("dead-end \(route)") }
    let home = Set(graph.home.map(\.name))
    let settled = canReach { state in
      (state.layers.count == 1 && (state.visible.stackSize ?? 1) == 1) || home.contains(state.visible.route)
    }
    for (index, state) in states.enumerated() where !settled.contains(index) && !isTerminal(state.visible.route) {
      result.insert("no-way-back \(state.visible.route)")
    }
    for link in graph.deepLinks {
      let neverOpens = link.steps != nil && link.onlyWith != nil && !openedDeepLinks.contains(link.url)
      if link.steps == nil ? !visible.contains(link.target.name) : deepLinkFailures.contains(link.url) || neverOpens {
        result.insert("deep-link-unresolved \(link.url)")
      }
    }
    for cut in cuts { result.insert("exploration-incomplete \(cut)") }
    result.formUnion(growthFindings())
    result.formUnion(invariantFindings())
    let context = RuleContext(graph: graph, space: nil)
    for rule in RuleRegistry.staticRules {
      for finding in rule.init().findings(in: context) { result.insert("\(finding.rule) \(finding.subject)") }
    }
    return result
  }

  private func isTerminal(_ route: String) -> Bool {
    let parts = QualifiedName(route)
    return names.coordinator(parts.head)?.route(named: parts.member ?? "")?.terminal ?? false
  }

  private func invariantFindings() -> Set<String> {
    var result = Set<String>()
    let visible = visibleRoutes
    let distance = distances
    for invariant in graph.invariants {
      let route = invariant.argument("route") ?? ""
      var broken = false
      switch invariant.kind {
      case .reachable: broken = !visible.contains(route)
      case .unreachable: broken = visible.contains(route)
      case .alwaysReturns: broken = canReach { $0.visible.route == route }.count < states.count
      case .maxSteps:
        let target = invariant.argument("target")!
        let nearest = states.indices.filter { states[$0].visible.route == target }.map { distance[$0] }.min()
        broken = nearest.map { $0 > Int(invariant.argument("steps")!)! } ?? true
      case .neverAbove:
        let top = invariant.argument("top")!
        let below = invariant.argument("below")!
        broken = states.contains { state in
          state.visible.route == top && state.layers.dropLast().contains { holds($0.content, below) }
        }
      case .onlyAfter:
        broken = reachesWithout(target: invariant.argument("target")!, requires: invariant.argument("requires")!)
      }
      if broken { result.insert("\(invariant.kind.rawValue) \(invariant.subject)") }
    }
    return result
  }

  private func holds(_ content: NaiveContent, _ route: String) -> Bool {
    switch content {
    case .stack(let entries): return entries.contains { $0.route == route }
    case .tabs(_, _, let tabs): return tabs.contains { holds($0, route) }
    case .slot(_, let inner): return holds(inner, route)
    case .screen(let shown, _): return shown == route
    }
  }

  /// Breadth-first search over (state, "Q has been visible on the path") (semantics-details.md §30).
  private func reachesWithout(target: String, requires: String) -> Bool {
    struct Node: Hashable {
      var state: Int
      var seen: Bool
    }
    let start = Node(state: 0, seen: states[0].visible.route == requires)
    var seen: Set<Node> = [start]
    var queue = [start]
    while let node = queue.popLast() {
      if !node.seen && states[node.state].visible.route == target { return true }
      for next in edges[node.state] {
        let successor = Node(state: next, seen: node.seen || states[next].visible.route == requires)
        if seen.insert(successor).inserted { queue.append(successor) }
      }
    }
    return false
  }

  /// `unbounded-growth` from the design's push/present/cover actions (semantics-details.md §25).
  private func growthFindings() -> Set<String> {
    var edges: [String: Set<String>] = [:]
    for coordinator in graph.coordinators {
      for route in coordinator.routes {
        let name = "\(coordinator.name).\(route.name)"
        for action in route.actions {
          guard [.push, .present, .cover].contains(action.kind),
            let target = names.resolveTarget(action.target!, acting: coordinator.name, startRoute: action.startRoute),
            let node = growthTarget(action.kind, target, written: coordinator.name)
          else { continue }
          edges["\(name)|stack", default: []].insert(node)
          if action.kind != .push { edges["\(name)|screen", default: []].insert(node) }
        }
      }
    }
    func reach(_ from: String) -> Set<String> {
      var seen = Set<String>()
      var queue = Array(edges[from] ?? [])
      while let next = queue.popLast() {
        if seen.insert(next).inserted { queue.append(contentsOf: edges[next] ?? []) }
      }
      return seen
    }
    var firstShown: [String: Int] = [:]
    for (index, state) in states.enumerated() {
      let node = "\(state.visible.route)|\(state.visible.stackSize == nil ? "screen" : "stack")"
      if firstShown[node] == nil { firstShown[node] = index }
    }
    var result = Set<String>()
    var done = Set<String>()
    for node in edges.keys.sorted() where !done.contains(node) {
      let reachable = reach(node)
      guard reachable.contains(node) else { continue }
      let component = reachable.filter { reach($0).contains(node) }
      done.formUnion(component)
      if let shown = component.filter({ firstShown[$0] != nil }).min(by: { firstShown[$0]! < firstShown[$1]! }) {
        result.insert("unbounded-growth \(shown.split(separator: "|")[0])")
      }
    }
    return result
  }

  private func growthTarget(_ kind: ActionKind, _ target: ResolvedTarget, written: String) -> String? {
    switch target {
    case .ownRoute(let route): return "\(written).\(route)|stack"
    case .coordinator(let type, let route):
      if kind == .push {
        return (route.map { "\(type).\($0)" } ?? effects.ownStartRoute(type)).map { "\($0)|stack" }
      }
      return startTarget(type, route: route.map { "\(type).\($0)" })
    case .tabBar(let type, let tab):
      return kind == .push ? nil : startTarget(type, route: "\(type).\(tab)")
    }
  }

  /// The visible route (and whether it is a stack) of a new instance of `type` started at `route`.
  private func startTarget(_ type: String, route: String?) -> String {
    var scratch = NaiveState(layers: [], types: [:], parents: [:])
    let content = effects.startContent(type, route: route, parent: nil, state: &scratch)
    scratch.layers = [NaiveLayer(style: "sheet", content: content)]
    return "\(scratch.visible.route)|\(scratch.visible.stackSize == nil ? "screen" : "stack")"
  }
}
