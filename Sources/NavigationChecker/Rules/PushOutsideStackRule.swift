import NavigationModel

/// `push` where the visible content is not a navigation stack.
public struct PushOutsideStackRule: ActionFailureRule {
  static let failure = ActionFailure.pushOutsideStack

  public static let description = RuleDescription(
    identifier: "push-outside-stack",
    summary: "`push` runs in a state whose visible content is not a navigation stack",
    severity: .error,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: root
          start: splash
          routes:
            splash: {actions: [↓{push: next}, {replace: next}]}
            next: {terminal: true}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: root, start: Flow}
        Flow: {kind: stack, start: a, routes: {a: {actions: [push: b]}, b: {}}}
      """
    ])

  public init() {}

  func message(action: String, origin: String, states: Int) -> String {
    "`\(action)` in \(origin) while the visible content is not a navigation stack (\(inStates(states)))"
  }
}
