/// A screen declared by a coordinator, identified as `Coordinator.route`.
public struct Route: Hashable, Sendable {
  /// The route's own name (`list`), unique within its coordinator.
  public var name: String
  /// What the user can do on this screen, in the order written (the order of trace ties).
  public var actions: [Action]
  /// A screen that legitimately ends the journey (a forced-update wall): exempt from dead ends.
  public var terminal: Bool
  /// The implicit back action is not offered on this screen.
  public var backDisabled: Bool
  /// The implicit swipe-down of a sheet is not offered on this screen.
  public var dismissDisabled: Bool
  /// Where it is declared.
  public var location: SourceLocation

  /// Creates a route.
  public init(
    name: String, actions: [Action] = [], terminal: Bool = false, backDisabled: Bool = false,
    dismissDisabled: Bool = false, location: SourceLocation
  ) {
    self.name = name
    self.actions = actions
    self.terminal = terminal
    self.backDisabled = backDisabled
    self.dismissDisabled = dismissDisabled
    self.location = location
  }
}
