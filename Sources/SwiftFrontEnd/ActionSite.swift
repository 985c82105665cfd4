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
  /// A step of a chain (or of a multi-push) that more steps follow in the same user action: it runs as
  /// a deep link's step, but on a route only the last step is placed (marked inferred).
  public var continuesInChain: Bool = false
  /// The last step of a chain of several transitions (or of a multi-push): on a route it stands for the
  /// whole chain, so it is marked inferred there (a deep link runs every step, exactly).
  public var closesChain: Bool = false
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
  /// The app's coordinators, routes and action sites, read on `threads` threads (all the cores when nil).
  func read(_ types: AppTypes, resolver: TypeResolver, threads: Int?) -> DialectReading
  /// How the library's calls type the steps of a chain, if they do.
  func chainStepTyping(_ types: AppTypes) -> TypeResolver.ChainStepTyping?
}

extension Dialect {
  /// No chains to type by default.
  public func chainStepTyping(_ types: AppTypes) -> TypeResolver.ChainStepTyping? { nil }
}
