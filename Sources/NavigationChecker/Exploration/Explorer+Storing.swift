/// The exploration's bookkeeping: what states show, failures and cuts, storing successors, deep links.
extension ExplorationEngine {
  /// Notes what a state shows: first showings and the types in its chain.
  mutating func note(_ index: Int, node: Int) {
    if record.firstShowing[node] == 0 { record.firstShowing[node] = UInt32(index + 1) }
    guard startedTypes < record.started.count else { return }
    for position in 0..<current.types.count where !record.started[Int(current.types[position])] {
      record.started[Int(current.types[position])] = true
      startedTypes += 1
    }
  }

  mutating func noteFailure(_ failure: ActionFailure, action: Int32, label: UInt32, state: Int) {
    let key = FailureKey(failure: failure, action: action)
    let order = record.failures.count
    record.failures[key, default: FailureRecord(state: state, label: label, order: order, count: 0)].count += 1
  }

  /// Finishes a successor in `next`: normalizes it, applies the bounds, and stores or looks it up.
  /// `location` is the action whose location a cut reports (-1: none).
  mutating func settle(label: UInt32, location: Int32) {
    normalizer.normalize(&next)
    if let bound = normalizedBound() {
      noteCut(bound, label: label, location: location)
      return
    }
    keep(label: label, location: location)
  }

  mutating func noteCut(_ bound: ExplorationBound, label: UInt32, location: Int32) {
    let bit = UInt8(1) << Self.bit(of: bound)
    guard !collectingSuccessors, boundsCut & bit == 0 else { return }
    boundsCut |= bit
    record.cuts[bound] = (expanding, label, location)
  }

  static func bit(of bound: ExplorationBound) -> UInt8 {
    switch bound {
    case .stack: 0
    case .layers: 1
    case .states: 2
    }
  }

  /// The byte places of the decoded state's stack at token index `content`.
  @inline(__always)
  func stackPlace(of content: Int) -> (header: Int, end: Int)? {
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
  func selectedPlace(ofTabBar bar: Int) -> Int? {
    var index = 0
    while index < codec.tabPlaces.count {
      if codec.tabPlaces[index] == Int32(bar) { return Int(codec.tabPlaces[index + 1]) }
      index += 2
    }
    return nil
  }

  /// Stores (or, in successor mode, looks up) the canonical state in `next`.
  mutating func keep(label: UInt32, location: Int32 = -1) {
    let start = queue.bytes.count
    queue.appendEncoded(next, codec: &codec)
    keepBytes(from: start, label: label, location: location)
  }

  /// Queues the successor appended to the queue's bytes from `start` on.
  @inline(__always)
  mutating func keepBytes(from start: Int, label: UInt32, location: Int32) {
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
  mutating func flush(draining: Bool) {
    repeat {
      let ready = queue.advance(store: store)
      for position in ready {
        let entry = queue.entries[position]
        let successor = queue.successor(entry)
        if collectingSuccessors {
          if let state = store.find(successor, hash: entry.hash) {
            found.append((state, entry.label))
          } else {
            foundUnstored = true
          }
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

  mutating func runDeepLink(_ link: Int, from index: Int) {
    let deepLink = model.deepLinks[link]
    // `onlyWith`: where no instance of the type runs, the app ignores the link (checked before the state is copied).
    if deepLink.onlyWith != -1 {
      guard deepLink.onlyWith >= 0, current.types.firstIndex(of: deepLink.onlyWith) != nil else { return }
      if !collectingSuccessors { record.openedDeepLinks[link] = true }
    }
    next.copy(from: current)
    var failedStep: Int?
    for (position, step) in (deepLink.steps ?? []).enumerated() {
      guard let acting = Self.actingInstance(ofType: step.type, in: next, tabBars: &tabBars) else {
        failedStep = position
        break
      }
      switch stepper.run(step.action, acting: acting, on: &next) {
      case .moved: break
      // `ifAny`: nothing presented, nothing dismissed; the link goes on.
      case .failed(.nothingToDismiss, _) where step.ifAny: continue
      default: failedStep = position
      }
      if failedStep != nil { break }
      normalizer.normalize(&next)
    }
    let endRoute = failedStep == nil ? next.visibleRoute : -1
    let type = deepLink.targetType
    let landed = type >= 0 ? failedStep == nil && shows(type, topLayer: nil) : endRoute == deepLink.target
    if failedStep != nil || !landed {
      if !collectingSuccessors && record.deepLinkFailures[link] == nil {
        record.deepLinkFailures[link] = DeepLinkFailure(
          state: index, failedStep: failedStep, endRoute: endRoute >= 0 ? endRoute : nil,
          layersOverTarget: failedStep == nil ? layersOver(deepLink.target, orAnInstanceOf: type) : 0)
      }
      return
    }
    settle(label: model.firstDeepLinkLabel + UInt32(link), location: -1)
  }

  /// Whether the screen of `next` visible with the layer starting at `topLayer` on top (nil: the top one) is one an
  /// instance of `type` shows: its owner is one, or was started, up the chain, by one (a tab's own screens, and what
  /// they push or present, are the tab's; a sheet that another tab's coordinator left up is not).
  mutating func shows(_ type: Int32, topLayer: Int?) -> Bool {
    var instance = next.visible(tabBars: &tabBars, topLayer: topLayer).owner
    while instance >= 0 {
      if next.types[Int(instance)] == type { return true }
      instance = next.parents[Int(instance)]
    }
    return false
  }

  /// How many layers of `next` are presented over the topmost lower layer that shows `route` (or, for a link whose
  /// target is a coordinator, `type`'s screens); 0 when none shows it.
  mutating func layersOver(_ route: Int32, orAnInstanceOf type: Int32) -> Int {
    var starts: [Int] = []
    var index = 0
    while index < next.tokens.count {
      starts.append(index)
      index = next.contentEnd(index + 1)
    }
    for position in starts.indices.dropLast().reversed() {
      let shown =
        type >= 0
        ? shows(type, topLayer: starts[position])
        : next.visible(tabBars: &tabBars, topLayer: starts[position]).route == route
      if shown { return starts.count - 1 - position }
    }
    return 0
  }

  /// The instance of `type` nearest up the chain from the visible screen's owner, else the
  /// lowest-numbered one (semantics-details.md §8).
  static func actingInstance(
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
  func normalizedBound() -> ExplorationBound? {
    if normalizer.layers > model.layerBound { return .layers }
    if normalizer.deepestStack > model.stackBound { return .stack }
    if normalizer.deepestNesting > max(model.stackBound, model.deepestStartNesting) { return .stack }
    return nil
  }
}
