import NavigationModel
import SourceIndex

extension JumperReader {
  /// Identifies a call by what is written: its receiver chain, member and arguments, and where: the `case` patterns and
  /// branches it sits in (`case "tides": root(\.main).focus(\.tides)` and `case "log": root(\.main).focus(\.log)` write
  /// `root(\.main)` alike, each followed by a step of its own).
  private struct Written: Hashable {
    var receiver: [ChainStep]
    var member: String
    var arguments: [ArgumentItem]
    var casePatterns: [ExpressionShape]
    var branches: [Int]
  }

  /// Every transition in the app, each with the coordinator that runs it (the type of its receiver,
  /// chain steps included).
  func actionSites(in type: AppType) -> [ActionSite] {
    var sites: [ActionSite] = []
    let holders = CastGuard.optionalHolders(of: type, coordinators: coordinatorNames, types: types)
    for function in type.functions {
      let functionContext = CodeContext(typeName: type.name, function: function)
      let inner = innerSteps(of: function.calls)
      let bindsCasts = function.locals.contains(where: CastGuard.holdsConditionalCast)
      for written in function.calls where Self.actionMembers.contains(written.member) {
        // (Most calls pick no route by a condition: read as written, without an array of one call.)
        guard let chosen = Self.eachRouteChosen(by: written) else {
          addActionSites(
            of: written, in: function, context: functionContext, inner: inner, bindsCasts: bindsCasts,
            holders: holders, to: &sites)
          continue
        }
        for call in chosen {
          addActionSites(
            of: call, in: function, context: functionContext, inner: inner, bindsCasts: bindsCasts,
            holders: holders, to: &sites)
        }
      }
    }
    return sites
  }

  /// A transition whose route a condition picks (`root(signedIn ? \.main : \.signIn)`): a call per route it may name,
  /// each read as if written alone. Nil for any other call.
  private static func eachRouteChosen(by call: CallItem) -> [CallItem]? {
    guard
      let index = call.arguments.firstIndex(where: { argument in
        guard argument.label == nil || argument.label == "to", case .choice = argument.value else { return false }
        return argument.value.alternatives.contains { routeName(in: $0) != nil }
      })
    else { return nil }
    return call.arguments[index].value.alternatives.map { alternative in
      var arguments = call.arguments
      arguments[index].value = alternative
      return call.running(call.member, on: call.receiver, with: arguments)
    }
  }

  /// Adds the sites of one transition call in `function` to `sites`: one per coordinator it may run on and per action
  /// it makes.
  private func addActionSites(
    of call: CallItem, in function: FunctionItem, context functionContext: CodeContext, inner: [Written: NextStep],
    bindsCasts: Bool, holders: CastGuard.Holders, to sites: inout [ActionSite]
  ) {
    let context = functionContext.at(call.location)
    let written = Written(
      receiver: call.receiver, member: call.member, arguments: call.arguments, casePatterns: call.casePatterns,
      branches: call.branches)
    let chained = call.receiver.contains { step in
      if case .call(let name, _) = step { return Self.actionMembers.contains(name) }
      return false
    }
    for coordinator in actingCoordinators(of: call, in: context) {
      let actions = self.actions(for: call, in: coordinator)
      let focusedByStep = isTabFocusAfterItsStart(call, in: coordinator)
      for (index, var action) in actions.enumerated() {
        var continues = inner[written] != nil || index < actions.count - 1
        // `root(\.main).focus(\.profile)`: one transition, to the tab bar started at that tab.
        if let next = inner[written], next.isLast, let tab = focusedTab(after: action, by: next) {
          action.startRoute = tab
          continues = false
        }
        var site = ActionSite(action: action, coordinator: coordinator.type.name, context: context, takenBy: call)
        // (`mayGuard` first: most transitions have no cast, and asking it costs less than the call.)
        site.openedOnlyWith =
          coordinatorGuarded(by: call, in: function, of: functionContext.typeName)
          ?? (CastGuard.mayGuard(call.receiver, bindsCasts: bindsCasts, holders: holders)
            ? CastGuard.coordinator(
              guarding: call.receiver, in: context, coordinators: coordinatorNames, bindsCasts: bindsCasts,
              holders: holders, at: call.location) : nil)
        site.continuesInChain = continues || focusedByStep
        site.closesChain = !site.continuesInChain && (chained || actions.count > 1) && action.startRoute == nil
        // A push or present makes one action per route it names (a present, its first): each is a step that
        // shows a screen of the coordinator, or a child coordinator (nil). Any other call shows none.
        let showing = screensShown(by: call.member, call.arguments, in: coordinator)
        if showing.count == actions.count {
          let shownEarlier = screensShownBefore(call, in: coordinator) + showing[..<index]
          site.followsStepShowing = shownEarlier.last ?? nil
          site.showsAgainInChain = showing[index].map(shownEarlier.contains) ?? false
          // A step that shows a screen, or a child coordinator that the next step runs in (`present(\.tickets)
          // .push(\.seats)`), from its start screen (asked last: it looks the route up again).
          site.isPlacedInChain =
            site.continuesInChain && !focusedByStep && !site.showsAgainInChain
            && (index < actions.count - 1 || inner[written].map { Self.showingMembers.contains($0.member) } == true)
            && (showing[index] != nil || showsChild(call.member, call.arguments, in: coordinator))
        }
        sites.append(site)
      }
    }
  }

