import NavigationModel
import SourceIndex

/// A screen that a coordinator shows without a case of its route enum: `router.present(HelpView())`
/// (with `presentationStyle:` in the newer API), UIKit's `root.pushViewController(vc, animated:)`,
/// `push(ReceiptViewController())` (the UIKit module), `navigate(toRoute: DefaultRoute(presentationStyle:
/// .sheet) { TermsView() })` (the newer API). It becomes a route of that coordinator of its own, named
/// after the screen's type (`HomeCoordinator.HelpView`), so that what the screen's code calls fires from it;
/// a screen that a case of the route enum builds is that case's route.
struct OneOffScreen: Sendable {
  /// The coordinator that shows it.
  var coordinator: String
  /// The route's name: the screen type's own name.
  var route: String
  /// The app types the screen is built from (the screen first), for `DialectReading.routeTypes`.
  var seeds: [String]
  /// The action that shows it.
  var action: Action
}

/// A dialect's reader of screens shown without a route of their own: by a coordinator (the dialect's own API), or
/// by a screen's own navigation (`ScreenNavigation`: UIKit's `navigationController?.pushViewController(
/// AboutViewController(), animated: true)`, SwiftUI's `.sheet { HelpView() }`). Each becomes a route of the
/// coordinator that shows it (`OneOffScreen`), whose screen's own navigation fires from there. A screen's own
/// navigation (`dismiss(animated:)`, SwiftUI's `dismiss()`) acts on the coordinator that shows the screen: one site
/// per coordinator with a route the screen's type belongs to.
protocol OneOffScreenReading {
  var types: AppTypes { get }
  var resolver: TypeResolver { get }
  var coordinatorNames: Set<String> { get }
  /// The one-off screen of the first app type among `seeds` (a system alert is none), shown in `style` by the
  /// coordinator named `owner`; nil where that coordinator shows none (a tab bar).
  func oneOffScreen(
    built seeds: [String], style: (kind: ActionKind, confidence: Confidence), byCoordinatorNamed owner: String,
    at location: SourceLocation
  ) -> OneOffScreen?
  /// What SwiftUI's dismiss does on each route of the coordinator named `owner`, where its styles say (a `pop`
  /// where it pushes, a `dismiss` where it presents); nil where they are unknown.
  func closes(byCoordinatorNamed owner: String, at location: SourceLocation) -> [String: Action]?
}

extension OneOffScreenReading {
  /// The one-off screen of the first app type among `seeds` that is no coordinator (a system alert is none), shown
  /// in `style` by `coordinator`: a route named after the screen's type, or the route `existing` gives for it (one
  /// that builds that screen already).
  func oneOffScreen(
    firstOf seeds: [String], style: (kind: ActionKind, confidence: Confidence), coordinator: String,
    at location: SourceLocation, existing: (String) -> String?
  ) -> OneOffScreen? {
    guard let screen = seeds.first(where: { types.type(named: $0) != nil && !coordinatorNames.contains($0) }),
      let own = screen.split(separator: ".").last.map(String.init)
    else { return nil }
    let name = existing(screen) ?? own
    return OneOffScreen(
      coordinator: coordinator, route: name, seeds: seeds,
      action: Action(style.kind, target: name, confidence: style.confidence, location: location))
  }

