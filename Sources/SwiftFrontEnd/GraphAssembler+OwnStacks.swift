import NavigationModel

/// A coordinator's own navigation asked from a screen of a coordinator whose stack is not its own: a sibling tab
/// (`(parent as? ShopTabs)?.showCheckout()` on the home tab, where the tab bar selects the cart tab and calls the
/// cart coordinator's `checkout()`), or the coordinator that starts it (`router.navigate(to: profile)` then
/// `profile.showAppointments()`). Its push lands on its own stack, not on the screen's.
extension GraphAssembler {
  /// For each coordinator, the coordinators whose screens show none of its stack: the other tabs of its tab bar,
  /// and the coordinators that start it (their routes present, cover or push it).
  struct OwnStacks {
    private var elsewhere: [String: Set<String>] = [:]

    init(_ coordinators: [Coordinator], placements: [Placement], routes: RouteNumbers) {
      for tabBar in coordinators where tabBar.kind == .tabs {
        let tabs = Set(tabBar.tabs.map(\.name))
        for tab in tabs { elsewhere[tab, default: []].formUnion(tabs.subtracting([tab])) }
      }
      let stacks = Set(coordinators.lazy.filter { $0.kind == .stack }.map(\.name))
      for index in placements.indices {
        for (route, action) in placements[index].routes where Self.shows(action.kind) {
          guard let started = action.target, stacks.contains(started) else { continue }
          let starter = routes.coordinators[route]
          if starter != started { elsewhere[started, default: []].insert(starter) }
        }
      }
    }

    /// Whether an action of this kind shows a screen or starts a coordinator in a new place.
    static func shows(_ kind: ActionKind) -> Bool {
      switch kind {
      case .push, .present, .cover: return true
      default: return false
      }
    }

    /// The coordinators whose screens show none of `acting`'s stack.
    func screensElsewhere(from acting: String) -> Set<String>? { elsewhere[acting] }
  }

  /// Moves the actions of the placements numbered `indices` (`Placement.showsAnotherStacksScreen`) that show a screen
  /// of a stack coordinator from a screen that shows none of its stack (`OwnStacks`): a push, present or cover of its
  /// own screen fires from its start screen, marked inferred (the screen it shows when its tab is selected or once it
  /// is started, as a deep link's chain reads it), instead of a new copy of the coordinator started on that screen's
  /// stack (`push CartCoordinator.checkout` from the home tab). Once, and not where it is placed already.
  func landOnOwnStacks(_ indices: [Int], in placements: inout [Placement], of sites: [ActionSite], routes: RouteNumbers)
  {
    let stacks = OwnStacks(reading.coordinators, placements: placements, routes: routes)
    for index in indices {
      let site = sites[index]
      guard let target = site.action.target, let screens = stacks.screensElsewhere(from: site.coordinator),
        let coordinator = coordinatorsByName[site.coordinator], coordinator.kind == .stack,
        let start = routes.number(of: site.coordinator, coordinator.start.name)
      else { continue }
      let qualified = "\(site.coordinator).\(target)"
      var landed = site.action
      landed.confidence = .inferred
      var startPlaced = placements[index].routes.contains { $0.0 == start && $0.1.target == target }
      var moved: [(Int, Action)] = []
      for (route, action) in placements[index].routes {
        guard action.target == qualified, screens.contains(routes.coordinators[route]) else {
          moved.append((route, action))
          continue
        }
        if !startPlaced { moved.append((start, landed)) }
        startPlaced = true
      }
      placements[index].routes = moved
    }
  }
}
