import NavigationModel

extension GraphAssembler {
  /// The placement of a site whose action goes to the route its function is given (`ActionSite.takesPassedRoute`:
  /// `func show(_ route: R) { navigate(toRoute: route) }`): on each route where a call that names the route
  /// (`show(.filters)`) makes it fire, the action is written at that call (one action per such call); on the others,
  /// where the site is. Also in a closure that runs as part of the function (`Task { @MainActor in await
  /// navigate(toRoute: route) }`). `key`: the function the site is written in.
  func placedAtPassingCalls(
    _ placement: Placement, of site: ActionSite, writtenIn key: FunctionKey, in triggers: TriggerResolver
  ) -> Placement {
    guard site.takesPassedRoute, !placement.routes.isEmpty else { return placement }
    if !site.closureHosts.isEmpty {
      let runner = ClosureRunner.of(
        site.closureHosts, targets: site.closureTargets, labels: site.closureLabels, in: site.context, types: types,
        resolver: resolver, at: CodeContext.order(of: site.action.location))
      guard runner == .now else { return placement }
    }
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
    let locations = calls.map { location(of: $0, in: triggers.graph) }
    for (route, action) in placement.routes {
      var named = false
      for (call, location) in zip(calls, locations) where call.routes.contains(route) {
        guard let location else { continue }
        var moved = action
        moved.location = location
        // The style this call passes, where calls pass the method different ones for the route.
        if let kind = site.kindsByPassingCall[location] {
          moved.kind = kind
          moved.confidence = .exact
        }
        placed.routes.append((route, moved))
        named = true
      }
      if !named { placed.routes.append((route, action)) }
    }
    return placed
  }

  /// Where a passing call is written: its place in the file of the function that makes it; nil where no type of the
  /// app declares that function.
  private func location(of call: TriggerResolver.PassingCall, in graph: CallGraph) -> SourceLocation? {
    let key = graph.functions[call.caller]
    guard let type = types.type(named: key.typeName),
      let function = type.functions.first(where: { types.graphName(of: $0, in: type.name) == key.function })
    else { return nil }
    return SourceLocation(file: function.location.file, line: call.place >> 20, column: call.place & (1 << 20 - 1))
  }
}
