/// How strongly one object holds another.
public enum ReferenceStrength: String, Sendable, CaseIterable, Codable {
  case strong, weak, unowned
}

/// An ownership fact between types, for the retain-cycle rules.
public struct Reference: Hashable, Sendable {
  /// The holder.
  public var from: String
  /// The held.
  public var to: String
  /// How strongly.
  public var strength: ReferenceStrength
  /// The property or capture it goes through, if known.
  public var via: String?
  /// Where it is written.
  public var location: SourceLocation

  /// Creates a reference.
  public init(from: String, to: String, strength: ReferenceStrength, via: String? = nil, location: SourceLocation) {
    self.from = from
    self.to = to
    self.strength = strength
    self.via = via
    self.location = location
  }
}
