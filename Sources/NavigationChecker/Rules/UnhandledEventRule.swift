import NavigationModel

/// `emit E` that no coordinator up the chain handles.
public struct UnhandledEventRule: ActionFailureRule {
  static let failure = ActionFailure.unhandledEvent

  public static let description = RuleDescription(
    identifier: "unhandled-event",
    summary: "An emitted event reaches no coordinator up the chain that handles it",
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
            home: {actions: [push: Child]}
        Child:
          kind: stack
          start: page
          routes:
            page: {actions: [↓{emit: done}]}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: home
          routes:
            home: {actions: [push: Child]}
          handles:
            done: popToRoot
        Child: {kind: stack, start: page, routes: {page: {actions: [emit: done]}}}
      """
    ])

  public init() {}

  func message(action: String, origin: String, states: Int) -> String {
    "`\(action)` from \(origin) reaches no coordinator that handles it (\(inStates(states)))"
  }
}
