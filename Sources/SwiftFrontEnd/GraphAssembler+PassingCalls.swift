import NavigationModel

extension GraphAssembler {
  /// The placement of a site whose action goes to the route its function is given (`ActionSite.takesPassedRoute`:
  /// `func show(_ route: R) { navigate(toRoute: route) }`): on each route where a call that names the route
  /// (`show(.filters)`) makes it fire, the action is written at that call (one action per such call); on the others,
  /// where the site is. `key`: the function the site is written in.
  func placedAtPassingCalls(
    _ placement: Placement, of site: ActionSite, writtenIn key: FunctionKey, in triggers: TriggerResolver
  ) -> Placement {
    guard site.takesPassedRoute, site.closureHosts.isEmpty, !placement.routes.isEmpty else { return placement }
    let cases = EnumParameterCases.of(
      site.casePatterns, in: site.context.function, of: site.context.typeName, types: types)
    var calls = triggers.passingCalls(typeName: site.context.typeName, function: key.function, cases: cases)
    // Code of an app base class, called on the subclass that acts (`coordinator.show(.scan)` on a `DepotCoordinator`).
    let base = site.context.typeName
    if base != site.coordinator, types.derives(site.coordinator, from: base) {
      calls += triggers.passingCalls(typeName: site.coordinator, function: key.function, cases: cases)
    }
    guard !calls.isEmpty else { return placement }
    var placed = placement
    placed.routes = []
    for (route, action) in placement.routes {
      var named = false
      for call in calls where call.routes.contains(route) {
        var moved = action
        moved.location = call.location
        placed.routes.append((route, moved))
        named = true
      }
      if !named { placed.routes.append((route, action)) }
    }
    return placed
  }
}
