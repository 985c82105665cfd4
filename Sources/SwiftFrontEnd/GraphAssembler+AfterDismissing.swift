import NavigationModel

/// Code that runs once a presented layer is gone: in the completion of a dismiss (`router.dismiss(animated: true) {
/// [weak self] in self?.router.navigate(to: .thanks) }`, UIKit's `dismiss(animated:completion:)`), or after a dismiss in
/// straight-line code (`await router.dismiss(); await navigate(toRoute: .summary)`), and what such code calls
/// (`CallGraph.Edge.afterDismissing`).
extension GraphAssembler {
  /// What is dismissed before a site's code runs (`DismissedBefore`); with `navigation`, once the navigation written
  /// there, earlier in its function, has shown its screen.
  func dismissesBefore(_ site: ActionSite, after navigation: SourceLocation? = nil) -> DismissedBefore.Dismissal {
    guard let function = site.context.function,
      function.calls.contains(where: {
        DismissedBefore.mayDismiss($0, dismissers: dismissers) || dismissers.methods.mayRun($0)
      }) || DismissedBefore.setsABindingBack(in: function, dismissers: dismissers),
      let index = FinishedBefore.index(of: site.action.location, in: function)
    else { return .none }
    return DismissedBefore.before(
      index, in: function, of: site.context.typeName, after: navigation, dismissers: dismissers, types: types,
      resolver: resolver)
  }

  /// Places again the sites whose code runs once a presented layer is gone (`Placement.afterDismissing`): on the
  /// routes from which that layer is presented (a route it shows, or the coordinator whose routes it shows, presented
  /// or covered; a pushed screen is in the layer of the screen that pushes it), the screen the user sees once it is
  /// gone. Before, such code fired where the dismiss was asked, as an alternative to it: `present thanks` from the
  /// checkout's last screen, over the checkout the dismiss has just closed. A route in no presented layer keeps its
  /// placement. Code written after a navigation of its function's, and after dismisses, runs where those dismisses
  /// leave the screen that navigation shows (`router.navigate(to: .packed)`, then `router.dismiss(); router.pop()`:
  /// the pop runs on the screen that presented `packed`), not where the function is asked (`shownBefore`,
  /// `routesShownBefore`). `search`: what the search of the site at an index finds (`triggers(of:writtenIn:in:)`).
  /// Returns whether there was any such site.
  func placeAfterDismissing(
    in placements: inout [Placement], of sites: [ActionSite], routes: RouteNumbers, shownBefore: [Int: ShownBefore],
    search: (Int) -> TriggerResolver.Triggers?
  ) -> Bool {
    let waiting = placements.indices.filter { placements[$0].afterDismissing }
    guard !waiting.isEmpty else { return false }
    var isWaiting = [Bool](repeating: false, count: placements.count)
    for index in waiting { isWaiting[index] = true }
    let searched = waiting.map(search)
    var layers = self.layers(in: placements, waiting: isWaiting, routes: routes)
    // Code after a dismiss may present a layer in turn (`router.dismiss { self.router.navigate(to: .payment) }`): a
    // dismiss in that layer goes back to where it is presented, which only these placements show. Placed again with
    // them until the layers stay the same (a few rounds at most).
    for round in 1...Self.afterDismissingRounds {
      for (index, found) in zip(waiting, searched) {
        guard var found else { continue }
        // Written after dismisses, the whole site moves; reached from code after one, what that code reached.
        let written = dismissesBefore(sites[index])
        if written.layers > 0, let shown = shownBefore[index] {
          let after = dismissesBefore(sites[index], after: shown.navigation)
          found.routes = after.layers > 0 ? layers.shown(after: after, over: [shown.route]) : [shown.route]
        } else {
          found.routes =
            written.layers > 0
            ? layers.shown(after: written, over: found.routes)
            : Array(
              Set(
                found.routes + layers.shown(after: .init(layers: 1), over: found.dismissAskedOn)
                  + layers.shown(after: .init(layers: 1, closes: true), over: found.closeAskedOn))
            ).sorted()
        }
        let acting = withoutItsGoneCoordinator(found.routes, of: sites[index], layers: layers, routes: routes)
        // Where every screen it would land on is gone with its coordinator, the code shows nothing: placed nowhere.
        let goneEverywhere = acting.isEmpty && !found.routes.isEmpty
        found.routes = acting
        var placement = goneEverywhere ? Placement() : placement(of: sites[index], on: found, routes: routes)
        placement.uncalled = found.uncalled
        placement.afterDismissing = true
        placement.launches = placements[index].launches
        placements[index] = placement
      }
      guard round < Self.afterDismissingRounds else { break }
      let next = self.layers(in: placements, waiting: [Bool](repeating: false, count: placements.count), routes: routes)
      if next == layers { break }
      layers = next
    }
    return true
  }

