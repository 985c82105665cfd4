import NavigationModel
import SourceIndex

extension ALCoordinatorReader {
  /// The library's calls that navigate, by member name.
  static let actionMembers: NameList = [
    "navigate", "startFlow", "pop", "popToRoot", "popToView", "dismiss", "finishFlow", "finish", "close", "restart",
    "restartApp", "restartMainCoordinator", "forcePresentation", "present", "push", "startChildCoordinator",
    "pushViewController", "popViewController", "popToRootViewController", "show",
  ]

  /// Every navigation call and tab switch in a type's code, with the coordinator that acts, the one-off
  /// screens those calls show, and the values they give routes (see `routeValues(of:by:in:)`); and the calls that act
  /// on the coordinator that shows the type (`screenCoordinatorCall(_:in:)`).
  func actionSites(in type: AppType) -> (
    sites: [ActionSite], screens: [OneOffScreen], notes: [ReadingNote], values: [(id: String, values: [RouteValue])],
    onShowingCoordinator: [ScreenNavigation]
  ) {
    var sites: [ActionSite] = []
    var screens: [OneOffScreen] = []
    var notes: [ReadingNote] = []
    var values: [(id: String, values: [RouteValue])] = []
    var onShowingCoordinator: [ScreenNavigation] = []
    let holders = CastGuard.optionalHolders(of: type, coordinators: coordinatorNames, types: types)
    for function in type.functions {
      let functionContext = CodeContext(typeName: type.name, function: function)
      // The calls whose receivers a conditional cast may guard, with the sites each makes (those made before the
      // next call is read), marked once the calls are read.
      var castCalls: [(call: Int, sites: Range<Int>)] = []
      var castCall: (call: Int, start: Int)?
      let bindsCasts = function.locals.contains(where: CastGuard.holdsConditionalCast)
      for (index, call) in function.calls.enumerated() {
        let member = call.member
        if let open = castCall, open.start < sites.count { castCalls.append((open.call, open.start..<sites.count)) }
        castCall =
          CastGuard.mayGuard(call.receiver, bindsCasts: bindsCasts, holders: holders) ? (index, sites.count) : nil
        if member == "setCurrentPage" || member == "setPages" {
          sites += tabSwitch(call, in: functionContext.at(call.location))
        }
        if !selfPresenting.isEmpty, let site = selfPresentingSite(call, in: functionContext.at(call.location)) {
          sites.append(site)
          continue
        }
        if member == "start", let note = unpresentedStartNote(call, in: functionContext.at(call.location)) {
          notes.append(note)
          continue
        }
        guard Self.actionMembers.contains(member) else { continue }
        let context = functionContext.at(call.location)
        let (acting, heldRoutes) = actingCoordinators(of: call, in: context)
        if acting.isEmpty, let onShowing = screenCoordinatorCall(call, in: context) {
          onShowingCoordinator.append(onShowing)
          continue
        }
        if acting.isEmpty, let site = presentedControllerDismissSite(call, in: context) {
          sites.append(site)
          continue
        }
        if acting.isEmpty,
          let note = runTimeCoordinatorNote(call, in: context)
            ?? heldRoutes.map({ unboundRouterNote(call, holding: $0, in: context) })
        {
          notes.append(note)
        }
        for coordinator in acting {
          if let given = routeValues(of: call, by: coordinator, in: context) { values.append(given) }
          // The function's route parameter (`func show(_ route: R)`), or a route an arm binds from its action
          // (`case .open(let route):`): written where callers name the route (`show(.filters)`, `handle(.open(.harbor))`).
          if let routes = routeParameterCases(of: call, by: coordinator, in: context).map({ cases in
            cases.map { ($0.name, call.casePatterns + [ExpressionShape.implicitMember($0.name, nil)]) }
          }) ?? boundRoutes(of: call, by: coordinator, in: context) {
            sites += routeSites(call, routes: routes, by: coordinator, in: context, takesPassedRoute: true)
            continue
          }
          if let routes = mappedRoutes(of: call, by: coordinator, in: context) {
            sites += routeSites(call, routes: routes, by: coordinator, in: context, takesPassedRoute: true)
            continue
          }
          if let initialised = initialiserSites(call, by: coordinator, in: context) {
            sites += initialised
            continue
          }
          if let routes = routeChoicesByArm(of: call, by: coordinator, in: context) {
            let meeting = routes.filter { armsMeet($0.arms, call: call, in: context) }
            var chosen = routeSites(
              call, routes: meeting.map { ($0.route, call.casePatterns + $0.arms) }, by: coordinator, in: context)
            if let passed = laterSteps(of: call, by: coordinator, in: context) {
              for index in chosen.indices {
                if let target = chosen[index].action.target, let notFrom = passed[target] {
                  chosen[index].notFrom = notFrom
                }
              }
            }
            sites += chosen
            continue
          }
          // A child a factory builds by the case the method was given (`makeCoordinator(for: feature)`): each in its arm.
          if call.member == "navigate" || call.member == "present", let argument = routeArgument(of: call)?.value,
            let built = factoryChildrenByArm(of: argument, in: context)
          {
            sites += built.compactMap { child, arm in
              guard armsMeet([arm], call: call, in: context) else { return nil }
              return navigate(call, by: coordinator, in: context, route: nil, child: child).map { action in
                ActionSite(
                  action: action, coordinator: coordinator.type.name, context: context, takenBy: call,
                  casePatterns: call.casePatterns + [arm])
              }
            }
            continue
          }
          if let children = childChoices(of: call, in: context) {
            sites += children.compactMap { child in
              navigate(call, by: coordinator, in: context, route: nil, child: child).map { action in
                ActionSite(action: action, coordinator: coordinator.type.name, context: context, takenBy: call)
              }
            }
            continue
          }
          if let published = publishedRouteSites(call, by: coordinator, in: context) {
            sites += published
            continue
          }
          // The route a closure receives from a type's stored closure or subject (`go(.map)`), each in its arm.
          if let routes = receivedRoutes(of: call, by: coordinator, in: context) {
            sites += routeSites(call, routes: routes, by: coordinator, in: context)
            continue
          }
          // The route a function declared in the method (or a closure a constant holds) is given (`show(.paywall)`).
          if let routes = localFunctionRoutes(of: call, by: coordinator, in: context) {
            sites += routeSites(call, routes: routes, by: coordinator, in: context)
            continue
          }
          // A restart runs `start` again: where a condition picks the start, to each route it may pick.
          if call.member == "restart", let picked = pickedStart(coordinator) {
            sites += routeSites(
              call, routes: picked.routes.map { ($0, call.casePatterns) }, by: coordinator, in: context)
            continue
          }
          let screen = oneOffScreen(of: call, at: index, by: coordinator, in: context)
          if let screen { screens.append(screen) }
          guard let action = screen?.action ?? action(for: call, by: coordinator, in: context) else {
            if let passed = passedChildSites(call, by: coordinator, in: context) {
              sites += passed.sites
              notes += passed.notes
              continue
            }
            if let note = addedTabNote(call, by: coordinator, in: context)
              ?? unreadFactoryNote(call, by: coordinator, in: context) ?? unreadChildNote(call, in: context)
              ?? unreadRouteNote(call, by: coordinator, in: context),
              notes.last?.location != note.location
            {
              notes.append(note)
            }
            continue
          }
          let acting = member == "forcePresentation" ? presenter(of: call, in: context) : coordinator.type.name
          var site = ActionSite(
            action: action, coordinator: acting ?? coordinator.type.name, context: context, takenBy: call)
          if member == "close" { site.byRoute = closes(by: coordinator, at: call.location) }
          if member == "forcePresentation", acting == nil { site.presentsOverWhatIsShown = true }
          sites.append(site)
        }
      }
      if let open = castCall, open.start < sites.count { castCalls.append((open.call, open.start..<sites.count)) }
      for (index, made) in castCalls {
        let call = function.calls[index]
        guardByCast(
          &sites, made, receiver: call.receiver, bindsCasts: bindsCasts, holders: holders,
          in: functionContext.at(call.location), at: call.location)
      }
      for assignment in function.assignments {
        let context = functionContext.at(assignment.location)
        let first = sites.count
        sites += tabSwitch(assignment, in: context)
        guard first < sites.count else { continue }
        guardByCast(
          &sites, first..<sites.count, receiver: Array(assignment.target.dropLast()), bindsCasts: bindsCasts,
          holders: holders, in: context, at: assignment.location)
      }
    }
    return (sites, screens, notes, values, onShowingCoordinator)
  }

