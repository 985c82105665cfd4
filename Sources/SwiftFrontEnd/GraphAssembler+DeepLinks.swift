import NavigationModel
import SourceIndex

/// Deep links: each link's target, from where its steps end.
extension GraphAssembler {
  /// The deep links read, each with the route its steps end on; one whose end cannot be told is left
  /// out, with a note that says so. A link whose steps a guard asks a coordinator for (`DeepLinkReader.Link.onlyWith`)
  /// is opened only with that coordinator, unless it is the entry (`entry`), which runs in every state: the app's delegate
  /// keeps `var coordinator: AppCoordinator?`, and `coordinator?.open(url)` asks for nothing.
  func deepLinks(_ links: [DeepLinkReader.Link], entry: String) -> (links: [DeepLink], notes: [ReadingNote]) {
    var notes: [ReadingNote] = []
    let read = links.compactMap { link -> DeepLink? in
      if link.goesTooManyWays {
        notes.append(
          ReadingNote(
            location: link.location,
            message:
              "deep link \(link.url) goes more than \(LinkChoice.mostWays) ways (the ways of its `if`s and choices of "
              + "routes, taken together): it is read as one link that runs every step, one after another"
          ))
      }
      guard let target = destination(of: link.steps) else {
        let why =
          link.steps.isEmpty
          ? "no navigation was found in what it runs (a call that could not be followed to the app's methods)"
          : "where its steps end could not be told"
        notes.append(ReadingNote(location: link.location, message: "deep link \(link.url) is left out: \(why)"))
        return nil
      }
      return DeepLink(
        url: link.url, target: NameReference(target, at: link.location), arrival: .both, steps: link.steps,
        onlyWith: link.onlyWith.flatMap { $0 == entry ? nil : NameReference($0, at: link.location) },
        location: link.location)
    }
    return (read, notes)
  }

  /// The route the steps end on, as far as it can be told from their targets; for steps that end by selecting a tab, the
  /// tab's coordinator: the link shows the tab as it was left (UIKit and SwiftUI keep each tab's stack), so it lands on
  /// whatever the tab shows, not on its start screen alone; for steps that only take screens away (a last `dismiss` or
  /// `pop` with no target before it), the coordinator of the last, on whatever it then shows.
  func destination(of steps: [DeepLinkStep]) -> String? {
    for step in steps.reversed() {
      guard let target = step.action.target else {
        if let end = destination(ofUntargeted: step) { return end }
        continue
      }
      switch step.action.kind {
      case .push, .present, .cover, .replace:
        if let owner = step.coordinator.flatMap({ coordinatorsByName[$0.name] }), owner.route(named: target) != nil {
          return "\(owner.name).\(target)"
        }
        if let start = startRoute(of: target, startingAt: step.action.startRoute) { return start }
      case .select:
        if coordinatorsByName[target] != nil { return target }
      default:
        continue
      }
    }
    // Steps that only take screens away (`uncover()` running `router.dismiss(animated: false)` as the app comes back
    // from the background) land on whatever their coordinator then shows.
    guard let last = steps.last, [.dismiss, .pop].contains(last.action.kind),
      let owner = last.coordinator.flatMap({ coordinatorsByName[$0.name] })
    else { return nil }
    return owner.name
  }

  /// The route a step that names no target ends on: `popToRoot` ends on its stack's first route.
  private func destination(ofUntargeted step: DeepLinkStep) -> String? {
    guard step.action.kind == .popToRoot, let owner = step.coordinator.flatMap({ coordinatorsByName[$0.name] }),
      owner.kind == .stack
    else { return nil }
    return "\(owner.name).\(owner.start.name)"
  }

  /// The route a coordinator shows first when started at `start` (a tab bar: its start tab's), as
  /// `Coordinator.route`.
  func startRoute(of name: String, startingAt start: String?, depth: Int = 0) -> String? {
    guard depth < 8, let coordinator = coordinatorsByName[name] else { return nil }
    let first = start ?? coordinator.start.name
    if coordinator.kind != .tabs, coordinator.route(named: first) != nil { return "\(name).\(first)" }
    return startRoute(of: first, startingAt: nil, depth: depth + 1)
  }
}