  /// The routes among `shown` where a site's code can act once a layer is gone: not those that present the layer its own
  /// coordinator was presented in (`await close(); await restart()` in the coordinator of a sheet, which the close has
  /// just dismissed: what it then does to its own screens, or to the stack and layers it no longer shows, shows
  /// nothing). An event it sends (`emit`) still goes up the chain it was started in.
  private func withoutItsGoneCoordinator(_ shown: [Int], of site: ActionSite, layers: Layers, routes: RouteNumbers)
    -> [Int]
  {
    guard site.action.kind != .emit, let coordinator = coordinatorsByName[site.coordinator], coordinator.kind == .stack,
      let start = routes.number(of: coordinator.name, coordinator.start.name),
      let presenters = layers.presenters[start], !presenters.isEmpty
    else { return shown }
    return shown.filter { !presenters.contains($0) || routes.coordinators[$0] == coordinator.name }
  }

  /// How many times the sites after a dismiss are placed at most, each time with the layers the last placed.
  private static let afterDismissingRounds = 3

  /// The presented layers of the app's routes, by number, as the placed sites show them.
  private struct Layers: Equatable {
    /// For each route in a presented layer, the routes that present that layer.
    var presenters: [Int: Set<Int>] = [:]
    /// The routes that top a presented layer (a route presented, the start of a coordinator presented), where a close
    /// dismisses.
    var tops: Set<Int> = []
    /// For each route pushed, the routes that push it, shown again where a close pops it.
    var pushers: [Int: Set<Int>] = [:]

    /// The routes shown once `dismissal` has closed the screens of `asked`, ascending: the routes that present their
    /// layer (each layer further down; a route in no presented layer stays), but for closes of screens that top no
    /// layer, which pop them: the routes that push them (a route nothing pushes stays).
    func shown(after dismissal: DismissedBefore.Dismissal, over asked: [Int]) -> [Int] {
      (0..<max(dismissal.layers, 1)).reduce(into: asked) { routes, _ in
        routes = Array(
          Set(
            routes.flatMap { route in
              let shown = dismissal.closes && !tops.contains(route) ? pushers[route] : presenters[route]
              return shown.map(Array.init) ?? [route]
            }))
      }.sorted()
    }
  }

  /// The presented layers of the routes as the placed sites (but those `waiting`) show them.
  private func layers(in placements: [Placement], waiting: [Bool], routes: RouteNumbers) -> Layers {
    var layers = Layers()
    var presentedRoutes: [(from: Int, to: Int)] = []
    var presentedCoordinators: [(from: Int, to: String)] = []
    var pushes: [(from: Int, to: [Int])] = []
    for (index, placement) in placements.enumerated() where !waiting[index] {
      for (route, action) in placement.routes {
        guard let target = action.target else { continue }
        let coordinator = coordinatorsByName[target] != nil ? target : nil
        let shown = coordinator.map { routeNumbers(of: $0, in: routes) } ?? self.route(target, from: route, routes)
        switch action.kind {
        case .present, .cover:
          if let coordinator {
            presentedCoordinators.append((route, coordinator))
            let start = action.startRoute ?? coordinatorsByName[coordinator]?.start.name
            if let start, let top = routes.number(of: coordinator, start) { layers.tops.insert(top) }
          } else {
            presentedRoutes += shown.map { (route, $0) }
          }
        case .push, .replace:
          pushes.append((route, shown))
          if action.kind == .push { for pushed in shown { layers.pushers[pushed, default: []].insert(route) } }
        default: continue
        }
      }
    }
    var presenters: [Int: Set<Int>] = [:]
    for (from, to) in presentedRoutes { presenters[to, default: []].insert(from) }
    // A presented coordinator's routes are in its layer, but for those it presents itself.
    let presentedOnTheirOwn = Set(presenters.keys)
    layers.tops.formUnion(presentedOnTheirOwn)
    for (from, coordinator) in presentedCoordinators {
      for route in routeNumbers(of: coordinator, in: routes) where !presentedOnTheirOwn.contains(route) {
        presenters[route, default: []].insert(from)
      }
    }
    // What a push shows sits in the layer of the screen that pushes it (each round only adds presenters).
    var changed = true
    while changed {
      changed = false
      for (from, shown) in pushes {
        guard let layer = presenters[from], !layer.isEmpty else { continue }
        for route in shown where !presentedOnTheirOwn.contains(route) {
          let before = presenters[route]?.count ?? 0
          presenters[route, default: []].formUnion(layer)
          if presenters[route]!.count != before { changed = true }
        }
      }
    }
    layers.presenters = presenters
    return layers
  }

  /// The route an action's target names, as it reads on route `from`: `Coordinator.route`, or a route of the
  /// coordinator of `from`.
  private func route(_ target: String, from: Int, _ routes: RouteNumbers) -> [Int] {
    if let dot = target.lastIndex(ofASCII: ".") {
      let coordinator = String(target[..<dot])
      let name = String(target[target.index(after: dot)...])
      return routes.number(of: coordinator, name).map { [$0] } ?? []
    }
    return routes.number(of: routes.coordinators[from], target).map { [$0] } ?? []
  }
}
