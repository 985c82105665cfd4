import NavigationModel
import SourceIndex

/// Why no entry coordinator could be chosen.
struct EntryProblem: Error {
  var message: String
}

/// Puts a dialect's reading together into a graph: actions on routes, entry, deep links, implied handlers.
struct GraphAssembler {
  let types: AppTypes
  let resolver: TypeResolver
  let reading: DialectReading
  private(set) var inferred: [InferredTrigger] = []
  /// Handlers implied by actions that run on another coordinator than the screen's (see `relayed`).
  private var relays: [String: [EventHandler]] = [:]
  private let coordinatorsByName: [String: Coordinator]

  let threads: Int?

  init(types: AppTypes, resolver: TypeResolver, reading: DialectReading, threads: Int? = nil) {
    self.threads = threads
    self.types = types
    self.resolver = resolver
    self.reading = reading
    coordinatorsByName = Dictionary(reading.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The entry coordinator: the one given, else the one the app delegate or `@main` App starts; with
  /// a note when the app types hold or create other coordinators too.
  func entry(override: String?) -> Result<(entry: NameReference, notes: [ReadingNote]), EntryProblem> {
    let names = reading.coordinators.map(\.name).sorted()
    if let override {
      guard coordinatorsByName[override] != nil else {
        return .failure(
          EntryProblem(
            message: "--entry \(override) names no coordinator; the coordinators are: \(names.joined(separator: ", "))")
        )
      }
      return .success((NameReference(override, at: coordinatorsByName[override]!.location), []))
    }
    let finder = EntryPointFinder(types: types, resolver: resolver, coordinatorNames: Set(names))
    let candidates = finder.candidates()
    if let found = candidates.first {
      let notes = candidates.dropFirst().map { other in
        ReadingNote(
          location: other.location,
          message:
            "the app also holds or creates \(other.name) here; the entry is taken to be \(found.name), "
            + "the first found (\(found.location)); if the app starts with another, name it with --entry TYPE")
      }
      return .success((found, notes))
    }
    return .failure(
      EntryProblem(
        message: "no entry coordinator found: no SceneDelegate, AppDelegate or @main App creates one; "
          + "name it with --entry TYPE (one of: \(names.joined(separator: ", ")))"))
  }

  mutating func graph(source: String, entry: NameReference) -> NavigationGraph {
    let links = DeepLinkReader(
      types: types, resolver: resolver, sites: reading.sites, coordinatorNames: Set(coordinatorsByName.keys))
    let handlerKeys = links.handlerKeys
    let callGraph = CallGraph(types: types, resolver: resolver, threads: threads)
    // Routes are numbered, so that searches and merges are on integers rather than route names.
    let routes = RouteNumbers(coordinators: reading.coordinators, routeTypes: reading.routeTypes)
    let triggers = TriggerResolver(
      graph: callGraph, coordinators: reading.coordinators, routes: routes, deepLinkFunctions: handlerKeys)
    // Where each site fires from, and where it goes, is found on its own (in parallel); the results
    // are merged in site order.
    let sites = reading.sites
    let assembler = self
    let placements = Parallel.map(count: sites.count, threads: threads) { index -> Placement in
      let site = sites[index]
      let function = site.context.function?.name ?? ""
      // A deep link's step (in a handler or an `onOpenURL` closure) is read with the deep link.
      if handlerKeys.contains(CallGraph.key(site.context.typeName, function)) { return Placement() }
      if site.closureHosts.contains("onOpenURL") { return Placement() }
      let runner = ClosureRunner.of(
        site.closureHosts, targets: site.closureTargets, in: site.context, types: assembler.types,
        resolver: assembler.resolver)
      var found = triggers.triggers(
        typeName: site.context.typeName, function: function, isCallback: runner.isCallbackOfWriter,
        cases: assembler.parameterCases(of: site))
      if let type = runner.runningType {
        // Written in a closure given to an app type: it also fires where that type does.
        found = found.union(
          triggers.triggers(typeName: type, function: ClosureRunner.closureFunction, isCallback: false))
      }
      return assembler.placement(of: site, on: found, routes: routes)
    }
    // Each route's actions, by where they sit in `placements` (integers only: the actions themselves
    // are gathered and ordered per coordinator on all the cores).
    let placed = PlacementBuckets(placements, routeCount: routes.count)
    for placement in placements {
      if let trigger = placement.inferred { inferred.append(trigger) }
      if let (coordinator, handler) = placement.relay,
        !(relays[coordinator] ?? []).contains(where: { $0.event == handler.event })
      {
        relays[coordinator, default: []].append(handler)
      }
    }
    var coordinators = reading.coordinators
    let orderedRoutes = Parallel.map(count: coordinators.count, threads: threads) { [coordinators] index in
      coordinators[index].routes.map { route in
        routes.number(of: coordinators[index].name, route.name).map { number in
          Self.ordered(placed.entries(of: number).map { placements[$0.placement].routes[$0.entry].1 })
        } ?? []
      }
    }
    for index in coordinators.indices {
      let name = coordinators[index].name
      for routeIndex in coordinators[index].routes.indices {
        coordinators[index].routes[routeIndex].actions = orderedRoutes[index][routeIndex]
      }
      coordinators[index].handlers += relays[name] ?? []
      if name == entry.name && reading.restartsApp {
        let target = coordinators[index].kind == .stack ? coordinators[index].start.name : name
        let action = Action(.replace, target: target, location: coordinators[index].location)
        coordinators[index].handlers.append(
          EventHandler(event: DialectReading.restartEvent, action: action, location: coordinators[index].location))
      }
    }
    inferred.sort { ($0.action.location, $0.coordinator) < ($1.action.location, $1.coordinator) }
    return NavigationGraph(
      source: source, entry: entry, coordinators: coordinators, deepLinks: deepLinks(links.links(threads: threads)))
  }

  /// Source order, each action once (sorted on every field, so that equal actions are neighbours).
  private static func ordered(_ actions: [Action]) -> [Action] {
    let sorted = actions.sorted { left, right in
      if left.location != right.location { return left.location < right.location }
      if left.kind != right.kind { return left.kind.rawValue < right.kind.rawValue }
      if left.target != right.target { return (left.target ?? "") < (right.target ?? "") }
      if left.startRoute != right.startRoute { return (left.startRoute ?? "") < (right.startRoute ?? "") }
      if left.label != right.label { return (left.label ?? "") < (right.label ?? "") }
      return left.confidence.rawValue < right.confidence.rawValue
    }
    var unique: [Action] = []
    for action in sorted where unique.last != action { unique.append(action) }
    return unique
  }

  /// Where one site goes: the routes with the action as it reads there; the inferred trigger or the
  /// relayed event it implies.
  struct Placement: Sendable {
    /// Route numbers, each with the action as it reads there.
    var routes: [(Int, Action)] = []
    var inferred: InferredTrigger?
    var relay: (coordinator: String, handler: EventHandler)?
  }

  /// The enclosing `switch` arms' cases that are cases of an enum parameter of the site's function
  /// (`case .openCart:` in `handle(_ event: ShopEvent)`), to match the calls that pass them.
  private func parameterCases(of site: ActionSite) -> Set<String> {
    let names = site.casePatterns.compactMap { pattern -> String? in
      if case .implicitMember(let name, _) = pattern { return name }
      return nil
    }
    guard !names.isEmpty, let function = site.context.function else { return [] }
    for parameter in function.parameters {
      guard let type = types.type(named: parameter.type.name), type.declaration.kind == "enum" else { continue }
      let cases = Set(type.declaration.cases.map(\.name))
      let matching = names.filter(cases.contains)
      if !matching.isEmpty { return Set(matching) }
    }
    return []
  }

  /// The routes an action goes on (by number), and the action as it reads there.
  private func placement(of site: ActionSite, on found: TriggerResolver.Triggers, routes: RouteNumbers)
    -> Placement
  {
    if site.continuesInChain { return Placement() }
    var site = site
    if site.closesChain { site.action.confidence = .inferred }
    let own = found.routes.filter { routes.coordinators[$0] == site.coordinator }
    if !own.isEmpty { return Placement(routes: own.map { ($0, site.byRoute[routes.names[$0]] ?? site.action) }) }
    if !found.routes.isEmpty, let (action, relay) = actionFromAnotherCoordinator(site) {
      return Placement(routes: found.routes.map { ($0, action) }, relay: relay)
    }
    if found.reachesDeepLink { return Placement() }
    var action = site.action
    action.confidence = .inferred
    let all = routeNumbers(of: site.coordinator, in: routes)
    guard !all.isEmpty else { return Placement() }
    return Placement(
      routes: all.map { ($0, action) }, inferred: InferredTrigger(action: action, coordinator: site.coordinator))
  }

  /// The action as a route of another coordinator runs it, when that means the same: chain-walking and
  /// layer actions, coordinators started; a route of the acting coordinator becomes `Coordinator.route`.
  private func actionFromAnotherCoordinator(_ site: ActionSite) -> (Action, (String, EventHandler)?)? {
    var action = site.action
    switch action.kind {
    case .select, .pop, .popToRoot, .popTo, .dismiss, .emit:
      return (action, nil)
    case .push, .present, .cover:
      guard let target = action.target else { return nil }
      if coordinatorsByName[target] == nil { action.target = "\(site.coordinator).\(target)" }
      return (action, nil)
    case .replace, .finish:
      return relayed(site)
    }
  }

  /// `appCoordinator?.root(\.home)` on a screen of another coordinator: the acting coordinator is
  /// reached up the chain, as an event it handles (`replaceHome` handled by App: `replace home`); when
  /// it is not up the chain in some state, that is an `unhandled-event` there.
  private func relayed(_ site: ActionSite) -> (Action, (String, EventHandler)?) {
    let target = (site.action.target ?? "").replacingOccurrences(of: ".", with: "_")
    let event = site.action.kind.rawValue + target.prefix(1).uppercased() + target.dropFirst()
    let handler = EventHandler(event: event, action: site.action, location: site.action.location)
    let emit = Action(.emit, target: event, confidence: site.action.confidence, location: site.action.location)
    return (emit, (site.coordinator, handler))
  }

  /// The numbers of every route of a coordinator (for a tab bar: of its tabs' coordinators).
  private func routeNumbers(of name: String, in routes: RouteNumbers) -> [Int] {
    guard let coordinator = coordinatorsByName[name] else { return [] }
    if coordinator.kind == .tabs { return coordinator.tabs.flatMap { routes.routes(of: $0.name) } }
    return routes.routes(of: name)
  }

  // MARK: Deep links

  private func deepLinks(_ links: [DeepLinkReader.Link]) -> [DeepLink] {
    links.compactMap { link in
      guard let target = destination(of: link.steps) else { return nil }
      return DeepLink(
        url: link.url, target: NameReference(target, at: link.location), arrival: .both, steps: link.steps,
        location: link.location)
    }
  }

  /// The route the steps end on, as far as it can be told from their targets.
  private func destination(of steps: [DeepLinkStep]) -> String? {
    for step in steps.reversed() {
      guard let target = step.action.target else { continue }
      switch step.action.kind {
      case .push, .present, .cover, .replace:
        if let owner = step.coordinator.flatMap({ coordinatorsByName[$0.name] }), owner.route(named: target) != nil {
          return "\(owner.name).\(target)"
        }
        if let start = startRoute(of: target, startingAt: step.action.startRoute) { return start }
      case .select:
        if let start = startRoute(of: target, startingAt: nil) { return start }
      default:
        continue
      }
    }
    return nil
  }

  private func startRoute(of name: String, startingAt start: String?, depth: Int = 0) -> String? {
    guard depth < 8, let coordinator = coordinatorsByName[name] else { return nil }
    let first = start ?? coordinator.start.name
    if coordinator.kind != .tabs, coordinator.route(named: first) != nil { return "\(name).\(first)" }
    return startRoute(of: first, startingAt: nil, depth: depth + 1)
  }
}
