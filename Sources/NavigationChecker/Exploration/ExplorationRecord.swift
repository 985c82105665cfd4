/// The bound an exploration ran into.
public enum ExplorationBound: String, Sendable, CaseIterable {
  case stack, layers, states
}

/// What the explorer noted while exploring: first occurrences, in breadth-first order, so that each
/// one's trace is a shortest one.
struct ExplorationRecord {
  /// Per growth node (route * 2, + 1 when shown as a screen rather than in a stack): 1 + the first
  /// state showing it, 0 when none does.
  var firstShowing: [UInt32]
  /// Per type: whether some reachable state has an instance of it in the chain.
  var started: [Bool]
  /// Per route: the first dead-end state showing it and how many dead-end states show it.
  var deadEnds: [Int32: (state: Int, count: Int)] = [:]
  /// Per failure rule and failing action: where it first failed. Keyed by integers, not subjects, so
  /// that noting a failure in the hot loop copies and hashes no string; rules merge by subject.
  var failures: [FailureKey: FailureRecord] = [:]
  /// Per bound: the first state where a step was cut, and that step.
  var cuts: [ExplorationBound: (state: Int, label: UInt32, location: Int32)] = [:]
  /// Per deep link with steps: the first state where it fails, and how.
  var deepLinkFailures: [Int: DeepLinkFailure] = [:]
  /// Per deep link: for one that needs a coordinator (`onlyWith`), whether it has run, or failed, in some state (one
  /// where that coordinator runs).
  var openedDeepLinks: [Bool]
  /// Transitions taken: (state, step) pairs whose effect succeeds within the bounds.
  var transitions = 0

  init(routes: Int, types: Int, deepLinks: Int) {
    firstShowing = [UInt32](repeating: 0, count: routes * 2)
    started = [Bool](repeating: false, count: types)
    openedDeepLinks = [Bool](repeating: false, count: deepLinks)
  }
}

/// A failing action's rule and subject.
struct FailureKey: Hashable {
  var failure: ActionFailure
  /// The action that failed (the route's action, or the handler's).
  var action: Int32
}

/// Where an action first failed.
struct FailureRecord {
  var state: Int
  /// The step that failed in that state.
  var label: UInt32
  /// When it was first noted (breadth-first order, then the order of steps within a state).
  var order: Int
  /// In how many (state, step) pairs it failed.
  var count: Int
}

/// How a deep link's steps fail in a state: a step that cannot run, or steps that run and end on another screen.
struct DeepLinkFailure {
  /// The state the link arrives in.
  var state: Int
  /// The position of the step that cannot run there; nil when every step runs.
  var failedStep: Int?
  /// The route shown once every step has run (nil when a step fails, or the screen shown is no route).
  var endRoute: Int32?
  /// How many presented layers are left up over the link's target, where every step runs and the target is the
  /// screen a lower layer shows (a tab selected under a sheet); 0 elsewhere.
  var layersOverTarget = 0
}
