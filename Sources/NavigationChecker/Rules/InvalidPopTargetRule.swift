import NavigationModel

/// `popTo R` where the visible stack does not hold R.
public struct InvalidPopTargetRule: ActionFailureRule {
  static let failure = ActionFailure.invalidPopTarget

  public static let description = RuleDescription(
    identifier: "invalid-pop-target",
    summary: "`popTo R` runs in a state whose visible stack does not hold R",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: list
          routes:
            list: {actions: [{present: Editor}]}
        Editor:
          kind: stack
          start: form
          routes:
            form: {actions: [↓{popTo: App.list}]}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: list
          routes:
            list: {actions: [push: detail]}
            detail: {actions: [push: more]}
            more: {actions: [popTo: list]}
      """
    ])

  public init() {}

  func message(action: String, origin: String, states: Int) -> String {
    "`\(action)` in \(origin) finds no such screen in the visible stack (\(inStates(states)))"
  }
}
