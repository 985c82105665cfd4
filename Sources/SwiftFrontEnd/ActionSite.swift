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
  /// Where each enclosing closure is assigned, or the receiver of the call it is passed to
  /// (`CallItem.closureTargets`).
  public var closureTargets: [[ChainStep]] = []
  /// The enclosing `switch` case patterns.
  public var casePatterns: [ExpressionShape]
  /// The action as it reads on some routes of `coordinator`, by route name, where that differs from
  /// `action` (`close()`: `dismiss` on a route the coordinator presents, `pop` on one it pushes); nil when
  /// it reads the same everywhere.
  public var byRoute: [String: Action]?
  /// A step of a chain (or of a multi-push) that more steps follow in the same user action: it runs as
  /// a deep link's step, but on a route only the last step is placed (marked inferred).
  public var continuesInChain: Bool = false
  /// The last step of a chain of several transitions (or of a multi-push): on a route it stands for the
  /// whole chain, so it is marked inferred there (a deep link runs every step, exactly).
  public var closesChain: Bool = false
}
