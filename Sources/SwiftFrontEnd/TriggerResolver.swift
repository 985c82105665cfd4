import NavigationModel
import SourceIndex

/// Finds the routes an action can fire from, by following calls back from where it is written to the
/// screens (views, view models, view controllers) that belong to routes, or to a coordinator's `start`.
/// Routes are numbered (see `RouteNumbers`) and functions too (see `CallGraph`): a search touches no name.
///
/// A screen's function fires from the routes its type belongs to, unless only other screens call it:
/// then it fires where they do. A view model that several routes share (`.step1(model)`,
/// `.step2(model)`) has each of its methods placed on the routes whose views call it, not on all of
/// the model's routes.
struct TriggerResolver: Sendable {
  /// What the search found for one site.
  struct Triggers: Sendable {
    /// Route numbers, ascending.
    var routes: [Int] = []
    /// The search reached a deep-link handler (the site is a deep link's step there).
    var reachesDeepLink = false
    /// Some callers were left out because they pass another enum case than the code's arm needs.
    var leftOutCallers = false
    /// Some caller passes one of the cases the code's arm needs, as a literal (`handle(.refresh)`).
    var someCallerSendsTheCase = false

    /// The search ended somewhere that says nothing of where the code fires: a coordinator reached by a
    /// callback, a function of no route that nothing calls.
    var reachesAnUnknownMoment = false
    /// The functions the search went through that no call of the app's reaches and that only the app's Swift code
    /// could call (`TriggerResolver.mayNeverRun`), by number, ascending: if nothing in the app names them either, they
    /// never run, and the search is made again without them (see `UncalledFunctions`).
    var uncalled: [Int] = []
    /// The search met functions known to never run (`TriggerResolver.neverRun`), and went no further there.
    var reachesCodeThatNeverRuns = false

    /// The start routes of the coordinators whose `start` (or initialiser) runs the code: it runs when
    /// the coordinator starts, not on a tap. Ascending; a subset of `routes`.
    var startedRoutes: [Int] = []
    /// The coordinators whose finish the code runs after, where the search found that finish asked
    /// (`CallGraph.Edge.afterFinishing`): it runs where each was started from, once it is gone. Ascending.
    var afterFinishing: [String] = []
    /// The routes where those finishes are asked, ascending: where the code fires if nothing is found that starts the
    /// finished coordinators (a tab's, say).
    var finishAskedOn: [Int] = []

    /// Callers send other cases of the code's arm, none sends its own, and no other path runs it at a
    /// moment the code does not show: the arm never runs.
    var armIsNeverSent: Bool { leftOutCallers && !someCallerSendsTheCase && !reachesAnUnknownMoment }

    /// What either search found.
    func union(_ other: Triggers) -> Triggers {
      Triggers(
        routes: Array(Set(routes).union(other.routes)).sorted(),
        reachesDeepLink: reachesDeepLink || other.reachesDeepLink,
        leftOutCallers: leftOutCallers || other.leftOutCallers,
        someCallerSendsTheCase: someCallerSendsTheCase || other.someCallerSendsTheCase,
        reachesAnUnknownMoment: reachesAnUnknownMoment || other.reachesAnUnknownMoment,
        uncalled: other.uncalled.isEmpty ? uncalled : Array(Set(uncalled).union(other.uncalled)).sorted(),
        reachesCodeThatNeverRuns: reachesCodeThatNeverRuns || other.reachesCodeThatNeverRuns,
        startedRoutes: Array(Set(startedRoutes).union(other.startedRoutes)).sorted(),
        afterFinishing: other.afterFinishing.isEmpty
          ? afterFinishing : Array(Set(afterFinishing).union(other.afterFinishing)).sorted(),
        finishAskedOn: other.finishAskedOn.isEmpty
          ? finishAskedOn : Array(Set(finishAskedOn).union(other.finishAskedOn)).sorted())
    }
  }

  /// What a search does on reaching a function.
  private struct Stop: Sendable {
    /// A deep-link handler: the search ends there.
    var isDeepLink = false
    /// A coordinator's function: a callback ends there, a start ends at the start route.
    var isCoordinator = false
    var isStart = false
    /// The coordinator's start route, for a start.
    var startRoute: Int?
    /// For a screen's function: the routes its type belongs to, as a list of `StopRules.routeLists`, or -1
    /// for none (a number, not a list: the stops of every function are made, held and freed together).
    var routeList: Int32 = -1
  }

