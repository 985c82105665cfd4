import NavigationChecker
import NavigationModel

/// A deliberately simple second explorer for the cross-check: states are plain values in a
/// `Set`, every edge is stored, and each rule and invariant is computed the literal way the
/// specification words it. Slow, and obviously right.
struct NaiveExplorer {
  let graph: NavigationGraph
  let effects: NaiveEffects
  let names: NameIndex
  let stackBound: Int
  let layerBound: Int
  let stateBound: Int

  private(set) var states: [NaiveState] = []
  private(set) var index: [NaiveState: Int] = [:]
  /// Per state: its successors and the step labels that lead there (for shortest traces' ties).
  private(set) var edges: [[Int]] = []
  private(set) var findings: Set<String> = []
  private(set) var cuts: Set<String> = []
  private(set) var deadEnds: Set<String> = []
  private(set) var deepLinkFailures: Set<String> = []
  /// The links opened only with a coordinator that arrived in some state where one runs.
  private(set) var openedDeepLinks: Set<String> = []

  init?(graph: NavigationGraph) {
    self.graph = graph
    names = NameIndex(graph)
    effects = NaiveEffects(graph: graph, names: names)
    stackBound = graph.bounds.stack ?? Bounds.defaultStack
    layerBound = graph.bounds.layers ?? Bounds.defaultLayers
    stateBound = graph.bounds.states ?? Bounds.defaultStates
    guard isExplorable else { return nil }
  }

  /// Whether an initial state can be built (semantics-details.md §7).
  private var isExplorable: Bool {
    guard names.coordinator(graph.entry.name) != nil else { return false }
    for name in Set(graph.coordinators.map(\.name)) {
      let coordinator = names.coordinator(name)!
      if coordinator.kind == .tabs {
        if !effects.tabs(of: name).contains(coordinator.start.name) { return false }
      } else if names.resolveTarget(coordinator.start.name, acting: name) == nil {
        return false
      }
      var seen: [String] = []
      if startsItself(name, &seen) { return false }
    }
    return true
  }

  private func startsItself(_ type: String, _ seen: inout [String]) -> Bool {
    if seen.contains(type) { return true }
    seen.append(type)
    defer { seen.removeLast() }
    let coordinator = names.coordinator(type)!
    if coordinator.kind == .tabs { return effects.tabs(of: type).contains { startsItself($0, &seen) } }
    if case .coordinator(let child, _)? = names.resolveTarget(coordinator.start.name, acting: type) {
      return startsItself(child, &seen)
    }
    return false
  }

  /// The deepest nesting of slots and tab bars that starting one coordinator produces.
  private var nestingBound: Int {
    var deepest = 0
    for name in Set(graph.coordinators.map(\.name)) {
      var scratch = NaiveState(layers: [], types: [:], parents: [:])
      deepest = max(deepest, nesting(effects.startContent(name, route: nil, parent: nil, state: &scratch)))
    }
    return max(stackBound, deepest)
  }

  func nesting(_ content: NaiveContent) -> Int {
    switch content {
    case .stack, .screen: return 0
    case .tabs(_, _, let tabs): return 1 + (tabs.map(nesting).max() ?? 0)
    case .slot(_, let inner): return 1 + nesting(inner)
    }
  }

  private func exceeded(_ state: NaiveState, nestingBound: Int) -> String? {
    if state.layers.count > layerBound { return "layers" }
    func stacks(_ content: NaiveContent) -> [Int] {
      switch content {
      case .stack(let entries): return [entries.count]
      case .tabs(_, _, let tabs): return tabs.flatMap(stacks)
      case .slot(_, let inner): return stacks(inner)
      case .screen: return []
      }
    }
    for layer in state.layers {
      if stacks(layer.content).contains(where: { $0 > stackBound }) || nesting(layer.content) > nestingBound {
        return "stack"
      }
    }
    return nil
  }

