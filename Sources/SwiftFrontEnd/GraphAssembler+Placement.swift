import NavigationModel
import SourceIndex

/// Where each action site goes: the routes it fires from, the action as it reads there, and the
/// events that actions of another coordinator than the screen's imply.
extension GraphAssembler {
  /// Where one site goes: the routes with the action as it reads there; the inferred trigger or the
  /// relayed event it implies.
  struct Placement: Sendable {
    /// Route numbers, each with the action as it reads there.
    var routes: [(Int, Action)] = []
    var inferred: InferredTrigger?
    var relay: (coordinator: String, handler: EventHandler)?
    /// The entry coordinator's `start` runs the site's action (at launch, not on a tap).
    var launches = false
    /// The functions its search went through that may never run (`TriggerResolver.Triggers.uncalled`).
    var uncalled: [Int] = []
    /// Whether it runs once a child coordinator is gone (`TriggerResolver.Triggers.afterFinishing`): it is placed again
    /// where that child is started (`placeAfterFinishing`).
    var afterFinishing = false
    /// Whether it runs once a presented layer is gone (`dismissesBefore`): it is placed again where that layer was
    /// presented (`placeAfterDismissing`).
    var afterDismissing = false
    /// Whether it shows a screen of the acting coordinator on routes of another (`Coordinator.route`): such an action
    /// may land on the acting coordinator's own stack instead (`landOnOwnStacks`).
    var showsAnotherStacksScreen = false
  }

  /// Where a site fires from, or nil when it is left out. Code in a closure given to an app type also
  /// fires where that type does. Code of an app base class runs in the subclass that acts: it fires
  /// where the subclass's method is called (or the base's); a subclass whose method nothing calls, while
  /// the method is called on another subclass or on the base, does not use it, and the site is left out
  /// rather than placed on every route as inferred. `key`: the function the site is written in.
  func triggers(of site: ActionSite, writtenIn key: FunctionKey, in triggers: TriggerResolver)
    -> TriggerResolver.Triggers?
  {
    let found = searchedTriggers(of: site, writtenIn: key, in: triggers)
    // Code in the completion of a coordinator's finish, or written after a finish, runs where the finished
    // coordinator was started from; where its finish is asked is what the search found.
    guard let found, let child = finishedBefore(site) else { return found }
    var after = TriggerResolver.Triggers()
    after.afterFinishing = [child]
    after.finishAskedOn = found.routes
    return after
  }

