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
    // One finding per subject: the failing actions that share it (an event emitted from several
    // screens) merge, keeping the first failure found (its trace is a shortest one).
    var bySubject: [String: (action: Int32, failure: FailureRecord)] = [:]
    for (key, failure) in space.record.failures where key.failure == Self.failure {
      let action = space.model.actions[Int(key.action)]
      var subject = action.origin
      if Self.failure == .unhandledEvent, case .event(let event) = action.target {
        subject = space.model.events[Int(event)]
      }
      if let known = bySubject[subject] {
        var merged = known.failure.order < failure.order ? known : (action: key.action, failure: failure)
        merged.failure.count = known.failure.count + failure.count
        bySubject[subject] = merged
      } else {
        bySubject[subject] = (key.action, failure)
      }
    }
    return bySubject.map { subject, first in
      let action = space.model.actions[Int(first.action)]
      let summary = action.writtenTarget.map { "\(action.kind.rawValue) \($0)" } ?? action.kind.rawValue
      return finding(
        subject: subject, message: message(action: summary, origin: action.origin, states: first.failure.count),
        location: action.location, trace: space.trace(to: first.failure.state, then: first.failure.label),
        notes: action.isInferred ? [inferredNote(summary, at: action.location)] : [])
    }
  }
}

/// What a finding says of a failing action marked `inferred`: the failure rests on a heuristic reading.
func inferredNote(_ action: String, at location: SourceLocation) -> FindingNote {
  FindingNote(
    message: "`\(action)` is marked inferred: it was read by a heuristic (from Swift sources, a trigger that "
      + "was not found, so it fires from every route of its coordinator, or a transition style that was "
      + "guessed), so the failure may not happen in the app",
    location: location)
}

/// "in 1 state", "in 3 states".
func inStates(_ count: Int) -> String { count == 1 ? "in 1 state" : "in \(count) states" }
