/// The explored state space's owner: a thin class around the engine, so that the engine's hot loop
/// runs as one mutating call on a struct (static exclusivity, no per-access runtime checks).
final class Explorer {
  var engine: ExplorationEngine

  init(model: CompiledModel) {
    engine = ExplorationEngine(model: model)
  }

  var model: CompiledModel { engine.model }
  var record: ExplorationRecord { engine.record }
  var count: Int { engine.store.count }
  var memoryFootprint: Int { engine.store.memoryFootprint }

  func explore() { engine.explore() }

  func parent(of index: Int) -> Int { engine.store.parent(of: index) }

  /// The step that first reached a state (`UInt32.max` for the initial state): not stored, but found
  /// again as the first of its parent's steps that leads to it, which is the one that stored it.
  func label(of index: Int) -> UInt32 {
    guard index != 0 else { return .max }
    return engine.successors(of: parent(of: index)).first { $0.state == index }?.label ?? .max
  }

  func decode(_ index: Int, into state: inout WorkingState) {
    engine.decode(index, into: &state)
  }

  func successors(of index: Int) -> [(state: Int, label: UInt32)] { engine.successors(of: index) }
}

/// Breadth-first exploration of every navigation state of a compiled model
/// (navigation-model.md §2-3, semantics-details.md).
struct ExplorationEngine: ~Copyable {
  let model: CompiledModel
  let hot: HotTables
  var store: StateStore
  var record: ExplorationRecord
  var stepper: Stepper
  private var normalizer = StateNormalizer()
  private var codec = StateCodec()
  private var current = WorkingState()
  private var next = WorkingState()
  private var bytes = ByteBuffer()
  private var tabBars = Int32Buffer(capacity: 8)
  private var pathBars = Int32Buffer(capacity: 8)
  /// Successors found and not yet stored.
  private var queue = SuccessorQueue()
  /// How many types `record.started` holds as started: once all are, states need not be scanned.
  private var startedTypes = 0
  /// How many successors are found between two advances of the queue: those of several states.
  private static let batchSize = 48
  /// The bounds cut so far, one bit per `ExplorationBound` (spares the hot loop a dictionary lookup).
  private var boundsCut: UInt8 = 0
  /// In successor mode: the successors found, as (state, step label).
  private var found: [(state: Int, label: UInt32)] = []
  private var collectingSuccessors = false
  private var expanding = 0
  /// The bytes of the state that first reached the one being expanded (its breadth-first parent),
  /// when exploring: a successor with the same bytes is that state, stored already, and needs no
  /// probe of the hash set (going back after a push, tapping the tab that was selected).
  private var predecessorBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// When the state being expanded differs from its breadth-first parent in one byte only, that
  /// byte's offset, else -1. When that byte is a tab bar's selected tab, the parent is the same state
  /// with another tab selected, so any selection on that bar leads where a tap on it led from the
  /// parent: to a state found already, counted without a probe.
  private var selectionOnlyDifference = -1
  /// The tab selections queued while expanding the current state, as (selected byte's offset,
  /// position) pairs: a second selection with the same effect reaches the same state.
  private var queuedSelections = Int32Buffer(capacity: 16)

  init(model: CompiledModel) {
    self.model = model
    hot = model.hot
    store = StateStore(expectedStates: model.stateBound)
    record = ExplorationRecord(routes: model.routes.count, types: model.types.count)
    stepper = Stepper(model: model)
  }

  /// Explores from the initial state until every state is expanded or a bound stops it.
  mutating func explore() {
    var initial = WorkingState()
    initial.tokens.append(LayerStyle.window)
    stepper.buildStartContent(type: model.entryType, route: -1, parent: -1, state: &initial)
    initial.tokens.append(contentsOf: stepper.scratch)
    normalizer.normalize(&initial)
    bytes.removeAll()
    codec.encode(initial, appendingTo: &bytes)
    _ = store.insert(
      bytes.bytes, hash: StateStore.hash(bytes.bytes), parent: 0, limit: max(1, model.stateBound))
    // The successors of a state are stored after those of the states before it, as in a plain
    // breadth-first search; storing them a few states later changes no index, since expanding a
    // state reads only that state.
    var index = 0
    var sinceAdvance = 0
    // The parent of the state at `index`, kept as `index` goes on (parents are stored as differences).
    var predecessor: UInt32 = 0
    while true {
      if index == store.count {
        if queue.isEmpty { break }
        flush(draining: true)
        continue
      }
      let before = queue.pending
      if index > 0 { predecessor = store.parents.parent(of: index, following: predecessor) }
      expand(index, predecessor: index == 0 ? nil : Int(predecessor))
      index += 1
      sinceAdvance += queue.pending - before
      if sinceAdvance >= Self.batchSize {
        flush(draining: false)
        sinceAdvance = 0
      }
    }
  }

