extension TriggerResolver {
  /// A state of a search: a function reached as a callback or not (the function's number times two, plus one for a
  /// callback); the filter, the enum cases whose arms the call that led there sits in (empty: none); and `held`, what
  /// narrows the routes where the code runs (a stored property and its cases, or a marker and its routes: see
  /// `madeForRoutes`, `afterFinishing`, `madeOnWritersScreen`).
  typealias SearchStep = (state: Int, filter: [Int32], held: [Int32])

  /// The routes from which code written in `function` of `type` runs. (A function the call graph does
  /// not number, which no type declares, is searched alone: nothing calls it.) When the code sits in
  /// arms of a `switch` over the function's enum parameter (`cases`: those case names), only the calls
  /// that pass one of them, or pass no enum case, run it (`handle(.openCart)` runs `case .openCart:`);
  /// so on up the calls (a view's `model.send(.compose)` runs the call in `send`'s `case .compose:`).
  func triggers(typeName: String, function: String, isCallback: Bool, cases: Set<String> = []) -> Triggers {
    let key = CallGraph.key(typeName, function)
    guard let start = graph.number(of: key) else {
      var search = SearchState()
      _ = reach(rules.stop(for: key), asCallback: isCallback, in: &search)
      return search.triggers(graph: graph)
    }
    // A function is reached as a callback or not: two states per function. A state may carry a filter:
    // the enum cases whose arms the call that led there sits in; then only the callers that pass one
    // of those cases, or pass no literal case, go on (`send(.compose)` for `case .compose:`). A caller
    // that passes a stored property instead (`next(after: step)`) runs the code on the routes where its
    // screen holds one of those cases: the state carries that too (`held`: the property, then the cases).
    return triggers(from: [(start * 2 + (isCallback ? 1 : 0), filter(for: cases), [])])
  }

  /// The routes from which the code runs that these search states reach (see `triggers(typeName:function:isCallback:
  /// cases:)`).
  @inline(__always) func triggers(from starts: [SearchStep]) -> Triggers {
    var search = SearchState()
    var queue = starts
    var seen: Set<Int> = []
    var seenFiltered: Set<[Int32]> = []
    while let (state, filter, held) = queue.popLast() {
      if filter.isEmpty && held.isEmpty {
        guard seen.insert(state).inserted else { continue }
      } else {
        let key = held.isEmpty ? [Int32(state)] + filter : [Int32(state)] + filter + [Int32.min] + held
        // A state reached with no narrowing covers it narrowed, but not reached after a dismiss or a close (the routes
        // it reaches then ask them: the code fires elsewhere).
        guard !seen.contains(state) || Self.isAfterALayer(held), seenFiltered.insert(key).inserted else { continue }
      }
      let function = state / 2
      if !neverRun.isEmpty && neverRun[function] {
        search.result.reachesCodeThatNeverRuns = true
        if !leaving.isEmpty && leaving[function] { search.metLeaving = true }
        continue
      }
      if held.first == Self.afterFinishing {
        guard reachAfterFinishing(state: state, child: held[1], held: Array(held.dropFirst(2)), in: &search) else {
          continue
        }
      } else if Self.isAfterALayer(held) {
        guard
          reachAfterDismissing(
            state: state, calledByScreens: calledByScreens[function], closing: held.first == Self.afterClosing,
            held: Array(held.dropFirst()), in: &search)
        else {
          continue
        }
      } else {
        guard
          reach(
            stops[function], of: function, asCallback: state % 2 == 1, calledByScreens: calledByScreens[function],
            held: held, in: &search)
        else {
          continue
        }
      }
      let callers = graph.calls(of: function)
      if mayNeverRun[function] { search.result.uncalled.append(function) }
      if callers.isEmpty && stops[function].routeList < 0 { search.result.reachesAnUnknownMoment = true }
      // A screen's override that its base class's code calls on `self` fires from the screen's own routes.
      let ownsRoutes = stops[function].routeList >= 0
      for edge in callers where !(edge.dispatchesOnSelf && ownsRoutes) {
        if let next = step(along: edge, to: function, filter: filter, held: held, in: &search) { queue.append(next) }
      }
    }
    return search.triggers(graph: graph)
  }

  /// Whether a search state's `held` says its code runs once a layer is gone (`afterDismissing`, `afterClosing`).
  @inline(__always) static func isAfterALayer(_ held: [Int32]) -> Bool {
    held.first == afterDismissing || held.first == afterClosing
  }