  let graph: CallGraph
  /// For each numbered function, whether no call of the app's reaches it (its own aside) and only the app's Swift code
  /// could call it (`UncalledFunctions.mayNeverRun(in:)`): whether it never runs depends on whether the app names it.
  let mayNeverRun: [Bool]
  /// For each numbered function, whether it is known to never run (`UncalledFunctions`): a search goes no further
  /// there. Empty while none is known.
  private(set) var neverRun: [Bool] = []
  private let rules: StopRules
  /// Each numbered function's stop.
  private let stops: [Stop]
  /// For each numbered function, whether it is called, and only by functions of screens (other screens,
  /// or its own type): it then fires where its callers do, not from all of its type's routes. A caller
  /// that belongs to no route (a coordinator, a subview that no route holds) keeps the type's routes.
  private let calledByScreens: [Bool]
  /// For each stored property that calls pass as a selector (by its number in the call graph), the cases it
  /// may hold on each route whose screen is built with one (route number to case numbers, in `caseNumbers`).
  /// See `RouteValue`.
  private let heldValues: [Int32: [Int: [Int32]]]
  /// The call graph's case numbers, and after them the cases that screens are built with and no call names.
  private let caseNumbers: [String: Int32]

  static let startFunctions: NameList = ["start", "init"]

  /// What decides a function's stop: which types are coordinators, their start routes, the routes each
  /// screen type belongs to, the deep-link handlers.
  private struct StopRules: Sendable {
    var coordinatorNames: Set<String>
    var startRoutes: [String: Int]
    /// Each screen type's routes, by its list in `routeLists`.
    var ownedRoutes: [String: Int32]
    var routeLists: [[Int]]
    var deepLinkFunctions: Set<FunctionKey>

    func stop(for key: FunctionKey) -> Stop {
      var stop = Stop(isDeepLink: deepLinkFunctions.contains(key))
      if coordinatorNames.contains(key.typeName) {
        stop.isCoordinator = true
        stop.isStart = TriggerResolver.startFunctions.contains(String(key.baseName))
        stop.startRoute = startRoutes[key.typeName]
      } else {
        stop.routeList = ownedRoutes[key.typeName] ?? -1
      }
      return stop
    }

    /// The routes of a screen's stop (none for another).
    func routes(of stop: Stop) -> [Int] { stop.routeList < 0 ? [] : routeLists[Int(stop.routeList)] }
  }

  /// The coordinators' functions that build routes' screens, with those routes (see
  /// `DialectReading.screenFactories`): looked up only where a search reaches a coordinator's callback.
  private let screenFactories: [FunctionKey: [(coordinator: String, route: String)]]
  private let routeNumbers: RouteNumbers
  /// For each function (by number) that navigates to routes of its coordinator as it runs, those routes, ascending;
  /// a coordinator's `start`, its start routes (see `routesMade(by:)`).
  private let routesNavigatedTo: [Int: [Int]]
  /// The first element of a search state's `held` that says the rest are the routes a value was made for (see
  /// `CallGraph.Edge.writtenIn`), not a stored property and its cases.
  private static let madeForRoutes: Int32 = -2
  /// The first element of a search state's `held` that says the code runs once a coordinator is gone (the second
  /// element: the number of that coordinator's closures' function; see `CallGraph.Edge.afterFinishing`): the routes
  /// the search reaches from there are where the finish is asked, not where the code fires.
  private static let afterFinishing: Int32 = -3
  /// The first element of a search state's `held` that says the rest are the routes of the screen whose code made the
  /// value (`routesMade(onScreenOf:)`): the code runs on those of them the search reaches, if it reaches any.
  private static let madeOnWritersScreen: Int32 = -4

