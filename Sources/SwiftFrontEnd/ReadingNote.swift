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

extension ReadingNote {
  /// The note for a coordinator whose start route a condition picks (`routes`, in the order written): the model has one
  /// start, `start` (`StartChoices.preferred`), the first unless its own navigation leads to the others from another.
  static func pickedStart(of coordinator: String, routes: [String], start: String, at location: SourceLocation)
    -> ReadingNote
  {
    let why =
      start == routes[0]
      ? "the first; the others are reached only as its navigation leads to them"
      : "from which its own navigation reaches \(routes.filter { $0 != start }.joined(separator: " and "))"
    return ReadingNote(
      location: location,
      message:
        "\(coordinator) starts at a route a condition picks (\(routes.joined(separator: " or "))): it is read as "
        + "starting at \(start), \(why)")
  }

  /// How many things a note lists before it says how many more there are.
  static let listedAtMost = 3

  /// Things at places, in the order of their places, for a note at a place in `file`: the first few, each `what at line
  /// L:C` (its whole place when in another file), then `and N more`. `what` is asked of the few shown only.
  static func listing<Item>(
    _ items: [Item], place: (Item) -> SourceLocation, what: (Item) -> String, from file: String
  ) -> String {
    let listed = items.sorted { place($0) < place($1) }
    let shown = listed.prefix(listedAtMost).map { item in
      let place = place(item)
      let written = place.file == file ? "line \(place.line)" + (place.column.map { ":\($0)" } ?? "") : "\(place)"
      return "\(what(item)) at \(written)"
    }
    let more = listed.count > listedAtMost ? " and \(listed.count - listedAtMost) more" : ""
    return shown.joined(separator: ", ") + more
  }
}
