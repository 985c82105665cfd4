import NavigationModel

/// What a check of one design found, with figures about it.
public struct CheckResult: Sendable {
  /// The findings, in report order.
  public var findings: [Finding]
  /// Figures for the report's `stats`.
  public var stats: CheckStats
  /// Why the design could not be explored, if it could not (the static rules still ran).
  public var errors: [ExplorationError]

  /// Creates a result.
  public init(findings: [Finding], stats: CheckStats, errors: [ExplorationError] = []) {
    self.findings = findings
    self.stats = stats
    self.errors = errors
  }
}

/// The report's `stats`.
public struct CheckStats: Sendable, Hashable {
  /// Coordinators declared.
  public var coordinators: Int
  /// Routes declared.
  public var routes: Int
  /// States explored.
  public var states: Int
  /// Transitions taken.
  public var transitions: Int
  /// Whether exploration covered every state (no bound reached).
  public var complete: Bool

  /// Creates stats.
  public init(coordinators: Int, routes: Int, states: Int, transitions: Int, complete: Bool) {
    self.coordinators = coordinators
    self.routes = routes
    self.states = states
    self.transitions = transitions
    self.complete = complete
  }

  /// The figures of several designs added up.
  public static func + (lhs: CheckStats, rhs: CheckStats) -> CheckStats {
    CheckStats(
      coordinators: lhs.coordinators + rhs.coordinators, routes: lhs.routes + rhs.routes,
      states: lhs.states + rhs.states, transitions: lhs.transitions + rhs.transitions,
      complete: lhs.complete && rhs.complete)
  }

  /// Nothing checked yet.
  public static let zero = CheckStats(coordinators: 0, routes: 0, states: 0, transitions: 0, complete: true)
}

/// Runs every rule on a design: the static rules on the design as written, then, when an initial
/// state can be built, every exploration rule and invariant on its state space.
public enum NavigationCheck {
  /// Checks one graph; `bounds` (from the command line) override the design's own.
  public static func run(_ graph: NavigationGraph, bounds: Bounds = Bounds()) -> CheckResult {
    let effective = graph.bounds.overridden(by: bounds)
    var errors: [ExplorationError] = []
    var space: StateSpace?
    switch StateSpace.explore(graph, bounds: effective) {
    case .success(let explored): space = explored
    case .failure(let failure): errors = failure.errors
    }
    let context = RuleContext(graph: graph, space: space)
    let rules = space == nil ? RuleRegistry.staticRules : RuleRegistry.all
    let findings = rules.flatMap { $0.init().findings(in: context) }
    let stats = CheckStats(
      coordinators: graph.coordinators.count, routes: graph.routeCount, states: space?.stateCount ?? 0,
      transitions: space?.transitionCount ?? 0, complete: space?.isComplete ?? false)
    return CheckResult(findings: findings.sorted(by: Finding.reportOrder), stats: stats, errors: errors)
  }
}
