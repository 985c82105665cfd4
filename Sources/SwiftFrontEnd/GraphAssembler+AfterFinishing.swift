import NavigationModel

/// Code that runs once a coordinator is gone: in the completion of its finish (`child.finishFlow(animated: true) {
/// [weak self] in self?.showHome() }`, or its own `finishFlow { self?.onClose?() }`), after its finish in straight-line
/// code (`FinishedBefore`), or in what such code calls.
extension GraphAssembler {
  /// Places again the sites whose code runs once a child coordinator is gone (`Placement.afterFinishing`): on the
  /// routes from which an action starts that child, as the first placements put them (the screen that is shown again
  /// when the child's layer or entries go), as well as where the search found otherwise. Before, such code fired where
  /// the child's finish was asked, on the child's screens: `cover HomeTabs` from the login's last screen, over the
  /// login, while the app shows it once the login is gone. With no route found that starts the child (a tab's
  /// coordinator), the site fires where the finish is asked, as it did. `search`: what the search of the site at an
  /// index finds (`triggers(of:writtenIn:in:)`).
  func placeAfterFinishing(
    in placements: inout [Placement], of sites: [ActionSite], routes: RouteNumbers,
    search: (Int) -> TriggerResolver.Triggers?
  ) {
    let waiting = placements.indices.filter { placements[$0].afterFinishing }
    guard !waiting.isEmpty else { return }
    let searched = waiting.map(search)
    var isWaiting = [Bool](repeating: false, count: placements.count)
    for index in waiting { isWaiting[index] = true }
    var starting = startingRoutes(in: placements, waiting: isWaiting)
    // A child may be started by code that itself runs once a coordinator is gone, also its own (a login that, once
    // finished, runs the function that started it): such a start is known once that code is placed, so the sites are
    // placed again until no coordinator starts from more routes (each round only adds routes).
    for _ in 0...waiting.count {
      for (index, found) in zip(waiting, searched) {
        guard var found else { continue }
        // Code of a coordinator that runs once it has finished itself (`await finishFlow(); await restart()`) acts on a
        // coordinator no longer shown: it fires only where the search reached it otherwise (a button that calls the
        // same method), else nowhere. An event it sends still goes up the chain it was started in.
        let finishedItself =
          sites[index].action.kind != .emit && found.afterFinishing.contains(sites[index].coordinator)
        if !finishedItself {
          let started = found.afterFinishing.flatMap { starting[$0] ?? [] }
          // Nothing found that starts it (a tab's coordinator, say): where the finish is asked, as any other code.
          found.routes = Array(Set(found.routes).union(started.isEmpty ? found.finishAskedOn : started)).sorted()
        }
        var placement =
          finishedItself && found.routes.isEmpty ? Placement() : placement(of: sites[index], on: found, routes: routes)
        placement.uncalled = found.uncalled
        placement.afterFinishing = true
        // Code that the entry's `start` also runs (`if signedIn { showHome() }`) still runs at launch.
        placement.launches = placements[index].launches
        placements[index] = placement
      }
      let next = startingRoutes(in: placements, waiting: isWaiting)
      if next == starting { break }
      starting = next
    }
  }

  /// Each coordinator's starting routes: where an action pushes, presents, covers or puts in place its start. Code
  /// that runs after a finish (`waiting`, by placement) and is placed on every route, inferred, starts nowhere known
  /// yet (before it is placed where the finished coordinator was started).
  private func startingRoutes(in placements: [Placement], waiting: [Bool]) -> [String: Set<Int>] {
    var starting: [String: Set<Int>] = [:]
    for (index, placement) in placements.enumerated() where placement.inferred == nil || !waiting[index] {
      for (route, action) in placement.routes {
        guard let target = action.target, coordinatorsByName[target] != nil else { continue }
        switch action.kind {
        case .push, .present, .cover, .replace: starting[target, default: []].insert(route)
        default: continue
        }
      }
    }
    return starting
  }
}
