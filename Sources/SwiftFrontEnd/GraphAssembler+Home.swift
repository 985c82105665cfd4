import NavigationModel

/// The screens an app settles on, which count as `home` (navigation-model.md §5).
///
/// The README's own setup starts the app on a splash route and, in the same `start`, covers it with the
/// app's real content (`router.navigate(to: OnboardingCoordinator(presentationStyle: .fullScreen))`),
/// whose last step covers it again with the tab bar. The user never comes back to the splash, nor to
/// the onboarding, so without this every later screen would be a `no-way-back`.
extension GraphAssembler {
  /// In name order: the routes that the entry coordinator's `start` (or initialiser) shows, directly or
  /// through the methods it calls (a route it pushes, presents or covers; for a coordinator, that
  /// coordinator's root screens); and the root screens of every tab bar's tabs, where an app settles
  /// whatever shows it.
  func home(launching launches: [(coordinator: String, action: Action)]) -> [NameReference] {
    var found: [String: NameReference] = [:]
    for (coordinator, action) in launches {
      guard action.kind == .push || action.kind == .present || action.kind == .cover,
        let target = action.target
      else { continue }
      let names =
        coordinatorsByName[target] != nil
        ? rootScreens(of: target, startingAt: action.startRoute) : ["\(coordinator).\(target)"]
      for name in names where found[name] == nil { found[name] = NameReference(name, at: action.location) }
    }
    for coordinator in reading.coordinators where coordinator.kind == .tabs {
      for name in rootScreens(of: coordinator.name) where found[name] == nil {
        found[name] = NameReference(name, at: coordinator.location)
      }
    }
    return found.keys.sorted().map { found[$0]! }
  }

  /// The routes a coordinator shows when it starts with nothing on top (`start` a route of its own, or
  /// a coordinator it starts); for a tab bar, those of each tab.
  private func rootScreens(of name: String, startingAt startRoute: String? = nil, depth: Int = 0) -> [String] {
    guard depth < 8, let coordinator = coordinatorsByName[name] else { return [] }
    if coordinator.kind == .tabs {
      return coordinator.tabs.flatMap { rootScreens(of: $0.name, depth: depth + 1) }
    }
    return self.startRoute(of: name, startingAt: startRoute).map { [$0] } ?? []
  }
}
