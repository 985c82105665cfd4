import NavigationModel

/// A declared coordinator that no reachable state starts.
public struct UnreachableCoordinatorRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "unreachable-coordinator",
    summary: "A declared coordinator is started in no reachable state",
    severity: .warning,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {terminal: true}}}
        ↓Lab: {kind: stack, start: bench, routes: {bench: {}}}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [present: Lab]}}}
        Lab: {kind: stack, start: bench, routes: {bench: {}}}
      """
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    guard let space = context.space else { return [] }
    var seen = Set<String>()
    return context.graph.coordinators.filter { seen.insert($0.name).inserted && !space.wasStarted($0.name) }.map {
      finding(
        subject: $0.name, message: "coordinator \($0.name) is never started in any reachable state",
        location: $0.location)
    }
  }
}
