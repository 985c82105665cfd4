import NavigationModel

/// How navigations show each route: whether they push it or present it, by `Coordinator.route`. A navigation to a
/// coordinator that starts at a route of its own shows that route (the route it names, else its start) the way the
/// coordinator is shown. `close()` and SwiftUI's `dismiss()` read from it (`ALCoordinatorReader.confirmingCloses`,
/// `GraphAssembler.confirmingPlacedCloses`).
struct ShownWays {
  /// For each `Coordinator.route`, whether the navigations that show it push it.
  private(set) var pushed: [String: Set<Bool>] = [:]
  /// For each coordinator, the routes navigations show (or start it at).
  private(set) var shown: [String: Set<String>] = [:]
  /// Each coordinator's start route, for the coordinators that are shown by a navigation rather than as a tab.
  private let starts: [String: String]

  init(starts: [String: String]) {
    self.starts = starts
  }

  /// The start route of each coordinator that is no tab bar and no tab (a tab's coordinator is also shown as a tab,
  /// where its first screen is not presented).
  static func starts(of coordinators: [Coordinator]) -> [String: String] {
    let tabs = Set(coordinators.flatMap { $0.tabs.map(\.name) })
    return Dictionary(
      coordinators.filter { $0.kind != .tabs && !tabs.contains($0.name) }.map { ($0.name, $0.start.name) },
      uniquingKeysWith: { first, _ in first })
  }

  /// Counts a navigation `coordinator` makes; any action but a push, presentation or cover counts for nothing.
  mutating func add(_ action: Action, by coordinator: String) {
    guard [.push, .present, .cover].contains(action.kind), let target = action.target else { return }
    if let start = starts[target] {
      let route = action.startRoute ?? start
      shown[target, default: []].insert(route)
      pushed["\(target).\(route)", default: []].insert(action.kind == .push)
    } else {
      shown[coordinator, default: []].insert(target)
      pushed["\(coordinator).\(target)", default: []].insert(action.kind == .push)
    }
  }

  /// Whether every navigation that shows the route pushes it (true) or every one presents it (false); nil when none
  /// shows it, or some push it and some present it.
  func onlyWay(of route: String, in coordinator: String) -> Bool? {
    guard let ways = pushed["\(coordinator).\(route)"], ways.count == 1 else { return nil }
    return ways.first
  }
}