  /// `triggers(of:writtenIn:in:)`, the finishes aside.
  private func searchedTriggers(of site: ActionSite, writtenIn key: FunctionKey, in triggers: TriggerResolver)
    -> TriggerResolver.Triggers?
  {
    let function = key.function
    let runner = ClosureRunner.of(
      site.closureHosts, targets: site.closureTargets, labels: site.closureLabels, in: site.context, types: types,
      resolver: resolver, at: CodeContext.order(of: site.action.location))
    let cases = EnumParameterCases.of(
      site.casePatterns, in: site.context.function, of: site.context.typeName, types: types)
    // Code that observes a notification runs where the app posts it (if it does).
    if Notifications.mayObserve(site.closureHosts),
      let notification = Notifications.observed(at: site.action.location, in: site.context.function, types: types),
      triggers.isCalled(Notifications.functionName(notification), onAnyOf: [Notifications.typeName])
    {
      return triggers.triggers(
        typeName: Notifications.typeName, function: Notifications.functionName(notification), isCallback: false)
    }
    // A closure that receives a type's values (its subject's, its published property's, its stored closure's) runs
    // each arm over the value where its case is sent, set or passed; where it subscribes, only with what the
    // publisher gives at once.
    var arms = runner.runningType.map { ReceivedValueArms.cases(of: site, runningIn: $0, types: types) } ?? []
    let subscribing = SubjectEvents.subscribing(
      by: runner, hosts: site.closureHosts, targets: site.closureTargets, arms: arms, in: site.context.typeName,
      types: types)
    // Subscribed through a filter to one case (`events.filter { $0 == .showHelp }.sink { ... }`): as in its arm.
    if arms.isEmpty, let filtered = subscribing?.filtered { arms = [filtered] }
    var found =
      runner.firesWhereWritten && subscribing?.runs != false
      ? triggers.triggers(
        typeName: site.context.typeName, function: function,
        isCallback: subscribing?.givenAtOnce == nil && runner.isCallbackOfWriter, cases: cases)
      : TriggerResolver.Triggers()
    if let type = runner.runningType {
      let function =
        triggers.graph.number(of: CallGraph.key(type, runner.closureFunction)) != nil
        ? runner.closureFunction : ClosureRunner.closureFunction
      var received = triggers.triggers(typeName: type, function: function, isCallback: false, cases: arms)
      // A closure given to a value made for a route (the screen a route's factory builds, `FormScreen(onDone: { ...
      // })` in `emailScreen()`, or a value given to the route case the function navigates to, `navigate(toRoute:
      // .email(FormModel(onDone: { ... })))`, or assigned to its property) runs on that route's screen: not on the
      // other routes that show the type, each with closures of its own.
      if ClosureRunner.isGivenToValueMadeHere(
        of: type, hosts: site.closureHosts, targets: site.closureTargets, in: site.context, types: types)
      {
        // Made by a screen's code rather than for a route: on that screen's routes.
        var made = triggers.routesMade(byFunction: key)
        if made.isEmpty { made = triggers.routesMade(onScreenOfFunction: key) }
        if !made.isEmpty { received = triggers.narrowed(received, to: made) }
      }
      // An arm whose case no one sends or passes, while others are, never runs: the writer's own moment (a
      // coordinator's callback, unknown) does not make it run.
      if !arms.isEmpty, received.armIsNeverSent, found.routes.isEmpty { return received }
      found = found.union(received)
    }
    // Written in an arm of a route enum's `switch self`: on that arm's routes.
    let own = inOwnArm(found.routes, of: site, routes: triggers.routeNumbers)
    if own.count < found.routes.count { found = triggers.narrowed(found, to: own) }
    let base = site.context.typeName
    guard base != site.coordinator, types.derives(site.coordinator, from: base) else { return found }
    found = found.union(
      triggers.triggers(
        typeName: site.coordinator, function: function, isCallback: runner.isCallbackOfWriter, cases: cases))
    if found.routes.isEmpty, !found.reachesDeepLink,
      triggers.isCalled(function, onAnyOf: types.namesSharingCode(of: base))
    {
      return nil
    }
    return found
  }

  /// The routes among `found` that the arm of a route enum's `switch self` the site sits in builds (`case
  /// .confirmation(let c): StepView(title: "Done") { Task { await c.finishFlow() } }` in its `body`: the route
  /// `confirmation`, though the other routes show a `StepView` too, with closures of their own): those whose route enum
  /// value is one of the arm's cases (`RouteValue` of `selfProperty`). `found` where the site sits in no such arm, or the
  /// arm's enum is no route enum of them (an enum of the app's that only shares case names with routes).
  private func inOwnArm(_ found: [Int], of site: ActionSite, routes: RouteNumbers) -> [Int] {
    guard !found.isEmpty, !site.casePatterns.isEmpty, let type = types.type(named: site.context.typeName),
      type.declaration.kind == "enum",
      let (property, cases) = EnumParameterCases.ofProperty(site.casePatterns, in: type, types: types),
      property == EnumParameterCases.selfProperty
    else { return found }
    let own = found.filter { route in
      routes.values[route].contains {
        $0.typeName == type.name && $0.property == property && $0.caseName.map(cases.contains) == true
      }
    }
    return own.isEmpty ? found : own
  }

