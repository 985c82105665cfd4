import NavigationModel
import SourceIndex

/// A navigation action found in code, before it is placed on the routes it can fire from.
public struct ActionSite: Sendable {
  /// The action (its target names a route of `coordinator` or a coordinator type).
  public var action: Action
  /// The coordinator type whose instance acts.
  public var coordinator: String
  /// Where the action is written.
  public var context: CodeContext
  /// The call (or assignment) that makes it, for its closures and enclosing cases.
  public var closureHosts: [String]
  /// The enclosing `switch` case patterns.
  public var casePatterns: [ExpressionShape]
  /// Whether the site defines the coordinator's start instead of being an action (`startFlow` in `start`).
  public var definesStart: Bool = false
}

/// What a dialect reads out of an app.
public struct DialectReading: Sendable {
  /// The coordinators, without their route actions (routes are declared, actions come from `sites`).
  public var coordinators: [Coordinator] = []
  /// Every action found, with its acting coordinator and context.
  public var sites: [ActionSite] = []
  /// For each route id (`Coordinator.route`): the app types that belong to it (its view, view model,
  /// route values), for placing actions on the routes whose screens call them.
  public var routeTypes: [String: Set<String>] = [:]
  /// Handlers the library implies (`restartApp` handled by the entry coordinator).
  public var impliedEvents: Set<String> = []
}

/// One library's idioms: what in its apps' code becomes coordinators, routes and actions.
public protocol Dialect: Sendable {
  /// The dialect's name (`ALCoordinator`).
  var name: String { get }
  /// Whether the app uses this library.
  func recognizes(_ types: AppTypes) -> Bool
  /// The app's coordinators, routes and action sites.
  func read(_ types: AppTypes, resolver: TypeResolver) -> DialectReading
}
