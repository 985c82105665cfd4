import NavigationModel

extension TriggerResolver {
  /// A call that names the case code runs for (`show(.filters)`, for the arm of `.filters` in `func show(_ route:)`),
  /// with the routes where the code runs when that call makes it run, ascending.
  struct PassingCall: Sendable {
    /// The calling function's number.
    var caller: Int
    /// Where the call is written in the caller's file, as `line << 20 | column`.
    var place: Int
    var routes: [Int]
  }

  /// The calls that pass one of `cases` as the selector of `function` of `typeName` (the code sits in their arms), or
  /// as the selector of a function that passes its own on to it (`open(.filters)` in `func open(_ route: R) {
  /// show(route) }`), each with the routes where the code runs from there; by caller, then place (a fixed order: the
  /// actions are sorted by location later). A call that passes the case from a closure some other type runs, or from a
  /// deep link's code, is none of them.
  func passingCalls(typeName: String, function: String, cases: Set<String>) -> [PassingCall] {
    let filter = filter(for: cases)
    guard !filter.isEmpty, let start = graph.number(of: CallGraph.key(typeName, function)) else { return [] }
    var found: [[Int]: Set<Int>] = [:]
    var seen: Set<[Int32]> = [[Int32(start)] + filter]
    var queue = [(start, filter)]
    while let (function, filter) = queue.popLast() {
      let ownsRoutes = stops[function].routeList >= 0
      for (position, edge) in graph.calls(of: function).enumerated() where !(edge.dispatchesOnSelf && ownsRoutes) {
        // A call that passes its own selector on (`show(route)`), or wraps it in a case (`handle(.open(route))`, for
        // `.open(.harbor)`: its callers pass `.harbor`): its callers name the case.
        let passedOn: [Int32]? =
          edge.argumentCase < 0
          ? (edge.forwardsParameter ? filter : nil)
          : (edge.forwardsInner ? graph.innerCases(of: filter, outer: edge.argumentCase) : nil)
        if let passedOn {
          if seen.insert([Int32(edge.caller)] + passedOn).inserted { queue.append((edge.caller, passedOn)) }
          continue
        }
        guard edge.argumentCase >= 0,
          filter.contains(edge.argumentCase) || (edge.argumentCompound >= 0 && filter.contains(edge.argumentCompound)),
          let place = graph.passingCall(of: function, at: position)
        else { continue }
        var search = SearchState()
        guard let next = step(along: edge, to: function, filter: filter, held: [], in: &search) else { continue }
        found[[edge.caller, place], default: []].formUnion(triggers(from: [next]).routes)
      }
    }
    return found.keys.sorted { $0.lexicographicallyPrecedes($1) }.map {
      PassingCall(caller: $0[0], place: $0[1], routes: found[$0]!.sorted())
    }
  }
}