  /// Marks the sites in `made` as opened only with the coordinator that a conditional cast of `receiver` names
  /// (`CastGuard`): `(getTopCoordinator() as? ShopTabs)?.currentPage = .cart`; or that an optional property it starts
  /// with holds (`holders`: `tabs?.currentPage = .review`).
  private func guardByCast(
    _ sites: inout [ActionSite], _ made: Range<Int>, receiver: [ChainStep], bindsCasts: Bool,
    holders: CastGuard.Holders, in context: CodeContext, at place: SourceLocation
  ) {
    guard
      let needed = CastGuard.coordinator(
        guarding: receiver, in: context, coordinators: coordinatorNames, bindsCasts: bindsCasts, holders: holders,
        at: place)
    else { return }
    for index in made { sites[index].openedOnlyWith = needed }
  }

  /// The library's coordinator types that a screen may hold its coordinator by: the older modules' `Coordinator`
  /// protocol and `BaseCoordinator`, the newer API's `CoordinatorType` and its aliases.
  static let libraryCoordinatorTypes: Set<String> = [
    "Coordinator", "BaseCoordinator", "CoordinatorType", "AnyCoordinatorType", "TCoordinatorType",
  ]

  /// A `finishFlow()` or `close()` that a screen asks of a coordinator it holds by one of the library's types
  /// (`weak var coordinator: Coordinator?` in a base view controller, `let coordinator: AnyCoordinatorType` in a view),
  /// or a `pop()`, `popToRoot()` or `dismiss()` of that coordinator's router (`coordinator?.router.popToRoot()`): no
  /// type tells which coordinator that is, and the one that shows the screen gives it itself, so it acts on that one,
  /// as the screen's own navigation does. Nil for any other call.
  func screenCoordinatorCall(_ call: CallItem, in context: CodeContext) -> ScreenNavigation? {
    let effect: ScreenNavigation.Effect
    var holder = call.receiver
    switch call.member {
    case "finishFlow": effect = .finish
    case "close": effect = .close
    case "pop", "popToRoot", "dismiss":
      guard holder.count > 1, holder.last == .name("router") else { return nil }
      holder.removeLast()
      effect = call.member == "pop" ? .pop : call.member == "popToRoot" ? .popToRoot : .dismiss
    default: return nil
    }
    guard !holder.isEmpty, holder != [.name("self")], !coordinatorNames.contains(context.typeName),
      let written = resolver.type(of: holder, in: context), types.type(named: written) == nil,
      Self.libraryCoordinatorTypes.contains(ALCoordinatorDialect.withoutLibraryModule(written))
    else { return nil }
    return ScreenNavigation(effect: effect, call: call, context: context, shown: nil)
  }