  /// Decodes a stored state.
  mutating func decode(_ index: Int, into state: inout WorkingState) {
    codec.decode(store.bytes(of: index), into: &state)
  }

  /// The successors of a stored state (those that are stored), with their step labels.
  mutating func successors(of index: Int) -> [(state: Int, label: UInt32)] {
    collectingSuccessors = true
    defer { collectingSuccessors = false }
    found.removeAll(keepingCapacity: true)
    expand(index, predecessor: nil)
    flush(draining: true)
    return found
  }

  // MARK: Expansion

  /// Expands a stored state; `predecessor` is the state that first reached it, if successors equal
  /// to it are to be counted without being looked up.
  private mutating func expand(_ index: Int, predecessor: Int?) {
    expanding = index
    let parentBytes = store.bytes(of: index)
    predecessorBytes = predecessor.map { store.bytes(of: $0) } ?? UnsafeBufferPointer(start: nil, count: 0)
    // The parent's successors are stored or queued; queued ones are sure to be stored only while
    // the state bound cannot cut them.
    selectionOnlyDifference =
      store.count + queue.pending < model.stateBound
      ? Self.onlyDifference(parentBytes, predecessorBytes) : -1
    queuedSelections.removeAll()
    codec.decode(parentBytes, into: &current)
    let visible = current.visible(tabBars: &pathBars, topLayer: codec.topLayer)
    let place = visible.isStack ? stackPlace(of: visible.content) : nil
    let route = Int(visible.route)
    if !collectingSuccessors { note(index, node: route * 2 + (visible.isStack ? 0 : 1)) }
    let firstAction = Int(hot.routeActionOffsets[route])
    let endAction = Int(hot.routeActionOffsets[route + 1])
    let stackCount = visible.isStack ? Int(current.tokens[visible.content + 1]) : 0
    for position in firstAction..<endAction {
      let action = hot.routeActionList[position]
      // Pushing one of the acting instance's own routes creates and removes no instance and keeps
      // every first appearance in place: the state stays canonical, and only the stack can grow.
      if visible.isStack, hot.actionKinds[Int(action)] == .push,
        case .ownRoute(let pushed) = hot.actionTargets[Int(action)]
      {
        if stackCount + 1 > model.stackBound {
          noteCut(.stack, label: UInt32(action), location: action)
          continue
        }
        // In bytes: the stack's header counts one more, and one `route * 4` entry ("owned as the
        // entry below") goes after its last entry.
        if let place, stackCount + 1 < 32, pushed < 32 {
          let start = queue.bytes.count
          queue.appendPatched(
            from: parentBytes, patch: place.header, value: UInt8((stackCount + 1) << 2), insertAt: place.end,
            insert: UInt8(pushed << 2))
          keepBytes(from: start, label: UInt32(action), location: action)
          continue
        }
        next.copy(from: current)
        next.tokens[visible.content + 1] += 1
        next.tokens.insert(pushed, visible.owner, at: visible.content + 2 + 2 * stackCount)
        keep(label: UInt32(action), location: action)
        continue
      }
      // Selecting a tab, directly or through an event's handler: one byte differs from the parent.
      if let selection = stepper.tabSelection(
        action, acting: visible.owner, in: current, tabPlaces: codec.tabPlaces.elements),
        let selectedByte = selectedPlace(ofTabBar: selection.bar), selection.position < 128
      {
        if isKnownSelection(at: selectedByte, position: selection.position, bar: selection.bar) {
          record.transitions += 1
          continue
        }
        let start = queue.bytes.count
        queue.appendPatched(from: parentBytes, patch: selectedByte, value: UInt8(selection.position))
        keepBytes(from: start, label: UInt32(action), location: action)
        continue
      }
      next.copy(from: current)
      let outcome = stepper.run(action, acting: visible.owner, on: &next)
      switch outcome {
      case .moved where stepper.selectedBar >= 0:
        // Its one effect selected a tab: the successor differs from its parent in one byte.
        let bar = stepper.selectedBar
        if let selectedByte = selectedPlace(ofTabBar: bar), next.tokens[bar + 2] < 128 {
          let start = queue.bytes.count
          queue.appendPatched(from: parentBytes, patch: selectedByte, value: UInt8(next.tokens[bar + 2]))
          keepBytes(from: start, label: UInt32(action), location: action)
        } else {
          settle(label: UInt32(action), location: action)
        }
      case .moved: settle(label: UInt32(action), location: action)
      case .noTransition: break
      case .failed(let failure, let failing):
        if !collectingSuccessors { noteFailure(failure, action: failing, label: UInt32(action), state: index) }
      }
    }
    let canGoBack = visible.isStack && stackCount >= 2 && !hot.routeBackDisabled[route]
    if canGoBack, let place, stackCount < 32, visible.route < 32,
      current.tokens[visible.content + 2 * stackCount - 1] == visible.owner
    {
      // In bytes: the top entry is the one-byte `route * 4` just before the stack's end.
      let start = queue.bytes.count
      queue.appendPatched(
        from: parentBytes, patch: place.header, value: UInt8((stackCount - 1) << 2), remove: place.end - 1)
      keepBytes(from: start, label: model.backLabel, location: -1)
    } else if canGoBack {
      next.copy(from: current)
      stepper.truncateStack(at: visible.content, keeping: stackCount - 1, in: &next)
      // The entry below has the same owner: no instance leaves, the state stays canonical.
      let sameOwner = current.tokens[visible.content + 2 * stackCount - 1] == visible.owner
      if sameOwner { keep(label: model.backLabel) } else { settle(label: model.backLabel, location: -1) }
    }
    let canSwipe =
      visible.layer > 0 && current.tokens[visible.layer] == LayerStyle.sheet && !hot.routeDismissDisabled[route]
    if canSwipe {
      next.copy(from: current)
      next.tokens.truncate(at: visible.layer)
      settle(label: model.swipeLabel, location: -1)
    }
    var tabTaps = 0
    for barIndex in 0..<pathBars.count {
      let bar = Int(pathBars[barIndex])
      let firstTap = hot.typeFirstTabTap[Int(current.types[Int(current.tokens[bar + 1])])]
      let selected = Int(current.tokens[bar + 2])
      for position in 0..<Int(current.tokens[bar + 3]) where position != selected {
        tabTaps += 1
        // Selecting a tab moves no instance: the state stays canonical and within its bounds, and
        // differs from its parent in the one byte that holds the selected tab.
        if let selectedByte = selectedPlace(ofTabBar: bar), position < 128 {
          if isKnownSelection(at: selectedByte, position: position, bar: bar) {
            record.transitions += 1
            continue
          }
          let start = queue.bytes.count
          queue.appendPatched(from: parentBytes, patch: selectedByte, value: UInt8(position))
          keepBytes(from: start, label: model.firstTabTapLabel + firstTap + UInt32(position), location: -1)
          continue
        }
        next.copy(from: current)
        next.tokens[bar + 2] = Int32(position)
        keep(label: model.firstTabTapLabel + firstTap + UInt32(position))
      }
    }
    if !collectingSuccessors && firstAction == endAction && !canGoBack && !canSwipe && tabTaps == 0
      && !hot.routeTerminal[route]
    {
      record.deadEnds[visible.route, default: (index, 0)].count += 1
    }
    if !model.deepLinks.isEmpty {
      for link in model.deepLinks.indices where model.deepLinks[link].steps != nil {
        if model.deepLinks[link].arrival == .launch && index != 0 { continue }
        runDeepLink(link, from: index)
      }
    }
  }

