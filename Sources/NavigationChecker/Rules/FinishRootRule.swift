import NavigationModel

/// `finish` of the coordinator that owns the window layer.
public struct FinishRootRule: ActionFailureRule {
  static let failure = ActionFailure.finishRoot

  public static let description = RuleDescription(
    identifier: "finish-root",
    summary: "`finish` ends the coordinator that owns the window layer, leaving a blank window",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: Tabs
      coordinators:
        Tabs: {kind: tabs, start: A, tabs: [A, B]}
        A: {kind: stack, start: a, routes: {a: {actions: [↓finish]}}}
        B: {kind: stack, start: b, routes: {b: {}}}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [present: Flow]}}}
        Flow: {kind: stack, start: a, routes: {a: {actions: [finish]}}}
      """
    ])

  public init() {}

  func message(action: String, origin: String, states: Int) -> String {
    "`\(action)` in \(origin) ends the coordinator that owns the window: a blank window (\(inStates(states)))"
  }
}