  /// `screenFactories`: see `DialectReading.screenFactories`; `routesNavigatedTo`: for each function that navigates
  /// to routes of its coordinator as it runs, those routes (`routesMade(by:)`); `threads`: the threads that find each
  /// function's stop (all the cores when nil).
  init(
    graph: CallGraph, coordinators: [Coordinator], routes: RouteNumbers, deepLinkFunctions: Set<FunctionKey>,
    screenFactories: [FunctionKey: [(coordinator: String, route: String)]] = [:],
    routesNavigatedTo: [FunctionKey: [Int]] = [:], threads: Int? = nil, mayNeverRun: [Bool] = []
  ) {
    self.screenFactories = screenFactories
    routeNumbers = routes
    self.graph = graph
    var navigated: [Int: [Int]] = [:]
    for (key, routes) in routesNavigatedTo {
      if let function = graph.number(of: key) { navigated[function] = routes }
    }
    self.routesNavigatedTo = navigated
    var starts: [String: Int] = [:]
    for coordinator in coordinators {
      if let start = routes.number(of: coordinator.name, coordinator.start.name) { starts[coordinator.name] = start }
    }
    // Each type's routes, ascending (the routes are visited in order, and a route names a type once).
    var owners: [String: Int32] = [:]
    var routeLists: [[Int]] = []
    for (route, types) in routes.types.enumerated() {
      for type in types {
        if let list = owners[type] {
          routeLists[Int(list)].append(route)
        } else {
          owners[type] = Int32(routeLists.count)
          routeLists.append([route])
        }
      }
    }
    let rules = StopRules(
      coordinatorNames: Set(coordinators.map(\.name)), startRoutes: starts, ownedRoutes: owners,
      routeLists: routeLists, deepLinkFunctions: deepLinkFunctions)
    self.rules = rules
    var held: [Int32: [Int: [Int32]]] = [:]
    var caseNumbers = graph.caseNumbers
    if !graph.propertyNumbers.isEmpty {
      for (route, values) in routes.values.enumerated() {
        // A property given something other than a case anywhere on the route holds what the route gives it.
        let unknown = Set(values.filter { $0.caseName == nil }.map { [$0.typeName, $0.property] })
        for value in values {
          guard let caseName = value.caseName, !unknown.contains([value.typeName, value.property]),
            let property = graph.propertyNumbers["\(value.typeName).\(value.property)"]
          else { continue }
          if caseNumbers[caseName] == nil { caseNumbers[caseName] = Int32(caseNumbers.count) }
          held[property, default: [:]][route, default: []].append(caseNumbers[caseName]!)
        }
      }
    }
    heldValues = held
    self.caseNumbers = caseNumbers
    let stops = Parallel.map(count: graph.functions.count, threads: threads) { rules.stop(for: graph.functions[$0]) }
    self.stops = stops
    self.mayNeverRun = mayNeverRun.isEmpty ? Array(repeating: false, count: graph.functions.count) : mayNeverRun
    calledByScreens = Parallel.map(count: graph.functions.count, threads: threads) { function in
      var called = false
      for edge in graph.calls(of: function) where edge.caller != function {
        guard stops[edge.caller].routeList >= 0 else { return false }
        called = true
      }
      return called
    }
  }

  /// The same searches, going no further where they reach a function that never runs (`neverRun`: for each function
  /// number, whether it never runs).
  func knowing(neverRun: [Bool]) -> TriggerResolver {
    var resolver = self
    resolver.neverRun = neverRun
    return resolver
  }

  /// The case numbers of these case names, as a search's filter (empty: none); a case that no call
  /// passes leaves a filter that only calls passing no literal case get through.
  private func filter(for cases: Set<String>) -> [Int32] {
    guard !cases.isEmpty else { return [] }
    let numbers = cases.compactMap { caseNumbers[$0] }.sorted()
    return numbers.isEmpty ? [Int32.max] : numbers
  }

  /// The routes among `routes` where the screens may hold a case that `held` allows (`held`: a stored
  /// property's number, then the case numbers; empty: every route). A route whose screen is built with no
  /// known case for the property is kept.
  private func routes(_ routes: [Int], holding held: [Int32]) -> [Int] {
    guard let property = held.first, let values = heldValues[property] else { return routes }
    let allowed = held.dropFirst()
    return routes.filter { route in values[route].map { $0.contains(where: allowed.contains) } ?? true }
  }

  /// Whether some code calls `function` on one of these types.
  func isCalled(_ function: String, onAnyOf types: [String]) -> Bool {
    types.contains { type in
      graph.number(of: CallGraph.key(type, function)).map { !graph.calls(of: $0).isEmpty } ?? false
    }
  }