  /// A navigation call that may go to several routes: one site per route, in the arms its `case` patterns name.
  /// When the call passes a route parameter on, each site sits in an arm of that route's case, as in a `switch`
  /// over the parameter; when a condition picks the route (`isPro ? .map : .upgrade`), in the call's own arms;
  /// when a `switch` gives a local the route (`case .basket: route = .basket`), in that arm too.
  /// `takesPassedRoute`: the route is the one the function is given (`ActionSite.takesPassedRoute`).
  private func routeSites(
    _ call: CallItem, routes: [(route: String, casePatterns: [ExpressionShape])],
    by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, takesPassedRoute: Bool = false
  ) -> [ActionSite] {
    routes.compactMap { route, casePatterns in
      guard let action = action(for: call, by: coordinator, in: context, route: route) else { return nil }
      var site = ActionSite(
        action: action, coordinator: coordinator.type.name, context: context, takenBy: call, casePatterns: casePatterns)
      site.takesPassedRoute = takesPassedRoute
      if takesPassedRoute, action.confidence == .inferred {
        site.kindsByPassingCall = styleKindsByCall(of: call, route: route, by: coordinator, in: context)
      }
      return site
    }
  }

  /// The action a call takes; `route` stands for the route it passes, when that is a parameter.
  func action(
    for call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, route: String? = nil
  ) -> Action? {
    let location = call.location
    switch call.member {
    case "navigate", "startChildCoordinator":
      return navigate(call, by: coordinator, in: context, route: route)
    case "show":
      // The first SwiftUI API: `show(.route, transitionStyle:)` in a `CoordinatorSUI<R>`; the first in
      // `start` shows the start route, read with the coordinator.
      guard coordinator.showsRoutes, startFlowCall(of: coordinator)?.call.location != call.location else {
        return nil
      }
      return navigate(call, by: coordinator, in: context, route: route)
    case "present", "push":
      // The newer API's `present(to: child, presentationStyle:)` and `push(to: &child)` (`push(to: .route)` too); its
      // router's `present(.route, presentationStyle:)`; a screen shown this way is a one-off screen, read before.
      if call.arguments.first?.label == "to" { return navigate(call, by: coordinator, in: context, route: route) }
      guard call.member == "present", call.arguments.first?.label == nil else { return nil }
      return presentRoute(call, by: coordinator, in: context, route: route)
    case "startFlow":
      guard
        let route = route
          ?? call.arguments.first.flatMap({ routeCase(of: $0.value, by: coordinator, in: context) })
      else {
        return nil
      }
      // The coordinator's start (its own, or one inherited from the app's base class), read with the coordinator.
      let ownStart =
        context.typeName == coordinator.type.name
        ? Self.startFunctions.contains(context.function?.name ?? "")
        : startsCoordinator(context.function, coordinator)
      if ownStart, Self.runsAtStart(call) { return nil }
      return Action(.replace, target: route, location: location)
    case "pop", "popViewController": return Action(.pop, location: location)
    case "popToRoot", "popToRootViewController": return Action(.popToRoot, location: location)
    case "popToView":
      return popToView(call, by: coordinator)
    case "dismiss": return Action(.dismiss, location: location)
    case "finishFlow", "finish": return Action(.finish, location: location)
    case "close": return Action(.pop, confidence: .inferred, location: location)
    case "restart":
      return Action(.replace, target: route ?? model(start: coordinator), location: location)
    case "restartApp", "restartMainCoordinator":
      return Action(.emit, target: DialectReading.restartEvent, location: location)
    case "forcePresentation":
      let explicit = call.arguments.value(labelled: "presentationStyle")
      let style = explicit.flatMap(styleKind(of:)) ?? defaultPresentation(of: coordinator)
      return Action(style.kind, target: coordinator.type.name, confidence: style.confidence, location: location)
    default: return nil
    }
  }

