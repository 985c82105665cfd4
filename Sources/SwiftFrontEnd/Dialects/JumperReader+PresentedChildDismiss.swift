import NavigationModel
import SourceIndex

/// Jumper's `dismiss()` on a coordinator that another presented (`present(\.quote)` for `@Route var quote = quoteFlow`)
/// asks that parent to dismiss it: the parent's navigation controller dismisses what it presents, the child's layer
/// and every layer the child presented over it (`dismissChild(coordinator:action:)`), and drops the child. That is
/// the child's `finish`, not a `dismiss` of the top layer alone: a help screen the child presented, closed with the
/// child's `dismiss()`, closes the whole flow.
extension JumperReader {
  /// The coordinators that other coordinators only ever present or cover: no route of another pushes one, makes it the
  /// root (`root(\.home)`) or starts with it (`initial: \.home`), and it is no tab.
  static func onlyPresented(_ sites: [ActionSite], declared: [JumperDialect.Declared]) -> Set<String> {
    var presented: Set<String> = []
    var otherwise: Set<String> = []
    for site in sites where !site.isScreensOwn {
      guard let target = site.action.target else { continue }
      switch site.action.kind {
      case .present, .cover: presented.insert(target)
      case .push, .replace: otherwise.insert(target)
      default: continue
      }
    }
    for coordinator in declared {
      for route in coordinator.routes where route.isTab {
        if let child = route.leadsTo { otherwise.insert(child) }
      }
      let arguments = navigation(of: coordinator)?.value.arguments ?? []
      for name in initialRoutes(in: arguments) {
        if let child = coordinator.route(name)?.leadsTo { otherwise.insert(child) }
      }
    }
    return presented.subtracting(otherwise)
  }

  /// The sites with each `dismiss()` of a coordinator that others only present (`onlyPresented`) read as its finish.
  func finishingPresentedChildren(_ sites: [ActionSite]) -> [ActionSite] {
    let presented = Self.onlyPresented(sites, declared: declared)
    guard !presented.isEmpty else { return sites }
    return sites.map { site in
      guard site.action.kind == .dismiss, !site.isScreensOwn, presented.contains(site.coordinator) else { return site }
      var finishing = site
      finishing.action.kind = .finish
      return finishing
    }
  }
}
