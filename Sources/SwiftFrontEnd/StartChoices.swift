import NavigationModel

/// The routes a coordinator may start at when a condition picks its start (`if onboarded { startFlow(route: .home) }
/// else { startFlow(route: .welcome) }`), and where the choice is written.
public struct StartChoice: Sendable {
  /// The routes, in the order written.
  public var routes: [String]
  public var location: SourceLocation
}

/// Which of its start choices a coordinator is read as starting at: the model has one start. An onboarding gate is the
/// common case: the app starts at the welcome screen or, once onboarded, at home, and the welcome flow ends by showing
/// home. Starting at the first choice written (`home`) would leave the onboarding unreached; starting at the choice from
/// which the coordinator's own navigation reaches the others (`welcome`) reaches them all, home included (after a
/// `startFlow(route: .home)`, the same state as starting there).
enum StartChoices {
  /// The graph with each coordinator that has choices starting at the first of them (in the order written) from which
  /// its own routes' actions reach every other choice, else at the first; and a note for each such coordinator.
  static func preferred(_ graph: NavigationGraph, choices: [String: StartChoice])
    -> (graph: NavigationGraph, notes: [ReadingNote])
  {
    guard !choices.isEmpty else { return (graph, []) }
    var preferred = graph
    var notes: [ReadingNote] = []
    for index in preferred.coordinators.indices {
      let coordinator = preferred.coordinators[index]
      guard let choice = choices[coordinator.name], !choice.routes.isEmpty else { continue }
      let start = startReachingOthers(in: coordinator, among: choice.routes) ?? choice.routes[0]
      if start != coordinator.start.name, coordinator.route(named: start) != nil {
        preferred.coordinators[index].start.name = start
      }
      notes.append(.pickedStart(of: coordinator.name, routes: choice.routes, start: start, at: choice.location))
    }
    return (preferred, notes)
  }

  /// The first of `routes` from which the coordinator's actions (to its own routes) reach all the others; nil when none
  /// does.
  private static func startReachingOthers(in coordinator: Coordinator, among routes: [String]) -> String? {
    routes.first { candidate in
      let reached = reached(from: candidate, in: coordinator)
      return routes.allSatisfy { $0 == candidate || reached.contains($0) }
    }
  }

  /// The routes of the coordinator that its routes' actions lead to from `start`, one action after another.
  private static func reached(from start: String, in coordinator: Coordinator) -> Set<String> {
    var reached: Set<String> = [start]
    var queue = [start]
    while let name = queue.popLast() {
      for action in coordinator.route(named: name)?.actions ?? [] {
        guard let target = action.target, coordinator.route(named: target) != nil, reached.insert(target).inserted
        else { continue }
        queue.append(target)
      }
    }
    return reached
  }
}
