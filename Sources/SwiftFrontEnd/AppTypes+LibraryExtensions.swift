import SourceIndex

/// Extensions of library types (`extension View { func composeButton(_ coordinator:) -> some View }`).
extension AppTypes {
  /// The extensions of types the app does not declare, merged per extended type in the order first
  /// met, and each method name's extensions.
  static func libraryExtensions(_ extensions: [TypeItem]) -> ([AppType], [String: [Int]]) {
    guard !extensions.isEmpty else { return ([], [:]) }
    var order: [String] = []
    var merged: [String: TypeItem] = [:]
    for item in extensions {
      guard var existing = merged[item.name] else {
        order.append(item.name)
        merged[item.name] = item
        continue
      }
      existing.functions += item.functions
      existing.properties += item.properties
      existing.inheritance += item.inheritance
      merged[item.name] = existing
    }
    let types = order.map { name in
      let item = merged[name]!
      return AppType(
        declaration: item, inheritance: item.inheritance, properties: item.properties, functions: item.functions,
        imports: [])
    }
    var byFunction: [String: [Int]] = [:]
    for (index, type) in types.enumerated() {
      for name in Set(type.functions.map(\.name)).sorted() { byFunction[name, default: []].append(index) }
    }
    return (types, byFunction)
  }

  /// The app's extension of a library type (`EnvironmentValues`), merged from all its files.
  public func libraryExtension(named name: String) -> AppType? {
    libraryExtensions.first { $0.name == name }
  }

  /// The extended library types that declare a method of this name (`View` for `composeButton`).
  func libraryExtensions(declaring name: String) -> [String] {
    (libraryExtensionsByFunction[name] ?? []).map { libraryExtensions[$0].name }
  }
}
