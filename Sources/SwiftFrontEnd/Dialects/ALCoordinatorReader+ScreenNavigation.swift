import NavigationModel
import SourceIndex

/// A screen's own navigation (`ScreenNavigation`: UIKit's `dismiss(animated:)` in a view controller,
/// SwiftUI's `dismiss()`) acts on the coordinator that shows the screen: one site per coordinator with
/// a route the screen's type belongs to.
extension ALCoordinatorReader {
  /// The sites of a type's own navigation for each of its owning coordinators, and the one-off screens
  /// it shows.
  func screenNavigationSites(in type: AppType, owners: [String]) -> (sites: [ActionSite], screens: [OneOffScreen]) {
    let calls = ScreenNavigation.calls(in: type, types: types)
    guard !calls.isEmpty else { return ([], []) }
    var sites: [ActionSite] = []
    var screens: [OneOffScreen] = []
    for owner in owners {
      guard let coordinator = byName[owner] else { continue }
      for navigation in calls {
        if let action = navigation.action {
          var site = navigation.site(action, by: owner)
          if navigation.effect == .close { site.byRoute = closes(by: coordinator, at: navigation.call.location) }
          sites.append(site)
          continue
        }
        guard case .show(let kind) = navigation.effect, let shown = navigation.shown else { continue }
        let seeds: [String]
        switch shown {
        case .value(let value): seeds = screenTypes(of: value, in: navigation.context)
        case .built(let names): seeds = names
        }
        guard
          let screen = oneOffScreen(built: seeds, style: (kind, .exact), by: coordinator, at: navigation.call.location)
        else { continue }
        screens.append(screen)
        sites.append(navigation.site(screen.action, by: owner))
      }
    }
    return (sites, screens)
  }

  /// The own navigation of the screens that one-off screens show (a view controller that a screen
  /// pushes, which pops itself), round after round until no new screen is shown; `done` holds the
  /// owners already read for each type.
  func screenNavigationOfOneOffScreens(
    _ screens: [OneOffScreen], done: [String: [String]]
  ) -> (sites: [ActionSite], screens: [OneOffScreen]) {
    var done = done
    var pending = screens[...]
    var sites: [ActionSite] = []
    var shown: [OneOffScreen] = []
    while !pending.isEmpty {
      var owners: [String: Set<String>] = [:]
      for screen in pending {
        for typeName in RouteTypes.expand(
          screen.seeds, types: types, resolver: resolver, coordinators: coordinatorNames)
        where !(done[typeName] ?? []).contains(screen.coordinator) {
          owners[typeName, default: []].insert(screen.coordinator)
        }
      }
      var next: [OneOffScreen] = []
      for typeName in owners.keys.sorted() {
        guard let type = types.type(named: typeName) else { continue }
        let newOwners = owners[typeName]!.sorted()
        done[typeName, default: []] += newOwners
        let read = screenNavigationSites(in: type, owners: newOwners)
        sites += read.sites
        next += read.screens
      }
      shown += next
      pending = next[...]
    }
    return (sites, shown)
  }
}
