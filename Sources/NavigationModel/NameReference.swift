/// A name as the user wrote it, with where it was written: a tab, an entry, a home route.
///
/// Names are kept as written so that a name that refers to nothing can be reported at its own
/// location (`dangling-reference`) instead of stopping the load.
public struct NameReference: Hashable, Sendable {
  /// The name as written (`TaskList`, or `Profile.settings` for a route of another coordinator).
  public var name: String
  /// Where it was written.
  public var location: SourceLocation

  /// Creates a reference.
  public init(_ name: String, at location: SourceLocation) {
    self.name = name
    self.location = location
  }
}

/// A name split at its first dot: `Profile.settings` is coordinator `Profile`, route `settings`.
public struct QualifiedName: Hashable, Sendable {
  /// The part before the dot, or the whole name when there is no dot.
  public var head: String
  /// The part after the dot, if any.
  public var member: String?

  /// Splits `name` at its first dot.
  public init(_ name: String) {
    if let dot = name.firstIndex(of: ".") {
      head = String(name[..<dot])
      member = String(name[name.index(after: dot)...])
    } else {
      head = name
      member = nil
    }
  }
}