  /// Whether selecting `position` on the tab bar at token index `bar`, whose selected tab is kept
  /// at byte `selectedByte`, reaches a state that is stored or sure to be, so that the step is
  /// counted without a probe: when the state being expanded differs from its parent only in that
  /// bar's selection (the parent made every selection on the bar already), when the position is
  /// the one selected (the state itself), or when a selection with the same effect was queued while
  /// expanding this state (and the state bound cannot cut the queue). Notes the selection otherwise.
  @inline(__always)
  private mutating func isKnownSelection(at selectedByte: Int, position: Int, bar: Int) -> Bool {
    if selectedByte == selectionOnlyDifference { return true }
    guard !collectingSuccessors else { return false }
    if Int(current.tokens[bar + 2]) == position { return true }
    let byte = Int32(selectedByte)
    let value = Int32(position)
    var index = 0
    while index < queuedSelections.count {
      if queuedSelections[index] == byte && queuedSelections[index + 1] == value {
        return store.count + queue.pending < model.stateBound
      }
      index += 2
    }
    queuedSelections.append(byte, value)
    return false
  }

  /// The offset of the one byte in which two states of the same length differ, else -1.
  private static func onlyDifference(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Int {
    guard one.count == other.count, one.count > 0 else { return -1 }
    var difference = -1
    for offset in 0..<one.count where one[offset] != other[offset] {
      if difference >= 0 { return -1 }
      difference = offset
    }
    return difference
  }

  /// Notes what a state shows: first showings and the types in its chain.
  private mutating func note(_ index: Int, node: Int) {
    if record.firstShowing[node] == 0 { record.firstShowing[node] = UInt32(index + 1) }
    guard startedTypes < record.started.count else { return }
    for position in 0..<current.types.count where !record.started[Int(current.types[position])] {
      record.started[Int(current.types[position])] = true
      startedTypes += 1
    }
  }

  private mutating func noteFailure(_ failure: ActionFailure, action: Int32, label: UInt32, state: Int) {
    let key = FailureKey(failure: failure, action: action)
    let order = record.failures.count
    record.failures[key, default: FailureRecord(state: state, label: label, order: order, count: 0)].count += 1
  }

  /// Finishes a successor in `next`: normalizes it, applies the bounds, and stores or looks it up.
  /// `location` is the action whose location a cut reports (-1: none).
  private mutating func settle(label: UInt32, location: Int32) {
    normalizer.normalize(&next)
    if let bound = normalizedBound() {
      noteCut(bound, label: label, location: location)
      return
    }
    keep(label: label, location: location)
  }

  private mutating func noteCut(_ bound: ExplorationBound, label: UInt32, location: Int32) {
    let bit = UInt8(1) << Self.bit(of: bound)
    guard !collectingSuccessors, boundsCut & bit == 0 else { return }
    boundsCut |= bit
    record.cuts[bound] = (expanding, label, location)
  }

  private static func bit(of bound: ExplorationBound) -> UInt8 {
    switch bound {
    case .stack: 0
    case .layers: 1
    case .states: 2
    }
  }

  /// The byte places of the decoded state's stack at token index `content`.
  @inline(__always)
  private func stackPlace(of content: Int) -> (header: Int, end: Int)? {
    var index = 0
    while index < codec.stackPlaces.count {
      if codec.stackPlaces[index] == Int32(content) {
        return (Int(codec.stackPlaces[index + 1]), Int(codec.stackPlaces[index + 2]))
      }
      index += 3
    }
    return nil
  }

  /// The byte offset of the selected tab of the decoded state's tab bar at token index `bar`.
  @inline(__always)
  private func selectedPlace(ofTabBar bar: Int) -> Int? {
    var index = 0
    while index < codec.tabPlaces.count {
      if codec.tabPlaces[index] == Int32(bar) { return Int(codec.tabPlaces[index + 1]) }
      index += 2
    }
    return nil
  }

  /// Stores (or, in successor mode, looks up) the canonical state in `next`.
  private mutating func keep(label: UInt32, location: Int32 = -1) {
    let start = queue.bytes.count
    queue.appendEncoded(next, codec: &codec)
    keepBytes(from: start, label: label, location: location)
  }

  /// Queues the successor appended to the queue's bytes from `start` on.
  @inline(__always)
  private mutating func keepBytes(from start: Int, label: UInt32, location: Int32) {
    let length = queue.bytes.count - start
    if length == predecessorBytes.count, length > 0,
      ShortBytes.equal(queue.bytes.base + start, predecessorBytes.baseAddress!, count: length)
    {
      record.transitions += 1
      queue.dropBytes(from: start)
      return
    }
    queue.enqueue(from: start, label: label, location: location, parent: UInt32(expanding), store: store)
  }

  /// Stores (or, in successor mode, looks up) the queued successors that are ready, in the order
  /// they were found; `draining` goes on until the queue is empty.
  private mutating func flush(draining: Bool) {
    repeat {
      let ready = queue.advance(store: store)
      for position in ready {
        let entry = queue.entries[position]
        let successor = queue.successor(entry)
        if collectingSuccessors {
          if let state = store.find(successor, hash: entry.hash) { found.append((state, entry.label)) }
        } else if store.insert(
          successor, hash: entry.hash, parent: entry.parent, limit: model.stateBound) != nil
        {
          record.transitions += 1
        } else if boundsCut & (1 << Self.bit(of: .states)) == 0 {
          boundsCut |= 1 << Self.bit(of: .states)
          record.cuts[.states] = (Int(entry.parent), entry.label, entry.location)
        }
      }
      queue.markStored(upTo: ready.upperBound)
    } while draining && !queue.isEmpty
  }

  private mutating func runDeepLink(_ link: Int, from index: Int) {
    let deepLink = model.deepLinks[link]
    next.copy(from: current)
    var failed = false
    for step in deepLink.steps ?? [] {
      guard let acting = Self.actingInstance(ofType: step.type, in: next, tabBars: &tabBars),
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
  private static func actingInstance(
    ofType type: Int32, in state: borrowing WorkingState, tabBars: inout Int32Buffer
  ) -> Int32? {
    guard type >= 0 else { return nil }
    var instance = state.visible(tabBars: &tabBars).owner
    while instance >= 0 {
      if state.types[Int(instance)] == type { return instance }
      instance = state.parents[Int(instance)]
    }
    return state.types.firstIndex(of: type).map(Int32.init)
  }

  /// The first bound the state just normalized exceeds, if any (semantics-details.md §18).
  @inline(__always)
  private func normalizedBound() -> ExplorationBound? {
    if normalizer.layers > model.layerBound { return .layers }
    if normalizer.deepestStack > model.stackBound { return .stack }
    if normalizer.deepestNesting > max(model.stackBound, model.deepestStartNesting) { return .stack }
    return nil
  }
}
