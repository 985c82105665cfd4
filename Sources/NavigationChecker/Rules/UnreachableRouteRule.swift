import NavigationModel

/// A declared route that no reachable state shows.
public struct UnreachableRouteRule: NavigationRule {
  public static let description = RuleDescription(
    identifier: "unreachable-route",
    summary: "A declared route is the visible screen of no reachable state",
    severity: .warning,
    triggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App:
          kind: stack
          start: home
          routes:
            home: {terminal: true}
            ↓legacy: {actions: [pop]}
      """
    ],
    nonTriggeringExamples: [
      """
      version: 1
      entry: App
      coordinators:
        App: {kind: stack, start: home, routes: {home: {actions: [push: detail]}, detail: {}}}
      """
    ])

  public init() {}

  public func findings(in context: RuleContext) -> [Finding] {
    guard let space = context.space else { return [] }
    return space.routes.filter { space.firstState(showing: $0.id) == nil }.map { route in
      finding(
        subject: route.name, message: "\(route.name) is never shown: no reachable state displays it",
        location: route.location)
    }
  }
}
