import NavigationModel

/// Code that runs once a presented layer is gone: in the completion of a dismiss (`router.dismiss(animated: true) {
/// [weak self] in self?.router.navigate(to: .thanks) }`, UIKit's `dismiss(animated:completion:)`), or after a dismiss in
/// straight-line code (`await router.dismiss(); await navigate(toRoute: .summary)`), and what such code calls
/// (`CallGraph.Edge.afterDismissing`).
extension GraphAssembler {
  /// How many layers are dismissed before a site's code runs (`DismissedBefore`).
  func dismissesBefore(_ site: ActionSite) -> Int {
    guard let function = site.context.function, function.calls.contains(where: { $0.member == "dismiss" }),
      let index = FinishedBefore.index(of: site.action.location, in: function)
    else { return 0 }
    // A dismiss site is a `dismiss` call, but for a `close()` read as one on some routes (`byRoute`).
    let own = site.action.kind == .dismiss && site.byRoute == nil
    return DismissedBefore.layers(
      before: index, in: function, of: site.context.typeName, ownDismiss: own, types: types)
  }

  /// Places again the sites whose code runs once a presented layer is gone (`Placement.afterDismissing`): on the
  /// routes from which that layer is presented (a route it shows, or the coordinator whose routes it shows, presented
  /// or covered; a pushed screen is in the layer of the screen that pushes it), the screen the user sees once it is
  /// gone. Before, such code fired where the dismiss was asked, as an alternative to it: `present thanks` from the
  /// checkout's last screen, over the checkout the dismiss has just closed. A route in no presented layer keeps its
  /// placement. `search`: what the search of the site at an index finds (`triggers(of:writtenIn:in:)`). Returns whether
  /// there was any such site.
  func placeAfterDismissing(
    in placements: inout [Placement], of sites: [ActionSite], routes: RouteNumbers,
    search: (Int) -> TriggerResolver.Triggers?
  ) -> Bool {
    let waiting = placements.indices.filter { placements[$0].afterDismissing }
    guard !waiting.isEmpty else { return false }
    var isWaiting = [Bool](repeating: false, count: placements.count)
    for index in waiting { isWaiting[index] = true }
    let presenters = layerPresenters(in: placements, waiting: isWaiting, routes: routes)
    // The routes shown once `layers` layers over these are gone.
    let presented = { (asked: [Int], layers: Int) in
      (0..<max(layers, 1)).reduce(asked) { routes, _ in
        Array(Set(routes.flatMap { presenters[$0].map(Array.init) ?? [$0] }))
      }
    }
    for index in waiting {
      guard var found = search(index) else { continue }
      // Written after dismisses, the whole site moves; reached from code after one, what that code reached.
      let written = dismissesBefore(sites[index])
      found.routes =
        written > 0
        ? presented(found.routes, written).sorted()
        : Array(Set(found.routes + presented(found.dismissAskedOn, 1))).sorted()
      var placement = placement(of: sites[index], on: found, routes: routes)
      placement.uncalled = found.uncalled
      placement.afterDismissing = true
      placement.launches = placements[index].launches
      placements[index] = placement
    }
    return true
  }

  /// For each route in a presented layer, the routes that present that layer (by number).
  private func layerPresenters(in placements: [Placement], waiting: [Bool], routes: RouteNumbers) -> [Int: Set<Int>] {
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
          } else {
            presentedRoutes += shown.map { (route, $0) }
          }
        case .push, .replace: pushes.append((route, shown))
        default: continue
        }
      }
    }
    var presenters: [Int: Set<Int>] = [:]
    for (from, to) in presentedRoutes { presenters[to, default: []].insert(from) }
    // A presented coordinator's routes are in its layer, but for those it presents itself.
    let presentedOnTheirOwn = Set(presenters.keys)
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
    return presenters
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
