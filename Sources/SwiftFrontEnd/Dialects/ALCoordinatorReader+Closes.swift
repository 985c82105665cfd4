import NavigationModel
import SourceIndex

/// How `close()` and SwiftUI's `dismiss()` read on each route: from the route enum's styles, the one-off
/// screens' navigations, and how a child coordinator is shown.
extension ALCoordinatorReader {
  /// `close()` on a one-off screen: `dismiss` where the coordinator presents it, `pop` where it pushes it.
  static func closing(_ screens: [OneOffScreen], in sites: [ActionSite]) -> [ActionSite] {
    guard !screens.isEmpty else { return sites }
    return sites.map { site in
      guard var byRoute = site.byRoute else { return site }
      for screen in screens where screen.coordinator == site.coordinator {
        byRoute[screen.route] = Action(screen.action.kind == .push ? .pop : .dismiss, location: site.action.location)
      }
      var site = site
      site.byRoute = byRoute
      return site
    }
  }

  /// `close()` reads per route from the route enum's styles (`ActionSite.byRoute`), or from the navigations
  /// that show the route where they all show it one way (`show(.map, style: .sheet)` for a `.push` route:
  /// a `dismiss`); a route that navigations show both ways keeps the inferred `pop`. A route a coordinator
  /// starts at (`starts`: each coordinator's start route) is shown the way the coordinator is: `close()` or
  /// SwiftUI's `dismiss()` on the first screen of a child presented as a sheet dismisses the sheet, whatever
  /// the route's own style.
  static func confirmingCloses(_ sites: [ActionSite], starts: [String: String]) -> [ActionSite] {
    guard sites.contains(where: { $0.byRoute != nil }) else { return sites }
    var ways = ShownWays(starts: starts)
    for site in sites { ways.add(site.action, by: site.coordinator) }
    return sites.map { site in
      guard var byRoute = site.byRoute else { return site }
      var site = site
      byRoute = byRoute.filter { route, action in
        (ways.pushed["\(site.coordinator).\(route)"] ?? []).allSatisfy { $0 == (action.kind == .pop) }
      }
      for route in ways.shown[site.coordinator] ?? [] {
        guard let push = ways.onlyWay(of: route, in: site.coordinator) else { continue }
        byRoute[route] = Action(push ? .pop : .dismiss, location: site.action.location)
      }
      site.byRoute = byRoute
      return site
    }
  }
}