  /// `navigate(to: .route)`, `navigate(toRoute: .route)` or `navigate(to: coordinator)` (also
  /// `startChildCoordinator(child)`, and the newer `present(to: child, presentationStyle:)` and
  /// `push(to: &child)`); an explicit style overrides the route's own.
  func navigate(
    _ call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, route passed: String?,
    child passedChild: ChildCoordinator? = nil
  ) -> Action? {
    guard let argument = routeArgument(of: call) else { return nil }
    let route = passed ?? routeCase(of: argument.value, by: coordinator, in: context)
    var explicit = explicitStyle(of: call, route: route, by: coordinator, in: context)
    if call.member == "push" { explicit = (.push, .exact) }  // `push(to:)` pushes a route or a child
    if let route {
      if explicit == nil,
        runsForNoCaller(call, route: route, in: context)
          || unwrapsAStyleNoCallerPasses(call, route: route, in: context)
      {
        return nil
      }
      let style =
        explicit ?? ownStyle(of: call, route: route, by: coordinator, in: context) ?? (.push, .inferred)
      return Action(style.kind, target: route, confidence: style.confidence, location: call.location)
    }
    guard let child = passedChild ?? childCoordinator(argument.value, in: context) else { return nil }
    // The older modules' tab coordinator adds the child as a tab; the newer API's presents it.
    if coordinator.kind == .tabs && coordinator.flavour != .modern { return nil }
    // The newer API presents a coordinator given `.push` as a sheet; `push(to: &child)` (set above) shares the stack.
    if call.member != "push", explicit?.kind == .push, call.member == "present" || coordinator.flavour == .modern {
      explicit = (.present, .exact)
    }
    let style = childStyle(child, explicit: explicit)
    return Action(
      style.kind, target: child.declared.type.name, startRoute: child.startPage, confidence: style.confidence,
      location: call.location)
  }

  /// The style a child coordinator is presented in: the one the call passes (`explicit`), else the one given to the
  /// child's construction (`presentationStyle:`), else its own initialiser's, else the library's default.
  func childStyle(_ child: ChildCoordinator, explicit: (kind: ActionKind, confidence: Confidence)?) -> (
    kind: ActionKind, confidence: Confidence
  ) {
    explicit ?? child.construction.flatMap { $0.arguments.value(labelled: "presentationStyle") }.flatMap(
      styleKind(of:)) ?? ownPresentation(of: child.declared) ?? defaultPresentation(of: child.declared)
  }

