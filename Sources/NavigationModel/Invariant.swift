/// The six kinds of team invariant (navigation-model.md §6).
public enum InvariantKind: String, Sendable, CaseIterable, Codable {
  case reachable
  case unreachable
  case onlyAfter = "only-after"
  case neverAbove = "never-above"
  case maxSteps = "max-steps"
  case alwaysReturns = "always-returns"

  /// The keys of the mapping form, in canonical order; empty for the single-route kinds.
  public var argumentKeys: [String] {
    switch self {
    case .reachable, .unreachable, .alwaysReturns: []
    case .onlyAfter: ["target", "requires"]
    case .neverAbove: ["top", "below"]
    case .maxSteps: ["target", "steps"]
    }
  }
}

/// What a team states must stay true of its navigation.
public struct Invariant: Hashable, Sendable {
  /// Which invariant.
  public var kind: InvariantKind
  /// Its arguments, in the order the user wrote them: `[("route", R)]` for the single-route kinds,
  /// else the mapping's keys (`target`, `requires`, `top`, `below`, `steps`) with their values.
  public var arguments: [InvariantArgument]
  /// Where it is written.
  public var location: SourceLocation

  /// Creates an invariant.
  public init(kind: InvariantKind, arguments: [InvariantArgument], location: SourceLocation) {
    self.kind = kind
    self.arguments = arguments
    self.location = location
  }

  /// The value of an argument (`route` for the single-route kinds).
  public func argument(_ key: String) -> String? {
    arguments.first { $0.key == key }?.value
  }

  /// The invariant as written: `reachable: Profile.profile`, `max-steps: {target: R, steps: 3}`.
  public var subject: String {
    if kind.argumentKeys.isEmpty { return "\(kind.rawValue): \(argument("route") ?? "")" }
    let body = arguments.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    return "\(kind.rawValue): {\(body)}"
  }

  /// The route names this invariant refers to, with where each is written.
  public var routeReferences: [NameReference] {
    arguments.filter { $0.key != "steps" }.map { NameReference($0.value, at: $0.location) }
  }
}

/// One argument of an invariant, as written.
public struct InvariantArgument: Hashable, Sendable {
  /// `route`, `target`, `requires`, `top`, `below` or `steps`.
  public var key: String
  /// The value as written.
  public var value: String
  /// Where the value is written.
  public var location: SourceLocation

  /// Creates an argument.
  public init(key: String, value: String, location: SourceLocation) {
    self.key = key
    self.value = value
    self.location = location
  }
}