  /// The routes whose screens a function builds: a route's factory's own, or, for a helper that only
  /// factories call and not from a callback (`navigationItem.leftBarButtonItem = closeButton()`), theirs.
  private func routesBuilt(by function: Int) -> [Int] {
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

  /// The routes from which code written in `function` of `type` runs. (A function the call graph does
  /// not number, which no type declares, is searched alone: nothing calls it.) When the code sits in
  /// arms of a `switch` over the function's enum parameter (`cases`: those case names), only the calls
  /// that pass one of them, or pass no enum case, run it (`handle(.openCart)` runs `case .openCart:`);
  /// so on up the calls (a view's `model.send(.compose)` runs the call in `send`'s `case .compose:`).
  func triggers(typeName: String, function: String, isCallback: Bool, cases: Set<String> = []) -> Triggers {
    let key = CallGraph.key(typeName, function)
    var found: Set<Int> = []
    var started: Set<Int> = []
    /// The routes of screens' functions that other screens call, kept in case no caller leads to a route
    /// (screens that only call each other).
    var passed: Set<Int> = []
    /// The coordinators (by their closures' function) whose finish the code runs after, where the search reached a
    /// route that asks the finish.
    var finishedChildren: Set<Int32> = []
    /// The routes where the search found those finishes asked.
    var askingRoutes: Set<Int> = []
    /// For code of a value made on a screen: whether the search reached one of that screen's routes, and the other
    /// routes it reached, as found or as passed by screens (kept only when it reached none of the screen's).
    var reachedWritersScreen = false
    var awayFromWritersScreen: (found: Set<Int>, passed: Set<Int>) = ([], [])
    var result = Triggers()
    /// Applies a stop (for a screen, on the routes where it holds a case `held` allows); whether the search
    /// goes on to the function's callers.
    func reach(
      _ stop: Stop, of function: Int? = nil, asCallback: Bool, calledByScreens: Bool = false, held: [Int32] = []
    ) -> Bool {
      if stop.isDeepLink {
        result.reachesDeepLink = true
        return false
      }
      if stop.isCoordinator {
        if asCallback {
          // Wired by a route's factory into the screen it builds (`UIAction { ... }`, `#selector(close)`),
          // or by a helper that only factories call, as they build (`closeButton()`).
          let built = function.map(routesBuilt(by:)) ?? []
          if built.isEmpty { result.reachesAnUnknownMoment = true }
          found.formUnion(built)
          return false
        }
        if stop.isStart {
          if let route = stop.startRoute {
            found.insert(route)
            started.insert(route)
          } else {
            result.reachesAnUnknownMoment = true
          }
          return false
        }
      } else {
        // Routes whose screens hold none of the cases are left out as callers that pass another case are:
        // an arm that no screen holds fires from nowhere. A value made for some routes runs on those of its routes
        // (on all of them if it shows none of those).
        let owned = rules.routes(of: stop)
        var holding = owned
        if held.first == Self.madeForRoutes {
          let made = owned.filter { held.dropFirst().contains(Int32($0)) }
          if !made.isEmpty { holding = made }
        } else if held.first == Self.madeOnWritersScreen {
          holding = owned.filter { held.dropFirst().contains(Int32($0)) }
          if !holding.isEmpty {
            reachedWritersScreen = true
          } else if calledByScreens {
            awayFromWritersScreen.passed.formUnion(owned)
          } else {
            awayFromWritersScreen.found.formUnion(owned)
          }
        } else {
          holding = routes(owned, holding: held)
          if holding.count < owned.count { result.leftOutCallers = true }
        }
        if calledByScreens {
          passed.formUnion(holding)
        } else {
          found.formUnion(holding)
        }
      }
      return true
    }
    guard let start = graph.number(of: key) else {
      _ = reach(rules.stop(for: key), asCallback: isCallback)
      result.routes = found.sorted()
      result.startedRoutes = started.sorted()
      return result
    }
    // A function is reached as a callback or not: two states per function. A state may carry a filter:
    // the enum cases whose arms the call that led there sits in; then only the callers that pass one
    // of those cases, or pass no literal case, go on (`send(.compose)` for `case .compose:`). A caller
    // that passes a stored property instead (`next(after: step)`) runs the code on the routes where its
    // screen holds one of those cases: the state carries that too (`held`: the property, then the cases).
    var queue: [(state: Int, filter: [Int32], held: [Int32])] = [
      (start * 2 + (isCallback ? 1 : 0), filter(for: cases), [])
    ]
    var seen: Set<Int> = []
    var seenFiltered: Set<[Int32]> = []
    while let (state, filter, held) = queue.popLast() {
      if filter.isEmpty && held.isEmpty {
        guard seen.insert(state).inserted else { continue }
      } else {
        let key = held.isEmpty ? [Int32(state)] + filter : [Int32(state)] + filter + [Int32.min] + held
        guard !seen.contains(state), seenFiltered.insert(key).inserted else { continue }
      }
      let function = state / 2
      if !neverRun.isEmpty && neverRun[function] {
        result.reachesCodeThatNeverRuns = true
        continue
      }
      if held.first == Self.afterFinishing {
        // Code run once a coordinator is gone fires where that coordinator was started, if a route the search reaches
        // asks the finish.
        let stop = stops[function]
        if stop.isDeepLink {
          result.reachesDeepLink = true
          continue
        }
        let ends = stop.isCoordinator && (state % 2 == 1 || stop.isStart)
        var asking: [Int] = []
        if !stop.isCoordinator {
          asking = rules.routes(of: stop)
        } else if ends {
          asking = state % 2 == 1 ? routesBuilt(by: function) : stop.startRoute.map { [$0] } ?? []
        }
        let reaches = !asking.isEmpty
        if reaches {
          finishedChildren.insert(held[1])
          askingRoutes.formUnion(asking)
        }
        if ends {
          if !reaches { result.reachesAnUnknownMoment = true }
          continue
        }
      } else {
        guard
          reach(
            stops[function], of: function, asCallback: state % 2 == 1, calledByScreens: calledByScreens[function],
            held: held)
        else {
          continue
        }
      }
      let callers = graph.calls(of: function)
      if mayNeverRun[function] { result.uncalled.append(function) }
      if callers.isEmpty && stops[function].routeList < 0 { result.reachesAnUnknownMoment = true }
      for edge in callers {
        // The caller's literal and the filter are values of one parameter, the callee's selector.
        let passesALiteral = !filter.isEmpty && edge.argumentCase >= 0
        // A compound case (`open(.harbor)`) passes the arm of its outer case and the arm of itself.
        if passesALiteral, !filter.contains(edge.argumentCase),
          edge.argumentCompound < 0 || !filter.contains(edge.argumentCompound)
        {
          result.leftOutCallers = true
          continue
        }
        // A call in a closure that opens a link (`.onOpenURL { url in coordinator.open(url) }`) runs the code for links.
        if edge.inDeepLink {
          result.reachesDeepLink = true
          continue
        }
        // A call that wraps its caller's parameter (`handle(.open(route))`) passes on what its own callers send; one in
        // arms of its caller's value (`case .cart: show(.cart)`) sends the case only where those arms run.
        if passesALiteral && !edge.forwardsInner && edge.armCases < 0 { result.someCallerSendsTheCase = true }
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
        let holds =
          edge.heldProperty >= 0 && !filter.isEmpty && edge.argumentCase < 0 && heldValues[edge.heldProperty] != nil
        // A call in the caller's own arms over its stored property (`switch step { case .last: ... }` in the
        // screen) is made on the caller's routes where the property holds one of those cases.
        let ownArms =
          edge.armProperty >= 0 && heldValues[edge.armProperty] != nil
          ? [edge.armProperty] + graph.caseSets[Int(edge.armPropertyCases)] : nil
        var nextHeld = ownArms ?? (holds ? [edge.heldProperty] + filter : held)
        // A call in the completion of a coordinator's finish, or after it: what the search reaches from there asks the
        // finish; the code runs once the coordinator is gone.
        if held.first == Self.afterFinishing {
          nextHeld = held
        } else if edge.afterFinishing >= 0 {
          nextHeld = [Self.afterFinishing, edge.afterFinishing]
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
        queue.append((edge.caller * 2 + (edge.isCallback ? 1 : 0), next, nextHeld))
      }
    }
    // Code of values made on a screen whose calls the search never met on that screen runs where they were met.
    if !reachedWritersScreen {
      found.formUnion(awayFromWritersScreen.found)
      passed.formUnion(awayFromWritersScreen.passed)
    }
    // Screens that only call each other keep their routes, unless callers were left out on purpose.
    result.routes = (found.isEmpty && !result.leftOutCallers ? passed : found).sorted()
    result.startedRoutes = started.sorted()
    if !finishedChildren.isEmpty {
      var names: [String] = []
      for child in finishedChildren { names.append(graph.functions[Int(child)].typeName) }
      result.afterFinishing = names.sorted()
      result.finishAskedOn = askingRoutes.sorted()
    }
    if result.uncalled.count > 1 { result.uncalled = Array(Set(result.uncalled)).sorted() }
    return result
  }
}