  /// Breadth-first exploration with every edge stored.
  mutating func explore() {
    var initial = NaiveState(layers: [], types: [:], parents: [:])
    let content = effects.startContent(graph.entry.name, route: nil, parent: nil, state: &initial)
    initial.layers = [NaiveLayer(style: "window", content: content)]
    let bound = nestingBound
    add(initial.canonical())
    var next = 0
    while next < states.count {
      let state = states[next]
      for successor in successors(of: state, at: next) {
        let canonical = successor.canonical()
        if let cut = exceeded(canonical, nestingBound: bound) {
          cuts.insert(cut)
          continue
        }
        if let known = index[canonical] {
          edges[next].append(known)
        } else if states.count < stateBound {
          edges[next].append(states.count)
          add(canonical)
        } else {
          cuts.insert("states")
        }
      }
      next += 1
    }
  }

  private mutating func add(_ state: NaiveState) {
    index[state] = states.count
    states.append(state)
    edges.append([])
  }

  /// Every successor of a state in tie order (declared actions, back, swipe-down, tab taps, deep
  /// links); failures are noted on the way.
  private mutating func successors(of state: NaiveState, at position: Int) -> [NaiveState] {
    var result: [NaiveState] = []
    let visible = state.visible
    let parts = QualifiedName(visible.route)
    let route = names.coordinator(parts.head)!.route(named: parts.member!)!
    for action in route.actions {
      var handled = Set<String>()
      switch effects.perform(
        action, written: parts.head, origin: visible.route, acting: visible.owner, in: state, handled: &handled)
      {
      case .moved(let next): result.append(next)
      case .none: break
      case .failed(let rule, let subject): findings.insert("\(rule) \(subject)")
      }
    }
    var implicit = 0
    if let size = visible.stackSize, size >= 2, !route.backDisabled {
      var back = state
      back.layers[back.layers.count - 1].content = effects.keepingVisibleStack(back.layers.last!.content, size - 1)
      result.append(back)
      implicit += 1
    }
    if state.layers.count > 1, state.layers.last!.style == "sheet", !route.dismissDisabled {
      var swiped = state
      swiped.layers.removeLast()
      result.append(swiped)
      implicit += 1
    }
    var content = state.layers.last!.content
    var path: [Int] = []
    while true {
      if case .tabs(let owner, let selected, let tabs) = content {
        for other in tabs.indices where other != selected {
          var tapped = state
          tapped.layers[tapped.layers.count - 1].content = effects.selecting(
            other, ownedBy: owner, in: state.layers.last!.content)!
          result.append(tapped)
          implicit += 1
        }
        path.append(selected)
        content = tabs[selected]
      } else if case .slot(_, let inner) = content {
        content = inner
      } else {
        break
      }
    }
    if route.actions.isEmpty && implicit == 0 && !route.terminal { deadEnds.insert(visible.route) }
    for link in graph.deepLinks where link.steps != nil {
      if link.arrival == .launch && position != 0 { continue }
      // `onlyWith`: ignored where no instance of that type runs.
      if let needed = link.onlyWith {
        guard state.types.values.contains(needed.name) else { continue }
        openedDeepLinks.insert(link.url)
      }
      if let arrived = runSteps(of: link, from: state) {
        result.append(arrived)
      } else {
        deepLinkFailures.insert(link.url)
      }
    }
    return result
  }

  private func runSteps(of link: DeepLink, from state: NaiveState) -> NaiveState? {
    var state = state
    for step in link.steps ?? [] {
      let type = step.coordinator?.name ?? graph.entry.name
      guard names.coordinator(type) != nil else { return nil }
      let acting =
        state.chain(from: state.visible.owner).first { state.types[$0] == type }
        ?? state.types.filter { $0.value == type }.keys.min()
      guard let acting else { return nil }
      var handled = Set<String>()
      // `ifAny`: a dismiss with nothing presented does nothing.
      if step.ifAny && step.action.kind == .dismiss && state.layers.count == 1 { continue }
      guard
        case .moved(let next) = effects.perform(
          step.action, written: type, origin: link.url, acting: acting, in: state, handled: &handled)
      else { return nil }
      state = next.canonical()
    }
    return state.visible.route == link.target.name ? state : nil
  }
}
