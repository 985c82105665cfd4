import NavigationModel

/// A rule broken by an action that fails in some reachable state: one finding per subject, with the
/// shortest trace to a state where it fails, ending with the failing step.
protocol ActionFailureRule: NavigationRule {
  /// The failure this rule reports.
  static var failure: ActionFailure { get }
  /// The message for a failing action.
  func message(action: String, origin: String, states: Int) -> String
}

extension ActionFailureRule {
  public func findings(in context: RuleContext) -> [Finding] {
    guard let space = context.space else { return [] }
    return space.record.failures.filter { $0.key.failure == Self.failure }.map { key, failure in
      let action = space.model.actions[Int(failure.action)]
      let summary = action.writtenTarget.map { "\(action.kind.rawValue) \($0)" } ?? action.kind.rawValue
      return finding(
        subject: key.subject, message: message(action: summary, origin: action.origin, states: failure.count),
        location: action.location, trace: space.trace(to: failure.state, then: failure.label))
    }
  }
}

/// "in 1 state", "in 3 states".
func inStates(_ count: Int) -> String { count == 1 ? "in 1 state" : "in \(count) states" }
