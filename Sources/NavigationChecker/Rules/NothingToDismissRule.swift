import NavigationModel

/// `dismiss` with nothing presented.
public struct NothingToDismissRule: ActionFailureRule {
  static let failure = ActionFailure.nothingToDismiss

  public static let description = RuleDescription(
    identifier: "nothing-to-dismiss",
    summary: "`dismiss` runs in a state with no presented layer",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: home
          routes:
            home: {actions: [push: settings]}
            settings: {actions: [↓dismiss]}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [present: sheet]}, sheet: {actions: [dismiss]}}}
      """
    ])

  public init() {}

  func message(action: String, origin: String, states: Int) -> String {
    "`\(action)` in \(origin) with nothing presented: the window is the only layer (\(inStates(states)))"
  }
}
