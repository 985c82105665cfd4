/// What running an action in a state did.
enum StepOutcome: Equatable {
  /// The state changed (or stayed, for a self-loop); a transition.
  case moved
  /// No effect and no rule: a dangling target, a coordinator that cannot be pushed, nothing to select.
  case noTransition
  /// The action failed in this state: a rule, and the action (route action or handler) that failed.
  case failed(ActionFailure, action: Int32)
}

/// The rules an action's failure breaks.
enum ActionFailure: Int, CaseIterable {
  case invalidPopTarget, nothingToDismiss, pushOutsideStack, unhandledEvent, finishRoot

  var ruleIdentifier: String {
    switch self {
    case .invalidPopTarget: "invalid-pop-target"
    case .nothingToDismiss: "nothing-to-dismiss"
    case .pushOutsideStack: "push-outside-stack"
    case .unhandledEvent: "unhandled-event"
    case .finishRoot: "finish-root"
    }
  }
}
