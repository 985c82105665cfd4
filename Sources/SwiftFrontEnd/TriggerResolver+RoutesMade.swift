extension TriggerResolver {
  /// The routes whose screens a function builds: a route's factory's own, or, for a helper that only
  /// factories call and not from a callback (`navigationItem.leftBarButtonItem = closeButton()`), theirs.
  func routesBuilt(by function: Int) -> [Int] {
    guard !screenFactories.isEmpty else { return [] }
    let own = factoryRoutes(function)
    guard own.isEmpty else { return own }
    let callers = graph.calls(of: function).filter { $0.caller != function }
    guard !callers.isEmpty, !callers.contains(where: \.isCallback) else { return [] }
    var built: Set<Int> = []
    for caller in callers {
      let routes = factoryRoutes(caller.caller)
      guard !routes.isEmpty else { return [] }
      built.formUnion(routes)
    }
    return built.sorted()
  }

  /// What `found` finds on `routes` (ascending), when it finds any of them; else `found` unchanged.
  func narrowed(_ found: Triggers, to routes: [Int]) -> Triggers {
    var narrowed = found
    narrowed.routes = found.routes.filter { routes.contains($0) }
    guard !narrowed.routes.isEmpty else { return found }
    narrowed.startedRoutes = found.startedRoutes.filter { routes.contains($0) }
    return narrowed
  }

  /// The routes a function makes values for, ascending: those whose screens it builds (`routesBuilt(by:)`), and those
  /// of its coordinator it navigates to as it runs, whose route cases it gives the values it makes
  /// (`navigate(toRoute: .email(FormModel(...)))`; a coordinator's `start`, its start routes). A closure given to the
  /// initialiser of a value made there runs on those routes' screens.
  func routesMade(by function: Int) -> [Int] {
    let navigated = routesNavigatedTo[function] ?? []
    let built = routesBuilt(by: function)
    return built.isEmpty ? navigated : Array(Set(built).union(navigated)).sorted()
  }

  /// `routesMade(by:)` of the function `key`; empty for one the call graph does not number.
  func routesMade(byFunction key: FunctionKey) -> [Int] {
    graph.number(of: key).map(routesMade(by:)) ?? []
  }

  /// The routes that show the screen (a view, a view controller, a model: no coordinator) whose function makes a value,
  /// ascending: a closure given to that value's initialiser runs where that screen calls it (`Row(title: "Help") { ...
  /// }` in a screen's rows, beside other screens' rows with closures of their own), as far as the calls show.
  func routesMade(onScreenOf function: Int) -> [Int] {
    let stop = stops[function]
    return stop.isCoordinator || stop.isDeepLink ? [] : rules.routes(of: stop)
  }

  /// `routesMade(onScreenOf:)` of the function `key`; empty for one the call graph does not number.
  func routesMade(onScreenOfFunction key: FunctionKey) -> [Int] {
    graph.number(of: key).map(routesMade(onScreenOf:)) ?? []
  }

  /// The numbers of the routes a function builds as a route's factory, ascending; empty for another.
  private func factoryRoutes(_ function: Int) -> [Int] {
    screenFactories[graph.functions[function]].map { built in
      built.compactMap { routeNumbers.number(of: $0.coordinator, $0.route) }.sorted()
    } ?? []
  }
}
