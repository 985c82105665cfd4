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
  private(set) var reading: DialectReading
  /// The actions whose trigger was not found, placed on every route of their coordinator (`leavingOutUnbuiltBases`, in
  /// another file, drops those of the coordinators it leaves out: hence no `private(set)`).
  var inferred: [InferredTrigger] = []
  /// What the graph's reading could not follow or left out (deep links; navigation only code that never runs leads
  /// to, noted by `leaveOutWhatNeverRuns`, in another file: hence no `private(set)`).
  var notes: [ReadingNote] = []
  /// Handlers implied by actions that run on another coordinator than the screen's (see `relayed`).
  private var relays: [String: [EventHandler]] = [:]
  private(set) var coordinatorsByName: [String: Coordinator]
  /// Whether some site finishes a coordinator: only then may code run after a finish (`finishedBefore(_:)`). Set by
  /// `graph(source:entry:)`.
  private(set) var sitesFinish = false
  /// The calls that close by route (`ActionSite.byRoute`: the library's `close()`, SwiftUI's `dismiss()`), by location:
  /// code after one runs where the closed layer was presented only where the close dismisses (`DismissedBefore`). Set
  /// by `graph(source:entry:)`.
  private(set) var dismissers = Dismissers()
  /// The functions of the app types that run as the app launches (`EntryPointFinder.launchFunctions()`): what they
  /// call fires from the entry's start screen. Set by `entry(override:)`.
  private(set) var launchFunctions: Set<FunctionKey> = []

  let threads: Int?
  /// Whether the call graph follows every call, not only those that may lead to where searches start (for tests that
  /// check that the two readings agree).
  var followsEveryCall = false

  init(types: AppTypes, resolver: TypeResolver, reading: DialectReading, threads: Int? = nil) {
    self.threads = threads
    self.types = types
    self.resolver = resolver
    self.reading = reading
    coordinatorsByName = Dictionary(reading.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The entry coordinator: the one given, else the one the app delegate or `@main` App starts; with
  /// a note when the app types hold or create other coordinators too.
  mutating func entry(override: String?) -> Result<(entry: NameReference, notes: [ReadingNote]), EntryProblem> {
    let names = reading.coordinators.map(\.name).sorted()
    let finder = EntryPointFinder(types: types, resolver: resolver, coordinatorNames: Set(names), threads: threads)
    launchFunctions = finder.launchFunctions()
    // A SwiftUI `TabView` of coordinators' views in the app type is the tab bar the app starts with.
    if override == nil, let tabBar = finder.composedTabBar(), coordinatorsByName[tabBar.name] == nil {
      reading.coordinators.append(tabBar)
      coordinatorsByName[tabBar.name] = tabBar
      return .success((NameReference(tabBar.name, at: tabBar.location), []))
    }
    if let written = override {
      // A dotted type is named as the output names it (`Feed_FlowCoordinator`), or as written in Swift.
      let designNames = CoordinatorNames(reading.coordinators)
      let override = names.first { designNames.name($0) == written } ?? written
      guard coordinatorsByName[override] != nil else {
        let listed = names.map(designNames.name).sorted().joined(separator: ", ")
        return .failure(
          EntryProblem(message: "--entry \(written) names no coordinator; the coordinators are: \(listed)"))
      }
      return .success((NameReference(override, at: coordinatorsByName[override]!.location), []))
    }
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
        message:
          "no entry coordinator found: no SceneDelegate, AppDelegate or @main App (or a view they show, or an "
          + "object they hold) creates one; name it with --entry TYPE (one of: \(names.joined(separator: ", ")))"))
  }

  /// For each function that gives closures to values of app types it makes (`writers`) and navigates to routes of its
  /// coordinator as it runs (not in a closure that runs later), those routes' numbers, ascending; a coordinator's
  /// `start`, its start routes (`TriggerResolver.routesMade(by:)`).
  private static func routesNavigated(
    by sites: [ActionSite], in functions: [FunctionKey], writers: Set<FunctionKey>,
    coordinators reading: DialectReading,
    routes: RouteNumbers
  ) -> [FunctionKey: [Int]] {
    guard !writers.isEmpty else { return [:] }
    var found: [FunctionKey: Set<Int>] = [:]
    for (site, function) in zip(sites, functions)
    where site.closureHosts.allSatisfy(ClosureRunner.transparentHosts.contains) && writers.contains(function) {
      guard let target = site.action.target, let route = routes.number(of: site.coordinator, target) else { continue }
      found[function, default: []].insert(route)
    }
    for coordinator in reading.coordinators where !coordinator.routes.isEmpty {
      let start = CallGraph.key(coordinator.name, "start")
      guard writers.contains(start) else { continue }
      for name in [coordinator.start.name] + (reading.startChoices[coordinator.name]?.routes ?? []) {
        if let route = routes.number(of: coordinator.name, name) { found[start, default: []].insert(route) }
      }
    }
    return found.mapValues { $0.sorted() }
  }

  /// The functions that give closures to values of app types they make: those whose closures call the app's code
  /// (`CallGraph.valueWriters`), and those of the sites written right in such a closure.
  private func valueWriters(of sites: [ActionSite], in functions: [FunctionKey], graph: CallGraph) -> Set<FunctionKey> {
    var writers = Set(graph.valueWriters.map { graph.functions[$0] })
    let types = types
    let writes = Parallel.map(count: sites.count, threads: threads) { index in
      !sites[index].closureHosts.isEmpty
        && ClosureRunner.valueMadeHere(
          hosts: sites[index].closureHosts, targets: sites[index].closureTargets, in: sites[index].context,
          types: types) != nil
    }
    for index in sites.indices where writes[index] { writers.insert(functions[index]) }
    return writers
  }

  /// The functions that stand for code in closures, where the searches for the sites in such code start
  /// (`searchedTriggers(of:writtenIn:in:)`): the closures given to a type, and those observing a notification.
  private func searchedClosures(of sites: [ActionSite]) -> [FunctionKey] {
    let inClosures = sites.filter { !$0.closureHosts.isEmpty }
    let types = types
    let resolver = resolver
    return Parallel.map(count: inClosures.count, threads: threads) { index -> [FunctionKey] in
      let site = inClosures[index]
      var keys: [FunctionKey] = []
      let runner = ClosureRunner.of(
        site.closureHosts, targets: site.closureTargets, labels: site.closureLabels, in: site.context, types: types,
        resolver: resolver, at: CodeContext.order(of: site.action.location))
      if let type = runner.runningType {
        keys += [CallGraph.key(type, runner.closureFunction), CallGraph.key(type, ClosureRunner.closureFunction)]
      }
      if Notifications.mayObserve(site.closureHosts),
        let notification = Notifications.observed(at: site.action.location, in: site.context.function, types: types)
      {
        keys.append(CallGraph.key(Notifications.typeName, Notifications.functionName(notification)))
      }
      return keys
    }.flatMap { $0 }
  }

  mutating func graph(source: String, entry: NameReference) -> NavigationGraph {
    dismissers = Dismissers(sites: reading.sites)
    let links = DeepLinkReader(types: types, resolver: resolver, sites: reading.sites, threads: threads)
    let receivers = links.handlerKeys(threads: threads)
    let searchedFrom =
      followsEveryCall
      ? nil
      : Set((links.siteFunctions + receivers + searchedClosures(of: reading.sites)).map(CallGraph.neededName(of:)))
    let callGraph = CallGraph(
      types: types, resolver: resolver, dismissers: dismissers, searchedFrom: searchedFrom, threads: threads)
    let subviews =
      reading.subviews
      ?? Subviews(types: types, resolver: resolver, coordinators: Set(coordinatorsByName.keys), threads: threads)
    let routeTypes = types.addingScreensBaseClasses(to: subviews.adding(to: reading.routeTypes))
    let linkFunctions = DeepLinkFunctions(
      receivingURLs: receivers, graph: callGraph,
      screenCallbacks: links.screenAddressReceivers(among: receivers, screenTypes: routeTypes))
    let handlerKeys = linkFunctions.all
    // Routes are numbered, so that searches and merges are on integers rather than route names.
    let routes = RouteNumbers(
      coordinators: reading.coordinators, routeTypes: routeTypes, routeValues: reading.routeValues, threads: threads)
    let leaving = Self.leaving(in: callGraph, types: types)
    let made = TriggerResolver(
      graph: callGraph, coordinators: reading.coordinators, routes: routes, deepLinkFunctions: handlerKeys,
      launch: (launchFunctions, launchScreen(of: entry.name, routes: routes)), screenFactories: reading.screenFactories,
      routesNavigatedTo: Self.routesNavigated(
        by: reading.sites, in: links.siteFunctions,
        writers: valueWriters(of: reading.sites, in: links.siteFunctions, graph: callGraph), coordinators: reading,
        routes: routes),
      threads: threads,
      mayNeverRun: UncalledFunctions(types: types, threads: threads).mayNeverRun(in: callGraph))
    // Code that runs as a screen goes away is searched no further (`GraphAssembler+Leaving`).
    let triggers = leaving.isEmpty ? made : made.knowing(leaving: leaving)
    // Where each site fires from, and where it goes, is found on its own (in parallel); the results
    // are merged in site order.
    let sites = reading.sites
    let siteFunctions = links.siteFunctions
    sitesFinish = sites.contains { $0.action.kind == .finish }
    let assembler = self
    let launchRoute = coordinatorsByName[entry.name].flatMap { routes.number(of: entry.name, $0.start.name) }
    // A stack's first screen is its start (where a pop to its root lands).
    let starts = coordinatorsByName.compactMapValues { $0.kind == .stack ? $0.start.name : nil }
    let shownBefore = Self.routesShownBefore(sites, routes: routes, starts: starts, threads: threads)
    let place: @Sendable (Int, TriggerResolver) -> Placement = { index, triggers in
      let site = sites[index]
      // A deep link's step (in a function that only links run, or a link's closure: `onOpenURL`, `onChange(of:
      // scenePhase)`, `LinkClosures`) is read with the deep link.
      if handlerKeys.contains(siteFunctions[index]) { return Placement() }
      if LinkClosures.contain(
        site.closureHosts, targets: site.closureTargets, of: site.context.typeName, types: assembler.types)
      {
        return Placement()
      }
      guard let found = assembler.triggers(of: site, writtenIn: siteFunctions[index], in: triggers) else {
        return Placement()
      }
      // Where every way back to a screen goes through code that never runs, the site never fires.
      if found.routes.isEmpty, found.reachesCodeThatNeverRuns, !found.reachesAnUnknownMoment, !found.reachesDeepLink,
        found.afterFinishing.isEmpty
      {
        return Placement()
      }
      var placement = assembler.placedAtPassingCalls(
        assembler.placement(of: site, on: found, routes: routes), of: site, writtenIn: siteFunctions[index],
        in: triggers)
      placement.uncalled = found.uncalled
      placement.afterFinishing = !found.afterFinishing.isEmpty
      placement.afterDismissing =
        !placement.afterFinishing
        && (!found.dismissAskedOn.isEmpty || !found.closeAskedOn.isEmpty || assembler.dismissesBefore(site).layers > 0)
      if let launchRoute, found.startedRoutes.contains(launchRoute), !placement.routes.isEmpty {
        placement.launches = true
      }
      // Written right after a navigation to a route of its coordinator: on that route.
      if let shown = shownBefore[index], !placement.routes.isEmpty, !placement.afterFinishing,
        !placement.afterDismissing
      {
        var after = TriggerResolver.Triggers()
        after.routes = [shown.route]
        var moved = assembler.placement(of: site, on: after, routes: routes)
        moved.uncalled = placement.uncalled
        moved.launches = placement.launches
        return moved
      }
      return placement
    }
    var sitePlacements = Parallel.map(count: sites.count, threads: threads) { place($0, triggers) }
    let knowing = leaveOutWhatNeverRuns(in: &sitePlacements, of: sites, triggers: triggers, place: place)
    notes += leavingNotes(
      leaving, graph: callGraph, sites: sites, siteFunctions: siteFunctions, placements: sitePlacements, unmasked: made)
    let searchKnowing = { index in assembler.triggers(of: sites[index], writtenIn: siteFunctions[index], in: knowing) }
    placeAfterFinishing(in: &sitePlacements, of: sites, routes: routes, search: searchKnowing)
    // A child started once a layer is gone is started from the screen shown then: its finish's code goes there too.
    if placeAfterDismissing(
      in: &sitePlacements, of: sites, routes: routes, shownBefore: shownBefore, search: searchKnowing)
    {
      placeAfterFinishing(in: &sitePlacements, of: sites, routes: routes, search: searchKnowing)
    }
    confirmingPlacedCloses(in: &sitePlacements, of: sites, routes: routes)
    var launches: [(coordinator: String, action: Action)] = []
    var showingAnotherStacksScreen: [Int] = []
    // By position: a loop over the placements would copy each (its routes, trigger, relay and functions).
    for index in sitePlacements.indices {
      if sitePlacements[index].launches { launches.append((sites[index].coordinator, sites[index].action)) }
      if let trigger = sitePlacements[index].inferred { inferred.append(trigger) }
      if let (coordinator, handler) = sitePlacements[index].relay,
        !(relays[coordinator] ?? []).contains(where: { $0.event == handler.event })
      {
        relays[coordinator, default: []].append(handler)
      }
      if sitePlacements[index].showsAnotherStacksScreen { showingAnotherStacksScreen.append(index) }
    }
    if !showingAnotherStacksScreen.isEmpty {
      landOnOwnStacks(showingAnotherStacksScreen, in: &sitePlacements, of: sites, routes: routes)
    }
    let placements = sitePlacements
    // Each route's actions, by where they sit in `placements` (integers only: the actions themselves
    // are gathered and ordered per coordinator on all the cores).
    let placed = PlacementBuckets(placements, routeCount: routes.count)
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
    let read = deepLinks(
      links.links(from: linkFunctions, coordinators: Set(coordinatorsByName.keys), threads: threads), entry: entry.name)
    notes += read.notes
    coordinators = leavingOutUnbuiltBases(coordinators, entry: entry.name, links: read.links)
    inferred.sort { ($0.action.location, $0.coordinator) < ($1.action.location, $1.coordinator) }
    let tabs = Self.copyingRepeatedTabs(coordinators, home: home(launching: launches))
    notes += tabs.notes
    return NavigationGraph(
      source: source, entry: entry, home: tabs.home, coordinators: tabs.coordinators, deepLinks: read.links)
  }

  /// Source order, each action once (sorted on every field, so that equal actions are neighbours).
  private static func ordered(_ actions: [Action]) -> [Action] {
    var sorted = actions
    sorted.sort { left, right in
      if left.location != right.location { return left.location < right.location }
      if left.kind != right.kind { return left.kind.rawValue < right.kind.rawValue }
      if left.target != right.target { return (left.target ?? "") < (right.target ?? "") }
      if left.startRoute != right.startRoute { return (left.startRoute ?? "") < (right.startRoute ?? "") }
      if left.label != right.label { return (left.label ?? "") < (right.label ?? "") }
      return left.confidence.rawValue < right.confidence.rawValue
    }
    // Repeats dropped in place: equal actions are neighbours, and moving one is no copy of its strings.
    var kept = min(sorted.count, 1)
    for index in sorted.indices.dropFirst() where sorted[index] != sorted[kept - 1] {
      if index != kept { sorted.swapAt(index, kept) }
      kept += 1
    }
    sorted.removeLast(sorted.count - kept)
    return sorted
  }
}
