import NavigationModel

/// A coordinator's own navigation asked from a screen of a coordinator whose stack is not its own: a sibling tab
/// (`(parent as? ShopTabs)?.showCheckout()` on the home tab, where the tab bar selects the cart tab and calls the
/// cart coordinator's `checkout()`), or the coordinator that starts it (`router.navigate(to: profile)` then
/// `profile.showAppointments()`). Its push lands on its own stack, not on the screen's.
extension GraphAssembler {
  /// For each coordinator, the coordinators whose screens show none of its stack: the other tabs of its tab bar,
  /// and the coordinators that start it (present, cover or push it).
  struct OwnStacks: Sendable {
    private var elsewhere: [String: Set<String>] = [:]

    init(_ coordinators: [Coordinator], sites: [ActionSite] = []) {
      for tabBar in coordinators where tabBar.kind == .tabs {
        let tabs = Set(tabBar.tabs.map(\.name))
        for tab in tabs { elsewhere[tab, default: []].formUnion(tabs.subtracting([tab])) }
      }
      let names = Set(coordinators.map(\.name))
      for site in sites where [.push, .present, .cover].contains(site.action.kind) {
        guard let started = site.action.target, names.contains(started), started != site.coordinator else {
          continue
        }
        elsewhere[started, default: []].insert(site.coordinator)
      }
    }

    /// Whether a screen of `screenOwner` shows none of `acting`'s stack.
    func isElsewhere(_ screenOwner: String, from acting: String) -> Bool {
      elsewhere[acting]?.contains(screenOwner) ?? false
    }

    /// Whether no coordinator has such others.
    var isEmpty: Bool { elsewhere.isEmpty }
  }

  /// Where an action of a stack coordinator goes that a screen of a coordinator in `ownStacks.isElsewhere` runs:
  /// a push, present or cover of one of its own screens fires from its start screen, marked inferred (the screen it
  /// shows when its tab is selected or once it is started, as a deep link's chain reads it), instead of starting a
  /// new copy of the coordinator on that screen's stack. Nil for any other action, or any other screen.
  func ownStackPlacement(of site: ActionSite, from route: Int, routes: RouteNumbers) -> (Int, Action)? {
    guard !ownStacks.isEmpty, [.push, .present, .cover].contains(site.action.kind),
      let target = site.action.target, coordinatorsByName[target] == nil,
      ownStacks.isElsewhere(routes.coordinators[route], from: site.coordinator),
      let coordinator = coordinatorsByName[site.coordinator], coordinator.kind == .stack,
      let start = routes.number(of: site.coordinator, coordinator.start.name)
    else { return nil }
    var action = site.action
    action.confidence = .inferred
    return (start, action)
  }
}
