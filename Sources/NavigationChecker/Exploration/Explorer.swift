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

  /// The same, and whether the state has a successor that is not stored (the state bound cut it).
  func successorsAndCut(of index: Int) -> (successors: [(state: Int, label: UInt32)], cut: Bool) {
    let successors = engine.successors(of: index)
    return (successors, engine.foundUnstored)
  }
}

/// Breadth-first exploration of every navigation state of a compiled model
/// (navigation-model.md §2-3, semantics-details.md).
struct ExplorationEngine: ~Copyable {
  let model: CompiledModel
  let hot: HotTables
  var store: StateStore
  var record: ExplorationRecord
  var stepper: Stepper
  var normalizer = StateNormalizer()
  var codec = StateCodec()
  var current = WorkingState()
  var next = WorkingState()
  var bytes = ByteBuffer()
  var tabBars = Int32Buffer(capacity: 8)
  var pathBars = Int32Buffer(capacity: 8)
  /// Successors found and not yet stored.
  var queue = SuccessorQueue()
  /// How many types `record.started` holds as started: once all are, states need not be scanned.
  var startedTypes = 0
  /// How many successors are found between two advances of the queue: those of several states.
  static let batchSize = 48
  /// The bounds cut so far, one bit per `ExplorationBound` (spares the hot loop a dictionary lookup).
  var boundsCut: UInt8 = 0
  /// In successor mode: the successors found, as (state, step label).
  var found: [(state: Int, label: UInt32)] = []
  /// In successor mode: whether a successor was found that is not stored (cut by the state bound).
  var foundUnstored = false
  var collectingSuccessors = false
  var expanding = 0
  /// The bytes of the state that first reached the one being expanded (its breadth-first parent),
  /// when exploring: a successor with the same bytes is that state, stored already, and needs no
  /// probe of the hash set (going back after a push, tapping the tab that was selected).
  var predecessorBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// When the state being expanded differs from its breadth-first parent in one byte only, that
  /// byte's offset, else -1. When that byte is a tab bar's selected tab, the parent is the same state
  /// with another tab selected, so any selection on that bar leads where a tap on it led from the
  /// parent: to a state found already, counted without a probe.
  var selectionOnlyDifference = -1
  /// The tab selections queued while expanding the current state, as (selected byte's offset,
  /// position) pairs: a second selection with the same effect reaches the same state.
  var queuedSelections = Int32Buffer(capacity: 16)

  init(model: CompiledModel) {
    self.model = model
    hot = model.hot
    store = StateStore(expectedStates: model.stateBound)
    record = ExplorationRecord(
      routes: model.routes.count, types: model.types.count, deepLinks: model.deepLinks.count)
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
    foundUnstored = false
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
}
