import NavigationModel

/// The screen the app shows as it launches.
extension GraphAssembler {
  /// The number of the route the entry shows first: its start route, or, where it starts with a coordinator (a tab
  /// bar's first tab, a root's child), that coordinator's, and so on. Nil where the starts lead to no route.
  func launchScreen(of entry: String, routes: RouteNumbers) -> Int? {
    var name = entry
    // Each coordinator once: starts that name each other lead nowhere.
    for _ in 0...coordinatorsByName.count {
      guard let coordinator = coordinatorsByName[name] else { return nil }
      if let route = routes.number(of: name, coordinator.start.name) { return route }
      name = coordinator.start.name
    }
    return nil
  }
}