  /// The transitions after which the next step of a chain runs on the screen shown (to a screen, the chain goes on in
  /// the same coordinator).
  private static let showingMembers: Set<String> = ["push", "present"]

  /// For each action a push or present call makes, the screen route of `coordinator` it shows, or nil (a route that
  /// leads to a child coordinator, or another kind of call). A route of another coordinator's that leads to
  /// `coordinator` (the step before, `present(\.tickets)`, in `present(\.tickets).push(\.seats)` read for the push)
  /// shows `coordinator`'s start screen.
  private func screensShown(by member: String, _ arguments: [ArgumentItem], in coordinator: JumperDialect.Declared)
    -> [String?]
  {
    guard Self.showingMembers.contains(member) else { return [] }
    let shown = Self.routeNames(in: arguments).map { route -> String? in
      guard let own = coordinator.route(route) else {
        return leadsToCoordinator(route, coordinator) ? startScreen(of: coordinator) : nil
      }
      return own.leadsTo == nil ? route : nil
    }
    return member == "push" ? shown : Array(shown.prefix(1))
  }

  /// Whether a push or present call shows a child coordinator: its (first) route leads to one.
  private func showsChild(_ member: String, _ arguments: [ArgumentItem], in coordinator: JumperDialect.Declared)
    -> Bool
  {
    guard Self.showingMembers.contains(member), let route = Self.routeNames(in: arguments).first else { return false }
    return coordinator.route(route)?.leadsTo != nil
  }

  /// Whether a route of some coordinator of the app's, not `coordinator`'s own, leads to `coordinator`.
  private func leadsToCoordinator(_ route: String, _ coordinator: JumperDialect.Declared) -> Bool {
    byName.values.contains { $0.route(route)?.leadsTo == coordinator.type.name }
  }

  /// The screen a stack or root coordinator starts on: its initial route, where that is a screen of its own.
  private func startScreen(of coordinator: JumperDialect.Declared) -> String? {
    guard coordinator.kind != .tabs, let navigation = Self.navigation(of: coordinator),
      let initial = Self.initialRoutes(in: navigation.value.arguments).first,
      let route = coordinator.route(initial), route.leadsTo == nil
    else { return nil }
    return initial
  }

  /// The screens of `coordinator` that the chain steps right before a call show, in order (`[yellow, green]` for
  /// `push(\.blue)` in `push(\.yellow).push(\.green).push(\.blue)`): the pushes and presents written before it, back
  /// to the first step of another kind.
  private func screensShownBefore(_ call: CallItem, in coordinator: JumperDialect.Declared) -> [String?] {
    var shown: [String?] = []
    for step in call.receiver.reversed() {
      guard case .call(let member, let arguments) = step, Self.showingMembers.contains(member) else { break }
      shown.insert(contentsOf: screensShown(by: member, arguments, in: coordinator), at: 0)
    }
    return shown
  }

