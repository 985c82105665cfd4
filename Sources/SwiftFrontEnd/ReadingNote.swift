import NavigationModel

/// Something the front end had to assume or could not find while reading an app, where it matters:
/// printed as a compiler-style note, so that a surprising graph has its explanation next to it.
public struct ReadingNote: Sendable, Hashable {
  /// Where it applies.
  public var location: SourceLocation
  /// What was assumed or missing, and what to do about it.
  public var message: String

  /// Creates a note.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }
}