  /// The coordinator whose finish the site's code runs after: in the completion of a child's finish
  /// (`ClosureRunner.finishedChild`), or written after a finish in straight-line code (`FinishedBefore`).
  private func finishedBefore(_ site: ActionSite) -> String? {
    guard sitesFinish else { return nil }
    if site.closureHosts.contains(where: ClosureRunner.isFinish),
      let child = ClosureRunner.finishedChild(
        hosts: site.closureHosts, targets: site.closureTargets, in: site.context, types: types, resolver: resolver)
    {
      return child
    }
    guard let function = site.context.function,
      function.calls.contains(where: { ClosureRunner.isFinish($0.member) }),
      let index = FinishedBefore.index(of: site.action.location, in: function)
    else { return nil }
    return FinishedBefore.child(
      before: index, in: function, of: site.context.typeName, types: types, resolver: resolver)
  }

  /// The routes an action goes on (by number), and the action as it reads there.
  func placement(of site: ActionSite, on found: TriggerResolver.Triggers, routes: RouteNumbers)
    -> Placement
  {
    if (site.continuesInChain && !site.isPlacedInChain) || site.showsAgainInChain { return Placement() }
    var site = site
    if site.closesChain || site.isPlacedInChain { site.action.confidence = .inferred }
    if let screen = site.followsStepShowing, let route = routes.number(of: site.coordinator, screen) {
      return Placement(routes: [(route, site.action)])
    }
    // (Most sites fire from their own coordinator's routes alone: those are then not copied.)
    let allOwn = found.routes.allSatisfy { routes.coordinators[$0] == site.coordinator }
    let ownRoutes = allOwn ? found.routes : found.routes.filter { routes.coordinators[$0] == site.coordinator }
    let notFrom = site.notFrom
    if !ownRoutes.isEmpty {
      let own = notFrom.isEmpty ? ownRoutes : ownRoutes.filter { !notFrom.contains(routes.names[$0]) }
      let placed = own.map { ($0, site.byRoute?[routes.names[$0]] ?? site.action) }
      // Also from the routes of other coordinators whose code calls it (a child's screen calling its parent's
      // method), as the action reads there; not from another coordinator's copy of one of its own routes (a
      // route enum two coordinators share: the screens that call it are the shared ones), nor from another
      // coordinator's route that shows a screen this one shows too (`ShoeViewController`, built by each flow with
      // itself as the screen's `router: ShoeRouting`): each shows its own, which calls the flow that built it.
      var others =
        allOwn
        ? []
        : found.routes.filter {
          routes.coordinators[$0] != site.coordinator && !isCopy($0, ofARouteOf: site.coordinator, routes: routes)
        }
      if !others.isEmpty { others.removeAll { sharesAScreen(with: own, route: $0, routes: routes) } }
      guard !others.isEmpty, let (action, relay) = actionFromAnotherCoordinator(site) else {
        return Placement(routes: placed)
      }
      var placement = Placement(routes: placed + others.map { ($0, action) }, relay: relay)
      placement.showsAnotherStacksScreen = action.target != site.action.target
      return placement
    }
    if !found.routes.isEmpty, let (action, relay) = actionFromAnotherCoordinator(site) {
      var placement = Placement(routes: found.routes.map { ($0, action) }, relay: relay)
      placement.showsAnotherStacksScreen = action.target != site.action.target && relay == nil
      return placement
    }
    // A deep link's step is read with the deep link (unless some other path runs it at a moment the code does not
    // show). An arm whose case no caller sends, while callers send others, never runs; one whose case is sent where
    // no screen can be found stays inferred.
    if (found.reachesDeepLink && !found.reachesAnUnknownMoment) || found.armIsNeverSent { return Placement() }
    var action = site.action
    action.confidence = .inferred
    let coordinatorRoutes = routeNumbers(of: site.coordinator, in: routes)
    let all = notFrom.isEmpty ? coordinatorRoutes : coordinatorRoutes.filter { !notFrom.contains(routes.names[$0]) }
    guard !all.isEmpty else { return Placement() }
    let inferred = InferredTrigger(action: action, coordinator: site.coordinator)
    // A tab bar's inferred action fires from its tabs' routes, which are other coordinators'.
    if coordinatorsByName[site.coordinator]?.kind == .tabs {
      var site = site
      site.action = action
      guard let (relayedAction, relay) = actionFromAnotherCoordinator(site) else { return Placement() }
      return Placement(routes: all.map { ($0, relayedAction) }, inferred: inferred, relay: relay)
    }
    return Placement(routes: all.map { ($0, action) }, inferred: inferred)
  }

