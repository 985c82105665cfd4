import NavigationModel
import SourceIndex

/// A screen's own navigation (`ScreenNavigation`: UIKit's `dismiss(animated:)` in a view controller,
/// SwiftUI's `dismiss()` and `.sheet { ... }`) acts on the coordinator that shows the screen: one site per
/// coordinator with a route the screen's type belongs to.
extension ALCoordinatorReader {
  /// The sites of the screens' own navigation (`navigation`: the calls of each of `types.all`, in
  /// order), and the one-off screens they show. A type navigates on the coordinators with a route it
  /// belongs to (`routeTypes`, with the screens' `subviews`), and on those that show it as a one-off
  /// screen (`shown`, or shown by another screen's own navigation: round after round, until no new
  /// screen is shown).
  func screenNavigationSites(
    _ navigation: [[ScreenNavigation]], routeTypes: [String: Set<String>], shown: [OneOffScreen], subviews: Subviews
  ) -> (sites: [ActionSite], screens: [OneOffScreen]) {
    let navigating = ScreenNavigation.navigatingTypes(navigation, in: types)
    guard !navigating.isEmpty else { return ([], []) }
    // First the coordinators of each type's routes and of the one-off screens that coordinators show;
    // then, round after round, those of the screens the last round showed.
    var owners = ScreenNavigation.owners(of: subviews.adding(to: routeTypes), among: navigating)
    let owned = routeTypes.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    let screenTypes = { (screen: OneOffScreen) in
      subviews.adding(
        to: RouteTypes.expand(
          screen.seeds, inside: nil, types: types, resolver: resolver, coordinators: coordinatorNames),
        owned: owned)
    }
    var done: [String: Set<String>] = [:]
    addOwners(showing: shown, typesOf: screenTypes, among: navigating, done: done, to: &owners)
    var sites: [ActionSite] = []
    var screens: [OneOffScreen] = []
    while !owners.isEmpty {
      var next: [OneOffScreen] = []
      for typeName in owners.keys.sorted(by: { navigating[$0]! < navigating[$1]! }) {
        let newOwners = owners[typeName]!.sorted()
        done[typeName, default: []].formUnion(newOwners)
        let read = self.sites(of: navigation[navigating[typeName]!], owners: newOwners)
        sites += read.sites
        next += read.screens
      }
      screens += next
      owners = [:]
      addOwners(showing: next, typesOf: screenTypes, among: navigating, done: done, to: &owners)
    }
    return (sites, screens)
  }

  /// Adds, for each navigating type that a screen is built from (`typesOf`, with its subviews), the
  /// screen's coordinator, unless its sites on that coordinator are read already.
  private func addOwners(
    showing screens: [OneOffScreen], typesOf screenTypes: (OneOffScreen) -> Set<String>,
    among navigating: [String: Int], done: [String: Set<String>], to owners: inout [String: Set<String>]
  ) {
    for screen in screens {
      for typeName in screenTypes(screen)
      where navigating[typeName] != nil && !(done[typeName] ?? []).contains(screen.coordinator) {
        owners[typeName, default: []].insert(screen.coordinator)
      }
    }
  }

  /// The sites of a type's own navigation calls for each coordinator that shows it, and the one-off
  /// screens they show.
  private func sites(of calls: [ScreenNavigation], owners: [String]) -> (sites: [ActionSite], screens: [OneOffScreen]) {
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
        sites += bindingCloseSites(navigation.closes, of: screen, kind: kind, by: owner)
      }
    }
    return (sites, screens)
  }

  /// The sites of the closes of a screen shown through a binding (`ScreenNavigation.BindingClose`): a
  /// `dismiss` of what a modifier presents, a `pop` of what `navigationDestination(isPresented:)` pushes.
  /// One written in the presenting view's content closure fires from the screen shown.
  private func bindingCloseSites(
    _ closes: [ScreenNavigation.BindingClose], of screen: OneOffScreen, kind: ActionKind, by owner: String
  ) -> [ActionSite] {
    closes.compactMap { close in
      let action = Action(kind == .push ? .pop : .dismiss, location: close.place.location)
      if let (typeName, function) = close.shownCode {
        return ActionSite(
          action: action, coordinator: owner, context: CodeContext(typeName: typeName, function: function),
          closureHosts: close.place.closureHosts, casePatterns: close.place.casePatterns)
      }
      guard let shown = screen.seeds.first, let body = types.functions("body", of: shown).first else { return nil }
      return ActionSite(
        action: action, coordinator: owner, context: CodeContext(typeName: shown, function: body), closureHosts: [],
        casePatterns: [])
    }
  }
}
