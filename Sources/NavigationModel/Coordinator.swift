/// What a coordinator owns on screen (navigation-model.md §1).
public enum CoordinatorKind: String, Sendable, CaseIterable, Codable {
  /// A navigation stack (UINavigationController, NavigationStack).
  case stack
  /// A tab bar whose tabs are child coordinators.
  case tabs
  /// One replaceable slot (a window root, a container view controller).
  case root
}

/// A type that owns a part of the app's navigation, identified by its type name.
public struct Coordinator: Hashable, Sendable {
  /// The type name.
  public var name: String
  /// What it owns.
  public var kind: CoordinatorKind
  /// What it shows when started: one of its routes, a tab (for `tabs`) or a child coordinator (for `root`).
  public var start: NameReference
  /// The screens it declares, in the order written.
  public var routes: [Route]
  /// For `tabs`: the child coordinators in tab order.
  public var tabs: [NameReference]
  /// Events it handles when they travel up the chain, in the order written.
  public var handlers: [EventHandler]
  /// Where it is declared.
  public var location: SourceLocation

  /// Creates a coordinator.
  public init(
    name: String, kind: CoordinatorKind, start: NameReference, routes: [Route] = [],
    tabs: [NameReference] = [], handlers: [EventHandler] = [], location: SourceLocation
  ) {
    self.name = name
    self.kind = kind
    self.start = start
    self.routes = routes
    self.tabs = tabs
    self.handlers = handlers
    self.location = location
  }

  /// The first route declared with this name.
  public func route(named name: String) -> Route? {
    routes.first { $0.name == name }
  }
}

/// An event handler: when `event` reaches this coordinator, it runs `action`.
public struct EventHandler: Hashable, Sendable {
  /// The event's name.
  public var event: String
  /// What the coordinator does with it.
  public var action: Action
  /// Where the handler is written.
  public var location: SourceLocation

  /// Creates a handler.
  public init(event: String, action: Action, location: SourceLocation) {
    self.event = event
    self.action = action
    self.location = location
  }
}