  /// The state a search goes on to at the caller of `edge`, from a state with this filter and `held`; nil where the
  /// caller does not run the code (it passes another case than the code's arm needs, or opens a link), noted in
  /// `search`.
  @inline(__always) func step(
    along edge: CallGraph.Edge, to callee: Int, filter: [Int32], held: [Int32], in search: inout SearchState
  ) -> SearchStep? {
    // The caller's literal and the filter are values of one parameter, the callee's selector.
    let passesALiteral = !filter.isEmpty && edge.argumentCase >= 0
    // A compound case (`open(.harbor)`) passes the arm of its outer case and the arm of itself.
    if passesALiteral, !filter.contains(edge.argumentCase),
      edge.argumentCompound < 0 || !filter.contains(edge.argumentCompound)
    {
      search.result.leftOutCallers = true
      return nil
    }
    // A call in a closure that opens a link (`.onOpenURL { url in coordinator.open(url) }`) runs the code for links.
    if edge.inDeepLink {
      search.result.reachesDeepLink = true
      return nil
    }
    // A call that wraps its caller's parameter (`handle(.open(route))`) passes on what its own callers send; one in
    // arms of its caller's value (`case .cart: show(.cart)`) sends the case only where those arms run.
    if passesALiteral && !edge.forwardsInner && edge.armCases < 0 { search.result.someCallerSendsTheCase = true }
    // A caller that passes its own parameter on needs its callers to pass the case; else the arms
    // its call sits in (if any) decide.
    let next: [Int32]
    if edge.forwardsInner && !filter.isEmpty {
      next = graph.innerCases(of: filter, outer: edge.argumentCase)
    } else if edge.unwrapsCase >= 0 && !filter.isEmpty {
      // A value its arm binds (`explore(spot)` under `case .explore(let spot):`): callers must wrap the cases.
      next = graph.compoundCases(of: filter, outer: edge.unwrapsCase)
    } else if edge.forwardsParameter && !filter.isEmpty {
      next = filter
    } else {
      next = edge.armCases < 0 ? [] : graph.caseSets[Int(edge.armCases)]
    }
    var nextHeld = heldAtCaller(of: edge, filter: filter, held: held)
    // A call on the coordinator that shows the view (read from the library's environment) runs on the caller's routes
    // of the callee's coordinator.
    if edge.onShowingCoordinator, nextHeld.isEmpty {
      let routes = routeNumbers.routes(of: graph.functions[callee].typeName)
      if !routes.isEmpty { nextHeld = [Self.shownByCoordinator] + routes.map { Int32($0) } }
    }
    return (edge.caller * 2 + (edge.isCallback ? 1 : 0), next, nextHeld)
  }

  /// What narrows the routes at the caller of `edge`, from a state with this filter and `held`.
  @inline(__always) private func heldAtCaller(of edge: CallGraph.Edge, filter: [Int32], held: [Int32]) -> [Int32] {
    let holds =
      edge.heldProperty >= 0 && !filter.isEmpty && edge.argumentCase < 0 && heldValues[edge.heldProperty] != nil
    // A call in the caller's own arms over its stored property (`switch step { case .last: ... }` in the
    // screen) is made on the caller's routes where the property holds one of those cases.
    let ownArms =
      edge.armProperty >= 0 && heldValues[edge.armProperty] != nil
      ? [edge.armProperty] + graph.caseSets[Int(edge.armPropertyCases)] : nil
    var nextHeld = ownArms ?? (holds ? [edge.heldProperty] + filter : held)
    // A call in the completion of a coordinator's finish, or after it: what the search reaches from there asks the
    // finish; the code runs once the coordinator is gone. The marker is followed by the arms of a call over its
    // caller's property, where the search meets one (a screen's call through a property that several types may fill,
    // `ProtocolHolder`), which narrow the routes that ask.
    if held.first == Self.afterFinishing || Self.isAfterALayer(held) {
      let marker = held.prefix(held.first == Self.afterFinishing ? 2 : 1)
      nextHeld = ownArms.map { marker + $0 } ?? held
    } else if edge.afterFinishing >= 0 {
      nextHeld = [Self.afterFinishing, edge.afterFinishing] + (ownArms ?? [])
    } else if edge.afterDismissing {
      nextHeld = [Self.afterDismissing] + (ownArms ?? [])
    } else if edge.afterClosing {
      nextHeld = [Self.afterClosing] + (ownArms ?? [])
    }
    // Code in a closure given to the initialiser of a value runs where that value is: on the routes it was made
    // for (unless the search already narrows by what screens hold).
    if edge.writtenIn >= 0, nextHeld.isEmpty, edge.afterFinishing < 0 {
      let made = routesMade(by: Int(edge.writtenIn))
      if !made.isEmpty {
        nextHeld = [Self.madeForRoutes] + made.map { Int32($0) }
      } else {
        // Made by a screen's code: it runs on that screen, where the screen calls it.
        let shown = routesMade(onScreenOf: Int(edge.writtenIn))
        if !shown.isEmpty { nextHeld = [Self.madeOnWritersScreen] + shown.map { Int32($0) } }
      }
    }
    return nextHeld
  }
}