  /// The coordinator a `hasRoot` guard gives a call's receiver: in its chain (`hasRoot(\.home)?.focus(\.main)`), or the
  /// local it is called on (`guard let tabs = hasRoot(\.home) else { return }`, `if let tabs = hasRoot(\.home)`): the
  /// one the route leads to, asked of the type the code is written in, or of the coordinator the chain asks it of
  /// (`appCoordinator.hasRoot(\.home)?.focus(\.orders)` in a scene delegate). Nil for any other receiver.
  private func coordinatorGuarded(by call: CallItem, in function: FunctionItem, of typeName: String) -> String? {
    var chain = call.receiver
    // (Asked of every transition: a scan for the last local of the name before the call costs less than
    // `CodeContext.local(named:)`, which also orders locals by their scopes.)
    if case .name(let name)? = chain.first, name != "self",
      let local = function.locals.last(where: { $0.name == name && $0.location < call.location }),
      case .call(let steps, let arguments)? = local.value, case .name(let member)? = steps.last
    {
      chain = steps.dropLast() + [.call(member, arguments)]
    }
    guard let position = chain.firstIndex(where: Self.isRootGuard), case .call(_, let arguments) = chain[position],
      let route = arguments.first.flatMap({ Self.routeName(in: $0.value) })
    else { return nil }
    var asked = typeName
    if !chain[..<position].allSatisfy({ $0 == .name("self") }) {
      let context = CodeContext(typeName: typeName, function: function).at(call.location)
      guard let holder = resolver.type(of: Array(chain[..<position]), in: context) else { return nil }
      asked = holder
    }
    return byName[asked]?.route(route)?.leadsTo
  }

  /// The routes a transition's arguments name, in order: `push(\.a)`, `push(to: \.a)`, each of `push { \X.a; \X.b }`.
  private static func routeNames(in arguments: [ArgumentItem]) -> [String] {
    arguments.filter { $0.label == nil || $0.label == "to" || $0.label == ArgumentItem.builderLabel }
      .compactMap { routeName(in: $0.value) }
  }

  /// Whether a chain's step is `hasRoot(...)`.
  private static func isRootGuard(_ step: ChainStep) -> Bool {
    if case .call("hasRoot", _) = step { return true }
    return false
  }

  /// The step that follows a call in a chain: its member and arguments, and whether it ends the chain.
  private struct NextStep {
    var member: String
    var arguments: [ArgumentItem]
    var isLast: Bool
  }

  /// The calls that are steps of a longer chain (`a.push(\.x)` in `a.push(\.x).present(\.y)`), each with
  /// the step that follows it.
  private func innerSteps(of calls: [CallItem]) -> [Written: NextStep] {
    var inner: [Written: NextStep] = [:]
    for call in calls {
      for (index, step) in call.receiver.enumerated() {
        guard case .call(let name, let arguments) = step, Self.actionMembers.contains(name) else { continue }
        var next = NextStep(member: call.member, arguments: call.arguments, isLast: true)
        if index + 1 < call.receiver.count {
          next = NextStep(member: "", arguments: [], isLast: false)
          if case .call(let member, let nextArguments) = call.receiver[index + 1] {
            next = NextStep(member: member, arguments: nextArguments, isLast: false)
          }
        }
        let written = Written(
          receiver: Array(call.receiver[..<index]), member: name, arguments: arguments, casePatterns: call.casePatterns,
          branches: call.branches)
        inner[written] = next
      }
    }
    return inner
  }

  /// The tab a chain's last step focuses right after a transition starts a tab bar: `profile`'s
  /// coordinator in `root(\.main).focus(\.profile)`, where `main` leads to a tab bar.
  private func focusedTab(after action: Action, by next: NextStep) -> String? {
    guard next.member == "focus", [.push, .present, .cover, .replace].contains(action.kind),
      let tabs = action.target.flatMap({ byName[$0] }), tabs.kind == .tabs,
      let route = next.arguments.first.flatMap({ Self.routeName(in: $0.value) }).flatMap(tabs.route)
    else { return nil }
    return route.leadsTo ?? route.name
  }