  /// The newer API router's `present(.route, presentationStyle:)`: the style passed (`.push` pushes); without one, the
  /// route's own in the library's newest versions and a sheet in earlier ones, so anything but a sheet is marked
  /// inferred.
  private func presentRoute(
    _ call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, route passed: String?
  ) -> Action? {
    guard let argument = call.arguments.first,
      let route = passed ?? routeCase(of: argument.value, by: coordinator, in: context)
    else { return nil }
    if let explicit = explicitStyle(of: call, route: route, by: coordinator, in: context) {
      return Action(explicit.kind, target: route, confidence: explicit.confidence, location: call.location)
    }
    if unwrapsAStyleNoCallerPasses(call, route: route, in: context) { return nil }
    let own = ownStyle(of: call, route: route, by: coordinator, in: context) ?? (.present, .inferred)
    let agreed = own.kind == .present && own.confidence == .exact
    return Action(own.kind, target: route, confidence: agreed ? .exact : .inferred, location: call.location)
  }

  struct ChildCoordinator {
    var declared: ALCoordinatorDialect.Declared
    var construction: ExpressionShape?
    /// For a tab bar created at a page (`currentPage: .x`): that page's coordinator.
    var startPage: String?
  }

  /// The coordinator a `navigate(to:)` argument creates: `X(...)`, or a local, property or parameter of a
  /// coordinator type (with the construction it was given, when it can be seen), or a value of a dictionary of
  /// children the coordinator declares, by a key written as a case or a string (`lazy var flows: [Flow: Coordinator] =
  /// [.checkout: CheckoutCoordinator(), ...]`, then `flows[.checkout]`).
  func childCoordinator(_ value: ExpressionShape, in context: CodeContext) -> ChildCoordinator? {
    var construction: ExpressionShape? = value
    if case .reference = value { construction = context.localValue(of: value) ?? storedValue(value, in: context) }
    // A child kept, else made (`let child = profile ?? ProfileCoordinator()`): one coordinator, read from the
    // alternative that builds it. Alternatives of several coordinators are several children (`childChoices`).
    if case .choice(let values)? = construction {
      // A choice of routes (`isPro ? .map : .upgrade`), asked here for every navigation to a route the reading cannot
      // tell, names no child: no alternative is looked up.
      guard !values.contains(where: Self.namesARoute) else { return nil }
      let children = values.compactMap { childCoordinator($0, in: context) }
      guard let first = children.first,
        children.allSatisfy({ $0.declared.type.name == first.declared.type.name })
      else { return nil }
      return children.first { if case .call? = $0.construction { true } else { false } } ?? first
    }
    // A child kept in a dictionary the coordinator declares with its children: `flows[.checkout]`.
    if case .element(of: let dictionary, key: let key?)? = construction,
      case .dictionary(let keys, let values)? = storedValue(dictionary, in: context),
      let position = keys.firstIndex(of: key), position < values.count
    {
      construction = values[position]
    }
    if let made = construction.flatMap({ factoryConstruction($0, in: context) }) { construction = made }
    // The value's own type, else the type of what it is built with (a factory's `AnyCoordinatorType` is neither).
    let declared = [resolver.type(of: value, in: context), construction.flatMap { resolver.type(of: $0, in: context) }]
      .lazy.compactMap { $0 }.compactMap { self.byName[self.types.type(named: $0)?.name ?? $0] }.first
    guard let declared else { return nil }
    var startPage: String?
    if declared.kind == .tabs, let page = construction.flatMap({ self.startPage(of: declared, in: $0) }) {
      startPage = coordinator(forPage: page, in: declared.routeEnum)
    }
    return ChildCoordinator(declared: declared, construction: construction, startPage: startPage)
  }

  /// The coordinators a `navigate(to:)` argument picks among, when a condition picks one of several
  /// (`navigate(to: isAdmin ? AdminCoordinator() : ViewerCoordinator())`, or a local or property that holds such a
  /// choice): each once, in the order written, the first construction of each. Nil when the argument is no such
  /// choice, or some alternative is no coordinator the reading can tell.
  func childChoices(of call: CallItem, in context: CodeContext) -> [ChildCoordinator]? {
    guard call.member == "navigate" || call.member == "present", let argument = routeArgument(of: call)?.value else {
      return nil
    }
    return childChoices(of: argument, in: context)
  }

