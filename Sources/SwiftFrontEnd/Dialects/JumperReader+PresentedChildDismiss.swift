import NavigationModel
import SourceIndex

/// Jumper's `dismiss()` on a coordinator that another presented (`present(\.quote)` for `@Route var quote = quoteFlow`)
/// asks that parent to dismiss it: the parent's navigation controller dismisses what it presents, the child's layer
/// and every layer the child presented over it (`dismissChild(coordinator:action:)`), and drops the child. That is
/// the child's `finish`, not a `dismiss` of the top layer alone: a help screen the child presented, closed with the
/// child's `dismiss()`, closes the whole flow.
extension JumperReader {
  /// Reads each `dismiss()` among `sites` of a coordinator that other coordinators only ever present or cover as its
  /// finish: no route of another pushes one, makes it the root (`root(\.home)`) or starts with it (`initial: \.home`,
  /// of `coordinators`, the models read, or among a start's choices), and it is no tab (nor parentless, whose dismisses
  /// are gone already: `leavingOutParentlessDismisses`).
  func finishPresentedChildren(
    in sites: inout [ActionSite], coordinators: [Coordinator], startChoices: [String: StartChoice]
  ) {
    var finishing = Self.dismissing(sites)
    guard !finishing.isEmpty else { return }
    // Those others present, less those another pushes or makes the root. (Only sites that start a coordinator are
    // read: its name starts upper-case, a route's, a property's name, lower-case.)
    var presented: Set<String> = []
    presented.reserveCapacity(finishing.count)
    for site in sites {
      let kind = site.actionKind
      guard kind == .present || kind == .cover || kind == .push || kind == .replace, !site.isScreensOwn,
        let target = site.actionTarget, let first = target.utf8.first, first >= UInt8(ascii: "A"),
        first <= UInt8(ascii: "Z")
      else { continue }
      if kind == .present || kind == .cover {
        if finishing.contains(target) { presented.insert(target) }
      } else {
        finishing.remove(target)
      }
    }
    finishing.formIntersection(presented)
    // (By position: a loop over the models would copy each.)
    for index in coordinators.indices {
      finishing.remove(coordinators[index].start.name)
      for tab in coordinators[index].tabs { finishing.remove(tab.name) }
    }
    for (name, choice) in startChoices {
      guard let owner = declared.first(where: { $0.type.name == name }) else { continue }
      for route in choice.routes { if let child = owner.route(route)?.leadsTo { finishing.remove(child) } }
    }
    guard !finishing.isEmpty else { return }
    for index in sites.indices
    where sites[index].actionKind == .dismiss && !sites[index].isScreensOwn
      && finishing.contains(sites[index].coordinator)
    {
      sites[index].changeActionKind(to: .finish)
    }
  }

  /// The coordinators whose own code dismisses them. (Sites come type by type: a coordinator's dismisses follow each
  /// other, and its name is hashed once for them.)
  private static func dismissing(_ sites: [ActionSite]) -> Set<String> {
    var found: Set<String> = []
    var last = ""
    for site in sites where site.actionKind == .dismiss && !site.isScreensOwn {
      let coordinator = site.coordinator
      if coordinator != last { found.insert(coordinator) }
      last = coordinator
    }
    return found
  }
}
