/// Breadth-first exploration of every navigation state of a compiled model
/// (navigation-model.md §2-3, semantics-details.md).
final class Explorer {
  let model: CompiledModel
  let store: StateStore
  var record: ExplorationRecord
  private(set) var stepper: Stepper
  private var normalizer = StateNormalizer()
  private var current = WorkingState()
  private var next = WorkingState()
  private var bytes: [UInt8] = []
  private var tabBars: [Int] = []
  /// In successor mode: the successors found, as (state, step label).
  private(set) var successors: [(state: Int, label: UInt32)] = []
  private var collectingSuccessors = false
  private var expanding = 0

  init(model: CompiledModel) {
    self.model = model
    store = StateStore(expectedStates: model.stateBound)
    record = ExplorationRecord(routes: model.routes.count, types: model.types.count)
    stepper = Stepper(model: model)
    bytes.reserveCapacity(256)
  }

  /// Explores from the initial state until every state is expanded or a bound stops it.
  func explore() {
    var initial = WorkingState()
    initial.tokens.append(LayerStyle.window)
    stepper.appendStartContent(type: model.entryType, route: -1, parent: -1, to: &initial)
    normalizer.normalize(&initial)
    StateCodec.encode(initial, into: &bytes)
    _ = store.insert(bytes, parent: 0, label: UInt32.max, limit: max(1, model.stateBound))
    var index = 0
    while index < store.count {
      expand(index)
      index += 1
    }
  }

  /// Decodes a stored state into `state`.
  func decode(_ index: Int, into state: inout WorkingState) {
    StateCodec.decode(store.bytes(of: index), into: &state)
  }

  /// The successors of a stored state (those that are stored), with their step labels.
  func successors(of index: Int) -> [(state: Int, label: UInt32)] {
    collectingSuccessors = true
    defer { collectingSuccessors = false }
    successors.removeAll(keepingCapacity: true)
    expand(index)
    return successors
  }

  // MARK: Expansion

  private func expand(_ index: Int) {
    expanding = index
    decode(index, into: &current)
    let visible = current.visible(tabBars: &tabBars)
    let route = model.routes[Int(visible.route)]
    let tabBarsOnPath = tabBars
    if !collectingSuccessors { note(index, node: Int(visible.route) * 2 + (visible.isStack ? 0 : 1)) }
    for action in route.actions {
      next.copy(from: current)
      let outcome = stepper.run(action, acting: visible.owner, on: &next)
      switch outcome {
      case .moved: settle(label: UInt32(action), location: action)
      case .noTransition: break
      case .failed(let failure, let failing):
        if !collectingSuccessors { noteFailure(failure, action: failing, label: UInt32(action), state: index) }
      }
    }
    let canGoBack = visible.isStack && current.tokens[visible.content + 1] >= 2 && !route.backDisabled
    if canGoBack {
      next.copy(from: current)
      stepper.truncateStack(at: visible.content, keeping: Int(current.tokens[visible.content + 1]) - 1, in: &next)
      settle(label: model.backLabel, location: -1)
    }
    let canSwipe = visible.layer > 0 && current.tokens[visible.layer] == LayerStyle.sheet && !route.dismissDisabled
    if canSwipe {
      next.copy(from: current)
      next.tokens.removeSubrange(visible.layer...)
      settle(label: model.swipeLabel, location: -1)
    }
    var tabTaps = 0
    for bar in tabBarsOnPath {
      let type = model.types[Int(current.types[Int(current.tokens[bar + 1])])]
      let selected = Int(current.tokens[bar + 2])
      for position in 0..<Int(current.tokens[bar + 3]) where position != selected {
        tabTaps += 1
        next.copy(from: current)
        next.tokens[bar + 2] = Int32(position)
        settle(label: model.firstTabTapLabel + type.firstTabTapLabel + UInt32(position), location: -1)
      }
    }
    if !collectingSuccessors && route.actions.isEmpty && !canGoBack && !canSwipe && tabTaps == 0 && !route.terminal {
      record.deadEnds[visible.route, default: (index, 0)].count += 1
    }
    for (link, deepLink) in model.deepLinks.enumerated() where deepLink.steps != nil {
      if deepLink.arrival == .launch && index != 0 { continue }
      runDeepLink(link, deepLink, from: index)
    }
  }

