import NavigationModel
import SourceIndex

/// Jumper's `dismiss()` on a coordinator asks its parent to dismiss it (`parent?.dismissChild(coordinator: self,
/// action:)`), and a coordinator gets a parent only when a route of another coordinator starts it (`push`, `present`,
/// `root`, or its `initial` route): a tab's coordinator (`TabCoordinable` sets up its tabs without one) and the
/// coordinator at the window have none, so there `dismiss()` does nothing at all, not even to a screen the coordinator
/// presented itself (`present(\.feeding)`, then `dismiss()` from its screen).
extension JumperReader {
  /// The coordinators no route of another coordinator starts, but as a tab: those whose `dismiss()` does nothing.
  static func parentless(_ declared: [JumperDialect.Declared]) -> Set<String> {
    var started: Set<String> = []
    for coordinator in declared {
      for route in coordinator.routes where !route.isTab {
        if let child = route.leadsTo { started.insert(child) }
      }
    }
    return Set(declared.map(\.type.name)).subtracting(started)
  }

  /// The sites without the dismisses of parentless coordinators, nor the navigation written in such a dismiss's
  /// completion (`dismiss { self.push(\.post) }`: the library never runs it), and a note for each one left out.
  func leavingOutParentlessDismisses(_ sites: [ActionSite]) -> (sites: [ActionSite], notes: [ReadingNote]) {
    let parentless = Self.parentless(declared)
    let leftOut = { (site: ActionSite) in
      site.action.kind == .dismiss && !site.isScreensOwn && parentless.contains(site.coordinator)
    }
    // (Most apps have none: the sites are then not copied.)
    guard !parentless.isEmpty, sites.contains(where: leftOut) else { return (sites, []) }
    let completions = sites.filter(leftOut).compactMap(Self.completion(of:))
    var kept: [ActionSite] = []
    var notes: [ReadingNote] = []
    for site in sites {
      if let dismiss = completions.first(where: { $0.holds(site) }) {
        notes.append(
          ReadingNote(
            location: site.action.location,
            message:
              "\(site.action.summary) runs in the completion of \(dismiss.coordinator).dismiss(), which does nothing (see the "
              + "note there): it never runs, and is left out"))
        continue
      }
      guard leftOut(site) else {
        kept.append(site)
        continue
      }
      notes.append(
        ReadingNote(
          location: site.action.location,
          message:
            "\(site.coordinator).dismiss() does nothing: Jumper's dismiss asks the coordinator's parent to dismiss it, "
            + "and \(site.coordinator) has none (\(Self.whyParentless(site.coordinator, in: declared))), so the "
            + "dismiss is left out"))
    }
    notes.sort { ($0.location, $0.message) < ($1.location, $1.message) }
    return (kept, notes.reduce(into: []) { unique, note in if unique.last != note { unique.append(note) } })
  }

  /// The completion closure of a dismiss call a site stands for: the code written in the closures given to it.
  private struct Completion {
    var coordinator: String
    var function: ObjectIdentifier
    var contains: ([String], SourceLocation) -> Bool

    /// Whether a site's code sits in the completion.
    func holds(_ site: ActionSite) -> Bool {
      site.context.function?.identity == function && contains(site.closureHosts, site.action.location)
    }
  }

  /// The completion of the dismiss call a site stands for, where the call is one of its function's.
  private static func completion(of site: ActionSite) -> Completion? {
    guard let function = site.context.function, let index = FinishedBefore.index(of: site.action.location, in: function)
    else { return nil }
    return Completion(
      coordinator: site.coordinator, function: function.identity,
      contains: ScreenNavigation.contentClosure(of: index, in: function.calls))
  }

  /// Why a parentless coordinator has no parent: a tab of which tab bars, or started by no route.
  private static func whyParentless(_ name: String, in declared: [JumperDialect.Declared]) -> String {
    let tabBars = declared.filter { $0.routes.contains { $0.isTab && $0.leadsTo == name } }.map(\.type.name)
    if tabBars.isEmpty { return "no route of another coordinator starts it" }
    return "it is a tab of \(tabBars.sorted().joined(separator: ", ")), and a tab bar sets no parent on its tabs"
  }
}
