import NavigationModel
import SourceIndex

/// The route a stack coordinator starts at: the one `router.startFlow(route:)` shows.
extension ALCoordinatorReader {
  /// The route that `router.startFlow(route:)` shows in `start` or an initialiser (in a `CoordinatorSUI`,
  /// the first `show(.route)` there).
  func startFlowRoute(of coordinator: ALCoordinatorDialect.Declared) -> NameReference? {
    startFlowCall(of: coordinator).map { NameReference($0.route, at: $0.call.location) }
  }

  /// The call that shows a coordinator's start route, and that route: the first that runs when the
  /// coordinator starts, before one in a closure that runs later (`session.$isSignedIn.sink { ... }` in the
  /// initialiser), which is taken only when there is no other.
  func startFlowCall(of coordinator: ALCoordinatorDialect.Declared) -> (call: CallItem, route: String)? {
    let member = coordinator.showsRoutes ? "show" : "startFlow"
    var later: (call: CallItem, route: String)?
    for function in startingFunctions(of: coordinator) {
      let context = CodeContext(typeName: coordinator.type.name, function: function)
      for call in function.calls where call.member == member && isOwnRouter(call.receiver) {
        guard let route = call.arguments.first.flatMap({ routeCase(of: $0.value, by: coordinator, in: context) })
        else { continue }
        if Self.runsAtStart(call) { return (call, route) }
        if later == nil { later = (call, route) }
      }
    }
    return later
  }

  static let startFunctions: NameList = ["start", "init"]

  /// The functions that run as a coordinator starts: its own `start` and initialisers, and, where it declares no
  /// `start`, the one of the nearest class of the app it inherits from that declares one (`class BaseFlow<R>:
  /// Coordinator<R> { override func start() async { await startFlow(route: initialRoute) } }`), read as the
  /// coordinator's own (its overrides give `initialRoute`).
  func startingFunctions(of coordinator: ALCoordinatorDialect.Declared) -> [FunctionItem] {
    let own = coordinator.type.functions.filter { Self.startFunctions.contains($0.name) }
    guard !own.contains(where: { $0.name == "start" }) else { return own }
    for ancestor in types.lineage(of: coordinator.type.name).dropFirst() {
      if let start = ancestor.functions(named: "start").first { return own + [start] }
    }
    return own
  }

  /// Whether a function is one that runs as the coordinator starts (`startingFunctions(of:)`).
  func startsCoordinator(_ function: FunctionItem?, _ coordinator: ALCoordinatorDialect.Declared) -> Bool {
    guard let function, Self.startFunctions.contains(function.name) else { return false }
    return startingFunctions(of: coordinator).contains { $0.location == function.location }
  }

  /// Whether a call in `start` or an initialiser runs as the coordinator starts: in no closure, or only in
  /// closures that run at once (`Task { await startFlow(route: .home) }`), not in one that runs later.
  static func runsAtStart(_ call: CallItem) -> Bool {
    call.closureHosts.allSatisfy(ClosureRunner.transparentHosts.contains)
  }

  /// `router`, `self.router`, `self` or nothing: the coordinator's own navigation.
  func isOwnRouter(_ receiver: [ChainStep]) -> Bool {
    receiver.isEmpty || receiver == [.name("router")] || receiver == [.name("self"), .name("router")]
      || receiver == [.name("self")]
  }

  /// The routes that `startFlow` picks among when a condition picks the start (`startFlow(route: signedIn
  /// ? .beds : .welcome)`), in the order written, with the call.
  func startFlowChoices(of coordinator: ALCoordinatorDialect.Declared) -> (call: CallItem, routes: [String])? {
    guard !coordinator.showsRoutes else { return nil }
    for function in startingFunctions(of: coordinator) {
      let context = CodeContext(typeName: coordinator.type.name, function: function)
      for call in function.calls where call.member == "startFlow" && isOwnRouter(call.receiver) {
        // A counter through ordered steps starts at its initial value (`startFlow(route: steps[index])`).
        if let step = startStep(of: call, by: coordinator, in: context.at(call.location)) { return (call, [step]) }
        if let routes = routeChoices(of: call, by: coordinator, in: context) { return (call, routes) }
      }
    }
    return nil
  }

  /// The routes a condition picks the start among, for a coordinator whose start is picked so: by a
  /// conditional value (`startFlow(route: signedIn ? .beds : .welcome)`) or by branches that each call
  /// `startFlow` (`if signedIn { startFlow(route: .beds) } else { startFlow(route: .welcome) }`).
  func pickedStart(_ coordinator: ALCoordinatorDialect.Declared) -> (call: CallItem, routes: [String])? {
    guard coordinator.kind != .tabs else { return nil }
    guard startFlowCall(of: coordinator) != nil else {
      return startFlowChoices(of: coordinator).flatMap { $0.routes.count > 1 ? $0 : nil }
    }
    return startFlowBranches(of: coordinator)
  }

  /// The routes that `startFlow` calls in different branches of `start` or an initialiser show (arms of an
  /// `if`, a `guard`'s `else`, `case`s of a `switch`), or that one call's route may be (a computed property that
  /// picks), in the order written, with the first call, when they show more than one. Calls one after another in one
  /// branch (`startFlow(.splash)`, a wait, then `startFlow(.home)`) are no choice, nor is one in a closure, which runs
  /// later.
  private func startFlowBranches(of coordinator: ALCoordinatorDialect.Declared) -> (call: CallItem, routes: [String])? {
    guard !coordinator.showsRoutes else { return nil }
    var first: CallItem?
    var routes: [String] = []
    var places: Set<StartPlace> = []
    var pickedByOneCall = false
    for function in startingFunctions(of: coordinator) {
      let context = CodeContext(typeName: coordinator.type.name, function: function)
      for call in function.calls
      where call.member == "startFlow" && call.closureHosts.isEmpty && isOwnRouter(call.receiver) {
        // A computed property or method of the coordinator's that picks (`var firstRoute: Route { seenIntro ? .map :
        // .intro }`) gives each route it may return.
        let named = call.arguments.first.map { routeCases(of: $0.value, by: coordinator, in: context, depth: 0) } ?? []
        let shown = named.isEmpty ? routeChoices(of: call, by: coordinator, in: context) ?? [] : named
        guard !shown.isEmpty else { continue }
        if first == nil { first = call }
        if named.count > 1 { pickedByOneCall = true }
        places.insert(StartPlace(function: function.name, branches: call.branches, cases: call.casePatterns))
        for route in shown where !routes.contains(route) { routes.append(route) }
      }
    }
    guard let first, routes.count > 1, places.count > 1 || pickedByOneCall else { return nil }
    return (first, routes)
  }

  /// Where a `startFlow` call is: its function, and the branches and cases around it.
  private struct StartPlace: Hashable {
    var function: String
    var branches: [Int]
    var cases: [ExpressionShape]
  }

}
