import NavigationModel
import SourceIndex

/// Code written right after a navigation of its coordinator's to one of its routes, in straight-line code
/// (`await startFlow(route: .beds(self)); await navigate(toRoute: .whatsNew(self))`): it runs on the screen that
/// navigation shows. Before, it fired where the code was asked, as an alternative to the navigation before it: the
/// sheet went up over the splash that `startFlow` had just replaced. A `popToRoot` shows the stack's first screen, its
/// coordinator's start (`router.popToRoot(animated: false); router.navigate(to: .confirmation)`, or the navigation in
/// the pop's completion): the confirmation is pushed over the root, not over the screen the pop took away. (Only a
/// navigation that shows a screen moves so: `showsAScreen`.)
extension GraphAssembler {
  /// The navigation that a site's code is written after.
  struct ShownBefore: Sendable {
    /// The number of the route it shows.
    var route: Int
    /// Where it is written (code after a dismiss written after it runs where that dismiss leaves: `DismissedBefore`).
    var navigation: SourceLocation
  }

  /// For the sites written after such a navigation, by index, the nearest one. Only the sites of functions that hold
  /// two navigation sites or more are looked at; a screen's own navigation is neither. The sites' functions, and each
  /// function's sites, are read on `threads` threads (all the cores when nil).
  /// `starts`: each stack coordinator's start route, where a `popToRoot` of its lands.
  static func routesShownBefore(
    _ sites: [ActionSite], routes: RouteNumbers, starts: [String: String], threads: Int?
  ) -> [Int: ShownBefore] {
    // Each site's function, read on all the cores (a read retains the function), then grouped by identity on one.
    let identities = Parallel.map(count: sites.count, threads: threads) { sites[$0].context.function?.identity }
    var byFunction: [ObjectIdentifier: [Int]] = [:]
    for index in sites.indices {
      guard let function = identities[index] else { continue }
      byFunction[function, default: []].append(index)
    }
    let shared = byFunction.values.filter { $0.count > 1 }
    let found = Parallel.map(count: shared.count, threads: threads) { group -> [(site: Int, shown: ShownBefore)] in
      let indices = shared[group]
      // Where each navigation is written: the route it shows, its coordinator, and whether it is a pop to the root.
      var navigations: [SourceLocation: (route: Int, coordinator: String, pops: Bool)] = [:]
      for index in indices {
        if let route = shownRoute(by: sites[index], routes: routes, starts: starts) {
          navigations[sites[index].action.location] = (
            route, sites[index].coordinator, sites[index].action.kind == .popToRoot
          )
        }
      }
      guard !navigations.isEmpty else { return [] }
      var shown: [(site: Int, shown: ShownBefore)] = []
      for index in indices {
        let site = sites[index]
        guard !site.continuesInChain, site.followsStepShowing == nil, !site.isScreensOwn,
          let function = site.context.function,
          let call = FinishedBefore.index(of: site.action.location, in: function),
          let earlier = lastBefore(call, in: function, where: { navigations[$0.location] != nil })
            ?? popCompleted(by: call, in: function, where: { navigations[$0.location] != nil }),
          let navigation = navigations[earlier.location], navigation.coordinator == site.coordinator,
          !navigation.pops || Self.showsAScreen(site.action.kind)
        else { continue }
        shown.append((index, ShownBefore(route: navigation.route, navigation: earlier.location)))
      }
      return shown
    }
    var shown: [Int: ShownBefore] = [:]
    for pairs in found { for (site, before) in pairs { shown[site] = before } }
    return shown
  }

  /// Of the calls that `matching` picks and that the call at `index` runs after (`FinishedBefore.calls`), the one that
  /// runs last: the last written after a task the call sits in (`Task { await show(.b) }; await show(.a)`), else the
  /// nearest before it.
  private static func lastBefore(_ index: Int, in function: FunctionItem, where matching: (CallItem) -> Bool)
    -> CallItem?
  {
    let before = FinishedBefore.calls(before: index, in: function, where: matching)
    let place = function.calls[index].location
    return before.last { place < $0.location } ?? before.first
  }

  /// Whether an action shows a screen: only such an action written after a `popToRoot` runs on the stack's first route.
  /// A pop to the root leaves what is presented over the stack up, so a `dismiss` after it (`await router.popToRoot();
  /// await router.dismiss()`, asked from a cover) still takes away what is up where it is asked.
  private static func showsAScreen(_ kind: ActionKind) -> Bool {
    switch kind {
    case .push, .present, .cover, .replace: true
    default: false
    }
  }

  /// The `popToRoot` whose completion the call at `index` sits in (`router.popToRoot(animated: true) { [weak self] in
  /// self?.router.navigate(to: .confirmation) }`), if `matching` picks it: the nearest before the call, around it.
  private static func popCompleted(by index: Int, in function: FunctionItem, where matching: (CallItem) -> Bool)
    -> CallItem?
  {
    let calls = function.calls
    let call = calls[index]
    guard call.closureHosts.last(where: { !ClosureRunner.transparentHosts.contains($0) }) == "popToRoot" else {
      return nil
    }
    return calls[..<index].last { $0.member == "popToRoot" && $0.closureHosts.count < call.closureHosts.count }
      .flatMap { matching($0) ? $0 : nil }
  }

  /// The route of its own coordinator that a site shows (a push, replace, presentation or cover of one route; the start a
  /// `popToRoot` lands on, `starts`), by number; nil for any other action, and for a screen's own navigation (declared
  /// by its view's modifiers, which do not run in order).
  private static func shownRoute(by site: ActionSite, routes: RouteNumbers, starts: [String: String]) -> Int? {
    guard site.byRoute == nil, !site.continuesInChain, !site.isScreensOwn else { return nil }
    if site.action.kind == .popToRoot {
      return starts[site.coordinator].flatMap { routes.number(of: site.coordinator, $0) }
    }
    guard let target = site.action.target else { return nil }
    switch site.action.kind {
    case .push, .replace, .present, .cover: return routes.number(of: site.coordinator, target)
    default: return nil
    }
  }
}