  /// Whether the route numbered `route` builds a screen (a UIKit view controller, a SwiftUI view) that one of the routes
  /// numbered `own` builds too. (Most routes share no type: told before any type is looked up.)
  private func sharesAScreen(with own: [Int], route: Int, routes: RouteNumbers) -> Bool {
    let built = routes.types[route]
    for number in own where !routes.types[number].isDisjoint(with: built) {
      for name in routes.types[number].intersection(built) {
        guard let type = types.type(named: name) else { continue }
        if ScreenNavigation.isViewController(type, types: types)
          || type.inheritance.contains(where: { $0.name == "View" || $0.name == "SwiftUI.View" })
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether the route numbered `route` (of another coordinator) is a case that `coordinator` has too: the same
  /// name declared at the same place (a route enum they share).
  private func isCopy(_ route: Int, ofARouteOf coordinator: String, routes: RouteNumbers) -> Bool {
    let name = routes.names[route]
    guard let own = coordinatorsByName[coordinator]?.routes.first(where: { $0.name == name }),
      let other = coordinatorsByName[routes.coordinators[route]]?.routes.first(where: { $0.name == name })
    else { return false }
    return own.location == other.location
  }

  /// The action as a route of another coordinator runs it, when that means the same: chain-walking and
  /// layer actions, coordinators started; a route of the acting coordinator (pushed, presented or popped to) becomes
  /// `Coordinator.route`.
  func actionFromAnotherCoordinator(_ site: ActionSite) -> (Action, (String, EventHandler)?)? {
    var action = site.action
    switch action.kind {
    case .select, .pop, .popToRoot, .dismiss, .emit:
      return (action, nil)
    case .popTo:
      // `pop(to: \.article)` in a closure that a pushed child's screens call: the acting coordinator's route. Any other
      // name (a coordinator, one already qualified, a screen type no route shows) stays as written.
      guard let target = action.target,
        coordinatorsByName[site.coordinator]?.routes.contains(where: { $0.name == target }) == true
      else { return (action, nil) }
      action.target = "\(site.coordinator).\(target)"
      return (action, nil)
    case .push, .present, .cover:
      guard let target = action.target else { return nil }
      guard coordinatorsByName[target] == nil else { return (action, nil) }
      // A tab bar's own screen (`tabs?.showSupport()` presenting its `\.support`) is shown by the tab bar
      // up the chain: a new tab bar started at a route would be no tab bar at all.
      if coordinatorsByName[site.coordinator]?.kind == .tabs { return relayed(site) }
      action.target = "\(site.coordinator).\(target)"
      return (action, nil)
    case .replace, .finish:
      return relayed(site)
    }
  }

  /// `appCoordinator?.root(\.home)` on a screen of another coordinator: the acting coordinator is
  /// reached up the chain, as an event it handles (`replaceHome` handled by App: `replace home`); when
  /// it is not up the chain in some state, that is an `unhandled-event` there.
  func relayed(_ site: ActionSite) -> (Action, (String, EventHandler)?) {
    let target = (site.action.target ?? "").replacingOccurrences(of: ".", with: "_")
    let event = site.action.kind.rawValue + target.prefix(1).uppercased() + target.dropFirst()
    let handler = EventHandler(event: event, action: site.action, location: site.action.location)
    let emit = Action(.emit, target: event, confidence: site.action.confidence, location: site.action.location)
    return (emit, (site.coordinator, handler))
  }

  /// The numbers of every route of a coordinator (for a tab bar: of its tabs' coordinators).
  func routeNumbers(of name: String, in routes: RouteNumbers) -> [Int] {
    guard let coordinator = coordinatorsByName[name] else { return [] }
    if coordinator.kind == .tabs { return coordinator.tabs.flatMap { routes.routes(of: $0.name) } }
    return routes.routes(of: name)
  }
}
