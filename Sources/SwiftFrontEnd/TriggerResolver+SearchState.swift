extension TriggerResolver {
  /// What one search (`triggers(typeName:function:isCallback:cases:)`) has met so far.
  struct SearchState {
    /// The routes the search found the code runs on.
    var found: Set<Int> = []
    /// The start routes of the coordinators whose `start` the search reached.
    var started: Set<Int> = []
    /// The routes of screens' functions that other screens call, kept in case no caller leads to a route
    /// (screens that only call each other).
    var passed: Set<Int> = []
    /// Whether the search met code that runs as a screen goes away (`TriggerResolver.leaving`): then screens' routes
    /// passed are no fallback (a view's helper that only its `.onDisappear` calls runs on none).
    var metLeaving = false
    /// The coordinators (by their closures' function) whose finish the code runs after, where the search reached a
    /// route that asks the finish.
    var finishedChildren: Set<Int32> = []
    /// The routes where the search found those finishes asked.
    var askingRoutes: Set<Int> = []
    /// The routes where the search found a dismiss asked that the code runs after.
    var dismissingRoutes: Set<Int> = []
    /// The routes where the search found a close asked that the code runs after.
    var closingRoutes: Set<Int> = []
    /// For code of a value made on a screen: whether the search reached one of that screen's routes, and the other
    /// routes it reached, as found or as passed by screens (kept only when it reached none of the screen's).
    var reachedWritersScreen = false
    var awayFromWritersScreen: (found: Set<Int>, passed: Set<Int>) = ([], [])
    /// The rest of what the search tells, as it will be returned.
    var result = Triggers()

    /// What the search found, once it has run (`graph`: the call graph it ran on, for the finished coordinators'
    /// names).
    consuming func triggers(graph: CallGraph) -> Triggers {
      // Code of values made on a screen whose calls the search never met on that screen runs where they were met.
      if !reachedWritersScreen {
        found.formUnion(awayFromWritersScreen.found)
        passed.formUnion(awayFromWritersScreen.passed)
      }
      // Screens that only call each other keep their routes, unless callers were left out on purpose or run as a
      // screen goes away.
      result.routes = (found.isEmpty && !result.leftOutCallers && !metLeaving ? passed : found).sorted()
      result.startedRoutes = started.sorted()
      if !finishedChildren.isEmpty {
        var names: [String] = []
        for child in finishedChildren { names.append(graph.functions[Int(child)].typeName) }
        result.afterFinishing = names.sorted()
        result.finishAskedOn = askingRoutes.sorted()
      }
      if !dismissingRoutes.isEmpty { result.dismissAskedOn = dismissingRoutes.sorted() }
      if !closingRoutes.isEmpty { result.closeAskedOn = closingRoutes.sorted() }
      if result.uncalled.count > 1 { result.uncalled = Array(Set(result.uncalled)).sorted() }
      return result
    }
  }

  /// Applies a stop to `search` (for a screen, on the routes where it holds a case `held` allows); whether the search
  /// goes on to the function's callers.
  @inline(__always) func reach(
    _ stop: Stop, of function: Int? = nil, asCallback: Bool, calledByScreens: Bool = false, held: [Int32] = [],
    in search: inout SearchState
  ) -> Bool {
    if stop.isDeepLink {
      search.result.reachesDeepLink = true
      return false
    }
    if stop.isCoordinator {
      if asCallback {
        // Wired by a route's factory into the screen it builds (`UIAction { ... }`, `#selector(close)`),
        // or by a helper that only factories call, as they build (`closeButton()`).
        let built = function.map(routesBuilt(by:)) ?? []
        if built.isEmpty { search.result.reachesAnUnknownMoment = true }
        search.found.formUnion(built)
        return false
      }
      if stop.isStart {
        if let route = stop.startRoute {
          search.found.insert(route)
          search.started.insert(route)
        } else {
          search.result.reachesAnUnknownMoment = true
        }
        return false
      }
      return true
    }
    // Routes whose screens hold none of the cases are left out as callers that pass another case are:
    // an arm that no screen holds fires from nowhere. A value made for some routes runs on those of its routes
    // (on all of them if it shows none of those).
    let owned = rules.routes(of: stop)
    var holding = owned
    if held.first == Self.madeForRoutes {
      let made = owned.filter { held.dropFirst().contains(Int32($0)) }
      if !made.isEmpty { holding = made }
    } else if held.first == Self.shownByCoordinator {
      holding = owned.filter { held.dropFirst().contains(Int32($0)) }
      if holding.count < owned.count { search.result.leftOutCallers = true }
    } else if held.first == Self.madeOnWritersScreen {
      holding = owned.filter { held.dropFirst().contains(Int32($0)) }
      if !holding.isEmpty {
        search.reachedWritersScreen = true
      } else if calledByScreens {
        search.awayFromWritersScreen.passed.formUnion(owned)
      } else {
        search.awayFromWritersScreen.found.formUnion(owned)
      }
    } else {
      holding = routes(owned, holding: held)
      if holding.count < owned.count { search.result.leftOutCallers = true }
    }
    if calledByScreens {
      search.passed.formUnion(holding)
    } else {
      search.found.formUnion(holding)
    }
    return true
  }

  /// Reaches a state of code that runs once a presented layer is gone: as any state, but the routes it reaches are
  /// where the dismiss is asked (`SearchState.dismissingRoutes`; `closingRoutes` after a close), not where the code
  /// fires; `held`: what narrows those routes (a stored property and its cases), after the marker. Whether the search
  /// goes on to the function's callers.
  func reachAfterDismissing(
    state: Int, calledByScreens: Bool, closing: Bool, held: [Int32], in search: inout SearchState
  ) -> Bool {
    let function = state / 2
    // What this state reaches alone: a route the search found already (by code no dismiss precedes) asks it too.
    let (found, passed) = (search.found, search.passed)
    (search.found, search.passed) = ([], [])
    let goesOn = reach(
      stops[function], of: function, asCallback: state % 2 == 1, calledByScreens: calledByScreens, held: held,
      in: &search)
    let asking = search.found.union(search.passed)
    if closing {
      search.closingRoutes.formUnion(asking)
    } else {
      search.dismissingRoutes.formUnion(asking)
    }
    (search.found, search.passed) = (found, passed)
    return goesOn
  }

  /// Reaches a state of code that runs once a coordinator is gone (`child`: the number of that coordinator's closures'
  /// function): it fires where that coordinator was started, if a route the search reaches asks the finish; `held`:
  /// what narrows the routes that ask (a stored property and its cases), after the marker and the child. Whether the
  /// search goes on to the function's callers.
  @inline(__always) func reachAfterFinishing(state: Int, child: Int32, held: [Int32], in search: inout SearchState)
    -> Bool
  {
    let function = state / 2
    let stop = stops[function]
    if stop.isDeepLink {
      search.result.reachesDeepLink = true
      return false
    }
    let ends = stop.isCoordinator && (state % 2 == 1 || stop.isStart)
    var asking: [Int] = []
    if !stop.isCoordinator {
      asking = held.isEmpty ? rules.routes(of: stop) : routes(rules.routes(of: stop), holding: held)
    } else if ends {
      asking = state % 2 == 1 ? routesBuilt(by: function) : stop.startRoute.map { [$0] } ?? []
    }
    let reaches = !asking.isEmpty
    if reaches {
      search.finishedChildren.insert(child)
      search.askingRoutes.formUnion(asking)
    }
    if ends {
      if !reaches { search.result.reachesAnUnknownMoment = true }
      return false
    }
    return true
  }
}