  /// The sites of the screens' own navigation (`navigation`: the calls of each of `types.all`, in
  /// order), and the one-off screens they show. A type navigates on the coordinators with a route it
  /// belongs to (`routeTypes`, with the screens' `subviews` and the classes they derive from), and on those that show it as a one-off
  /// screen (`shown`, or shown by another screen's own navigation: round after round, until no new
  /// screen is shown).
  func screenNavigationSites(
    _ written: [[ScreenNavigation]], routeTypes: [String: Set<String>], shown: [OneOffScreen], subviews: Subviews
  ) -> (sites: [ActionSite], screens: [OneOffScreen]) {
    // A base class's own code (a close button's `dismiss(animated:)`) runs on the screens that derive from it.
    let screensRoutes = types.addingScreensBaseClasses(to: subviews.adding(to: routeTypes))
    let navigation = redirectingSharedPresentations(written) {
      screensRoutes.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }
    let navigating = ScreenNavigation.navigatingTypes(navigation, in: types)
    guard !navigating.isEmpty else { return ([], []) }
    // First the coordinators of each type's routes and of the one-off screens that coordinators show;
    // then, round after round, those of the screens the last round showed.
    var owners = ScreenNavigation.owners(of: screensRoutes, among: navigating)
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
      for navigation in calls {
        if let action = navigation.action {
          var site = navigation.site(action, by: owner)
          if navigation.effect == .close {
            site.byRoute = closes(byCoordinatorNamed: owner, at: navigation.call.location)
          }
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
          let screen = oneOffScreen(
            built: seeds, style: (kind, .exact), byCoordinatorNamed: owner, at: navigation.call.location)
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
  /// One written in the presenting view's content closure fires from the screen shown (as code of its `body`, or, for
  /// a screen with none, a UIKit controller wrapped for SwiftUI, of the first function it declares:
  /// `makeUIViewController(context:)`).
  private func bindingCloseSites(
    _ closes: [ScreenNavigation.BindingClose], of screen: OneOffScreen, kind: ActionKind, by owner: String
  ) -> [ActionSite] {
    closes.compactMap { close in
      let action = Action(kind == .push ? .pop : .dismiss, location: close.place.location)
      var site: ActionSite
      if let (typeName, function) = close.shownCode {
        site = ActionSite(
          action: action, coordinator: owner, context: CodeContext(typeName: typeName, function: function),
          closureHosts: close.place.closureHosts, casePatterns: close.place.casePatterns, isScreensOwn: true)
      } else {
        guard let shown = screen.seeds.first,
          let body = types.functions("body", of: shown).first ?? types.type(named: shown)?.functions.first
        else { return nil }
        site = ActionSite(
          action: action, coordinator: owner, context: CodeContext(typeName: shown, function: body), closureHosts: [],
          casePatterns: [], isScreensOwn: true)
      }
      site.setsABindingBack = true
      return site
    }
  }

  /// The app types a shown value is built from: `HelpView()`, `UIHostingController(rootView: HelpView())`,
  /// or a local or property holding one.
  func screenTypes(of value: ExpressionShape, in context: CodeContext) -> [String] {
    let value = context.localValue(of: value) ?? value
    let constructed = RouteTypes.constructed(in: value).map { types.declaredName($0, inside: context.typeName) }
    if !constructed.isEmpty { return constructed }
    return resolver.type(of: value, in: context).map { [$0] } ?? []
  }

  /// Each one-off screen becomes a route of the coordinator that shows it (once, where it is first
  /// shown in source order: its routes follow the route enum's in the order the code first shows them,
  /// whichever reading found them), with the app types it is built from.
  func add(_ screens: [OneOffScreen], to reading: inout DialectReading) {
    guard !screens.isEmpty else { return }
    let indexes = Dictionary(
      reading.coordinators.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    let inSourceOrder = screens.indices.sorted { (screens[$0].action.location, $0) < (screens[$1].action.location, $1) }
    for screen in inSourceOrder.map({ screens[$0] }) {
      guard let index = indexes[screen.coordinator] else { continue }
      let id = "\(screen.coordinator).\(screen.route)"
      if !reading.coordinators[index].routes.contains(where: { $0.name == screen.route }) {
        reading.coordinators[index].routes.append(Route(name: screen.route, location: screen.action.location))
      }
      reading.routeTypes[id, default: []].formUnion(
        RouteTypes.expand(
          screen.seeds, inside: nil, types: types, resolver: resolver, coordinators: coordinatorNames))
    }
  }
}
