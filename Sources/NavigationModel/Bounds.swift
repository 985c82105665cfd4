/// Limits on exploration (navigation-model.md §5); nil fields take the defaults.
public struct Bounds: Hashable, Sendable {
  /// Most entries in one stack (also bounds the nesting of containers in one layer).
  public var stack: Int?
  /// Most layers, counting the window.
  public var layers: Int?
  /// Most stored states.
  public var states: Int?

  /// The defaults (semantics-details.md §18).
  public static let defaultStack = 8
  /// The default layer bound.
  public static let defaultLayers = 4
  /// The default state bound.
  public static let defaultStates = 2_000_000

  /// Creates bounds; nil means "the default".
  public init(stack: Int? = nil, layers: Int? = nil, states: Int? = nil) {
    self.stack = stack
    self.layers = layers
    self.states = states
  }

  /// Whether no bound is set.
  public var isEmpty: Bool { stack == nil && layers == nil && states == nil }

  /// Each bound of `override` that is set replaces this one's.
  public func overridden(by override: Bounds) -> Bounds {
    Bounds(stack: override.stack ?? stack, layers: override.layers ?? layers, states: override.states ?? states)
  }
}
