import SourceIndex

/// Modules, as a Swift package's layout gives them: types of one name in several modules go by their
/// module's name and their own (`Feed.Route`).
extension AppTypes {
  /// The module a file belongs to: in a Swift package's layout, the folder under the last `Sources` or
  /// `Tests` of its path (`Feed` for `Packages/Feed/Sources/Feed/List.swift`); "" otherwise.
  static func module(ofPath path: String) -> String {
    let components = path.split(separator: "/")
    guard let last = components.dropLast(2).lastIndex(where: { $0 == "Sources" || $0 == "Tests" }) else { return "" }
    return String(components[last + 1])
  }

  /// The type names that files of more than one module declare.
  static func namesSharedAcrossModules(_ files: [SourceFileIndex], modules: [String]) -> Set<String> {
    guard Set(modules).count > 1 else { return [] }
    var firstModule: [String: String] = [:]
    var shared: Set<String> = []
    for (file, module) in zip(files, modules) {
      for item in file.types {
        if let seen = firstModule[item.name] {
          if seen != module { shared.insert(item.name) }
        } else {
          firstModule[item.name] = module
        }
      }
    }
    return shared
  }
}