  /// The coordinators a value picks among (`isAdmin ? AdminCoordinator() : ViewerCoordinator()`, or a local or
  /// property that holds such a choice), as `childChoices(of:in:)` reads a call's argument.
  func childChoices(of argument: ExpressionShape, in context: CodeContext) -> [ChildCoordinator]? {
    var held: ExpressionShape? = argument
    switch argument {
    case .reference: held = context.localValue(of: argument) ?? storedValue(argument, in: context)
    case .choice: break
    default: return nil
    }
    guard case .choice(let values)? = held, !values.contains(where: Self.namesARoute) else { return nil }
    var children: [ChildCoordinator] = []
    for value in values {
      guard let child = childCoordinator(value, in: context) else { return nil }
      if let index = children.firstIndex(where: { $0.declared.type.name == child.declared.type.name }) {
        if !Self.isConstruction(children[index].construction), Self.isConstruction(child.construction) {
          children[index] = child
        }
      } else {
        children.append(child)
      }
    }
    return children.count > 1 ? children : nil
  }

  /// Whether a child's value is written as a construction (`StaffCoordinator()`), not a reference to one kept.
  private static func isConstruction(_ value: ExpressionShape?) -> Bool {
    if case .call? = value { true } else { false }
  }

  /// Whether a value is a case written as an implicit member (`.map`), as routes are; `.init(...)` is a construction.
  private static func namesARoute(_ value: ExpressionShape) -> Bool {
    if case .implicitMember(let name, _) = value { name != "init" } else { false }
  }

  /// What a stored property that a reference names (`settings` or `self.settings`) is initialised with
  /// where it is declared: `lazy var settings = SettingsCoordinator(presentationStyle: .sheet)`.
  private func storedValue(_ value: ExpressionShape, in context: CodeContext) -> ExpressionShape? {
    guard case .reference(let chain) = value, chain.count == 1 || (chain.count == 2 && chain[0] == .name("self")),
      case .name(let name)? = chain.last, context.local(named: name) == nil
    else { return nil }
    for type in types.lineage(of: context.typeName) {
      if let property = type.properties.first(where: { $0.name == name }) { return property.value }
    }
    return nil
  }

  /// The style a coordinator asks for in its own initialiser: `super.init(presentationStyle: .sheet)`, or the default of
  /// the initialiser's parameter it passes on (`init(presentationStyle: PresentationStyle = .sheet)`); a parameter
  /// without one gives what each construction passes, read there.
  private func ownPresentation(of coordinator: ALCoordinatorDialect.Declared) -> (
    kind: ActionKind, confidence: Confidence
  )? {
    for function in coordinator.type.functions where function.name == "init" {
      for call in function.calls where call.member == "init" && call.receiver == [.name("super")] {
        guard var value = call.arguments.value(labelled: "presentationStyle") else { continue }
        if case .reference(let chain) = value, chain.count == 1, case .name(let name) = chain[0],
          let parameter = function.parameters.first(where: { $0.name == name })
        {
          guard let defaultValue = parameter.defaultValue else { continue }
          value = defaultValue
        }
        if let style = styleKind(of: value) { return style }
      }
    }
    return nil
  }

  /// The library's default: the UIKit module and tab bars present full screen; SwiftUI stacks as a sheet.
  private func defaultPresentation(of coordinator: ALCoordinatorDialect.Declared) -> (
    kind: ActionKind, confidence: Confidence
  ) {
    switch (coordinator.flavour, coordinator.kind) {
    case (.uikit, _), (.swiftUI, .tabs): (.cover, .exact)
    default: (.present, .exact)
    }
  }

  /// The start of a coordinator as a target name.
  private func model(start coordinator: ALCoordinatorDialect.Declared) -> String {
    switch coordinator.kind {
    case .tabs: coordinator.type.name
    case .stack, .root:
      startFlowRoute(of: coordinator)?.name ?? routeCases(of: coordinator).first?.name ?? coordinator.type.name
    }
  }

  /// What `close()` does on each route whose style the route enum gives: the library dismisses what the
  /// coordinator presents and pops what it pushes (elsewhere it stays a `pop` marked inferred).
  func closes(by coordinator: ALCoordinatorDialect.Declared, at location: SourceLocation) -> [String: Action] {
    var closes: [String: Action] = [:]
    for route in routeCases(of: coordinator) {
      guard let style = style(ofRoute: route.name, in: coordinator).flatMap(styleKind(of:)),
        style.confidence == .exact
      else { continue }
      closes[route.name] = Action(style.kind == .push ? .pop : .dismiss, location: location)
    }
    return closes
  }
}
