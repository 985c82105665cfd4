/// A fixed list of names that a hot path tests every call's member against (`sheet`, `navigate`, `push`...): most
/// members are none of them. The names are kept by their UTF-8 length, so that a member is compared only with names of
/// its own length, and one whose length no name has is told so without any comparison (two different small strings
/// cost about forty instructions to compare, and hashing a name for a `Set` about a hundred).
struct NameList: ExpressibleByArrayLiteral, Sendable {
  /// The names by length: the longest group holds every name of that length or longer.
  private let byLength: [[String]]

  init(arrayLiteral names: String...) { self.init(names) }

  /// A list of these names.
  init(_ names: some Sequence<String>) {
    var groups = [[String]](repeating: [], count: Self.groups)
    for name in names { groups[min(name.utf8.count, Self.groups - 1)].append(name) }
    byLength = groups
  }

  /// Every name of the list.
  var names: [String] { Array(byLength.joined()) }

  /// This list with `others` too.
  func adding(_ others: some Sequence<String>) -> NameList { NameList(names + others) }

  private static let groups = 64

  /// Whether `name` is one of the names.
  func contains(_ name: String) -> Bool {
    let group = byLength[min(name.utf8.count, Self.groups - 1)]
    return !group.isEmpty && group.contains(name)
  }
}
