import NavigationModel

/// `close()` and SwiftUI's `dismiss()` decided again once the navigations are placed.
extension GraphAssembler {
  /// Where a close reads as the inferred `pop` because the navigations the reading found show its route both ways,
  /// it reads as the way the navigations that are placed show it, when they all agree: `dismiss` where each presents
  /// it, `pop` where each pushes it. A navigation that is never placed no longer counts: one in a method nothing
  /// calls, or on a side of a ternary no caller picks (`presentationStyle: inline ? .push : .fullScreenCover`, where
  /// `inline` defaults to `false` and no call passes it).
  func confirmingPlacedCloses(in placements: inout [Placement], of sites: [ActionSite], routes: RouteNumbers) {
    let closes = sites.indices.filter { sites[$0].byRoute != nil && !sites[$0].closesChain }
    guard !closes.isEmpty else { return }
    var ways = ShownWays(starts: ShownWays.starts(of: reading.coordinators))
    for index in placements.indices where !placements[index].routes.isEmpty {
      for (_, action) in placements[index].routes { ways.add(action, by: sites[index].coordinator) }
    }
    for index in closes {
      let site = sites[index]
      for entry in placements[index].routes.indices {
        let (route, action) = placements[index].routes[entry]
        let name = routes.names[route]
        guard action.kind == .pop, action.confidence == .inferred, site.byRoute?[name] == nil,
          routes.coordinators[route] == site.coordinator, let push = ways.onlyWay(of: name, in: site.coordinator)
        else { continue }
        placements[index].routes[entry].1 = Action(push ? .pop : .dismiss, location: action.location)
      }
    }
  }
}