  /// Notes what a state shows: first showings and the types in its chain.
  private func note(_ index: Int, node: Int) {
    if record.firstShowing[node] == 0 { record.firstShowing[node] = UInt32(index + 1) }
    for type in current.types where !record.started[Int(type)] { record.started[Int(type)] = true }
  }

  private func noteFailure(_ failure: ActionFailure, action: Int32, label: UInt32, state: Int) {
    let failed = model.actions[Int(action)]
    var subject = failed.origin
    if failure == .unhandledEvent, case .event(let event) = failed.target { subject = model.events[Int(event)] }
    let key = FailureKey(failure: failure, subject: subject)
    if record.failures[key] == nil {
      record.failures[key] = FailureRecord(state: state, label: label, action: action, count: 0)
    }
    record.failures[key]!.count += 1
  }

  /// Finishes a successor in `next`: normalizes it, applies the bounds, and stores or looks it up.
  /// `location` is the action whose location a cut reports (-1: none).
  private func settle(label: UInt32, location: Int32) {
    normalizer.normalize(&next)
    if let bound = exceededBound(next) {
      if !collectingSuccessors && record.cuts[bound] == nil { record.cuts[bound] = (expanding, label, location) }
      return
    }
    StateCodec.encode(next, into: &bytes)
    if collectingSuccessors {
      if let found = store.find(bytes) { successors.append((found, label)) }
      return
    }
    if store.insert(bytes, parent: UInt32(expanding), label: label, limit: model.stateBound) != nil {
      record.transitions += 1
    } else if record.cuts[.states] == nil {
      record.cuts[.states] = (expanding, label, location)
    }
  }

  private func runDeepLink(_ link: Int, _ deepLink: CompiledDeepLink, from index: Int) {
    next.copy(from: current)
    var failed = false
    for step in deepLink.steps ?? [] {
      guard let acting = actingInstance(ofType: step.type, in: next),
        stepper.run(step.action, acting: acting, on: &next) == .moved
      else {
        failed = true
        break
      }
      normalizer.normalize(&next)
    }
    if !failed && next.visibleRoute != deepLink.target { failed = true }
    if failed {
      if !collectingSuccessors && record.deepLinkFailures[link] == nil { record.deepLinkFailures[link] = index }
      return
    }
    settle(label: model.firstDeepLinkLabel + UInt32(link), location: -1)
  }

  /// The instance of `type` nearest up the chain from the visible screen's owner, else the
  /// lowest-numbered one (semantics-details.md §8).
  private func actingInstance(ofType type: Int32, in state: WorkingState) -> Int32? {
    guard type >= 0 else { return nil }
    var instance = state.visible(tabBars: &tabBars).owner
    while instance >= 0 {
      if state.types[Int(instance)] == type { return instance }
      instance = state.parents[Int(instance)]
    }
    return state.types.firstIndex(of: type).map(Int32.init)
  }

  /// The first bound a state exceeds, if any (semantics-details.md §18).
  func exceededBound(_ state: WorkingState) -> ExplorationBound? {
    var index = 0
    var layers = 0
    let nestingBound = max(model.stackBound, model.deepestStartNesting)
    var exceeded: ExplorationBound?
    while index < state.tokens.count {
      layers += 1
      index = checkContent(state, at: index + 1, depth: 0, nestingBound: nestingBound, exceeded: &exceeded)
    }
    if layers > model.layerBound { return .layers }
    return exceeded
  }

  private func checkContent(
    _ state: WorkingState, at index: Int, depth: Int, nestingBound: Int, exceeded: inout ExplorationBound?
  ) -> Int {
    let tokens = state.tokens
    switch tokens[index] {
    case ContentKind.stack:
      let count = Int(tokens[index + 1])
      if count > model.stackBound { exceeded = .stack }
      return index + 2 + 2 * count
    case ContentKind.tabs:
      if depth + 1 > nestingBound { exceeded = .stack }
      var child = index + 4
      for _ in 0..<Int(tokens[index + 3]) {
        child = checkContent(state, at: child, depth: depth + 1, nestingBound: nestingBound, exceeded: &exceeded)
      }
      return child
    case ContentKind.slot:
      if depth + 1 > nestingBound { exceeded = .stack }
      return checkContent(state, at: index + 2, depth: depth + 1, nestingBound: nestingBound, exceeded: &exceeded)
    default:
      return index + 3
    }
  }
}
