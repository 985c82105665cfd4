/// The eleven kinds of navigation action (navigation-model.md §1).
public enum ActionKind: String, Sendable, CaseIterable, Codable {
  case push, present, cover, replace, select, pop, popToRoot, popTo, dismiss, finish, emit

  /// Whether the action names a target (`push X`) or is a bare word (`pop`).
  public var takesTarget: Bool {
    switch self {
    case .push, .present, .cover, .replace, .select, .popTo, .emit: true
    case .pop, .popToRoot, .dismiss, .finish: false
    }
  }
}

/// How a front end came to know an action.
public enum Confidence: String, Sendable, Codable {
  /// Read from code or a design file as written.
  case exact
  /// Resolved by a heuristic (an unresolved trigger, a custom transition).
  case inferred
}

/// An edge from a route (or a handler) to its effect.
public struct Action: Hashable, Sendable {
  /// What the action does.
  public var kind: ActionKind
  /// The route, coordinator, tab or event it names, as written; nil for bare words.
  public var target: String?
  /// For a target coordinator: the route it starts at, when not its own `start`.
  public var startRoute: String?
  /// A human label (the button's title, say).
  public var label: String?
  /// Exact or inferred.
  public var confidence: Confidence
  /// Where the action is written.
  public var location: SourceLocation

  /// Creates an action.
  public init(
    _ kind: ActionKind, target: String? = nil, startRoute: String? = nil, label: String? = nil,
    confidence: Confidence = .exact, location: SourceLocation
  ) {
    self.kind = kind
    self.target = target
    self.startRoute = startRoute
    self.label = label
    self.confidence = confidence
    self.location = location
  }

  /// `push register`, `finish`: how the action reads in messages and traces.
  public var summary: String {
    guard let target else { return kind.rawValue }
    return "\(kind.rawValue) \(target)"
  }
}