  /// Whether a call is the `focus` that ends a chain right after the transition that starts its tab bar
  /// (`root(\.main).focus(\.profile)`): that transition starts the tab bar at the tab, and the focus is
  /// only a deep link's step.
  private func isTabFocusAfterItsStart(_ call: CallItem, in coordinator: JumperDialect.Declared) -> Bool {
    guard call.member == "focus", coordinator.kind == .tabs,
      case .call(let previous, let arguments)? = call.receiver.last,
      ["push", "present", "root"].contains(previous),
      let route = call.arguments.first.flatMap({ Self.routeName(in: $0.value) }), coordinator.route(route) != nil,
      let started = arguments.first.flatMap({ Self.routeName(in: $0.value) })
    else { return false }
    return declared.contains { other in other.route(started)?.leadsTo == coordinator.type.name }
  }

  /// The coordinators a call's receiver is (a protocol stands for its conformers); a method the app
  /// declares itself under the library's name is not the library's.
  private func actingCoordinators(of call: CallItem, in context: CodeContext) -> [JumperDialect.Declared] {
    types.coordinators(
      receiving: call, receiver: call.receiver, in: context, resolver: resolver, declared: byName, name: \.type.name)
  }

  /// The actions one call makes: one, or one per route of a multi-push (`push { \A.x; \A.y }`).
  private func actions(for call: CallItem, in coordinator: JumperDialect.Declared) -> [Action] {
    let location = call.location
    let routes = Self.routeNames(in: call.arguments)
    switch call.member {
    case "push":
      return routes.map { Action(.push, target: target($0, in: coordinator), location: location) }
    case "present":
      return routes.prefix(1).map { route in
        Action(presentation(of: route, in: coordinator), target: target(route, in: coordinator), location: location)
      }
    case "root":
      return routes.prefix(1).map { Action(.replace, target: target($0, in: coordinator), location: location) }
    case "focus":
      return routes.prefix(1).map { Action(.select, target: target($0, in: coordinator), location: location) }
    case "pop":
      if let route = routes.first {
        return [Action(.popTo, target: target(route, in: coordinator), location: location)]
      }
      return [Action(.pop, location: location)]
    case "popToRoot": return [Action(.popToRoot, location: location)]
    case "dismiss": return [Action(.dismiss, location: location)]
    default: return []
    }
  }

  /// UIKit presents as a sheet unless the presented controller asks for full screen: a screen's factory
  /// (`vc.modalPresentationStyle = .fullScreen`, or a SwiftUI screen made so: `SwiftUIScreen(content: V(),
  /// modalPresentationStyle: .fullScreen)`) or a coordinator's `configure(controller:)`.
  private func presentation(of route: String, in coordinator: JumperDialect.Declared) -> ActionKind {
    guard let declared = coordinator.route(route) else { return .present }
    let places: [FunctionItem]
    if let child = declared.leadsTo {
      places = byName[child]?.type.functions.filter { $0.name == "configure" } ?? []
    } else {
      places = declared.factory.map { [$0] } ?? []
    }
    let asksForFullScreen = places.contains { function in
      function.assignments.contains { assignment in
        assignment.target.last == .name("modalPresentationStyle")
          && PresentationStyle.kind(of: assignment.value)?.kind == .cover
      }
        || function.calls.contains { call in
          call.arguments.contains { argument in
            argument.label == "modalPresentationStyle" && PresentationStyle.kind(of: argument.value)?.kind == .cover
          }
        }
    }
    return asksForFullScreen ? .cover : .present
  }

  /// A route's name as a target: the coordinator it leads to, or the screen itself.
  private func target(_ route: String, in coordinator: JumperDialect.Declared) -> String {
    coordinator.route(route)?.leadsTo ?? route
  }
}
