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

  /// The library's base classes (`bases`: each with the library types it is or inherits) that some
  /// extension of the app names and that the app's types inherit first, written or through a type
  /// alias (`typealias ShopFlow = Coordinator<ShopRoute>`; `aliases`: what the app's aliases of library
  /// types name). An app that extends none of them pays for nothing more.
  static func extendedBases(
    _ bases: [String: Set<String>], _ index: SourceIndex, _ inheritances: some Sequence<[TypeReference]>,
    aliases: [String: TypeReference]
  ) -> [String: Set<String>] {
    let libraryTypes = bases.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    guard !libraryTypes.isEmpty, Self.extendsAny(of: libraryTypes, in: index) else { return [:] }
    let inherited = Set(inheritances.compactMap { $0.first.map { aliases[$0.name]?.name ?? $0.name } })
    return bases.filter { inherited.contains($0.key) }
  }

  /// Whether an extension of the index extends one of `names` (by position: a loop over the files or their extensions
  /// would copy each).
  private static func extendsAny(of names: Set<String>, in index: SourceIndex) -> Bool {
    for file in index.files.indices {
      let extensions = index.files[file].extensions
      if extensions.indices.contains(where: { names.contains(extensions[$0].name) }) { return true }
    }
    return false
  }

  /// The coordinator library's base classes that the app extends, as base classes of the app's: for
  /// `extension CoordinatorType { func backToStart() }`, a class `Coordinator` (and one `TabCoordinator`,
  /// if the app's types inherit it) that holds `backToStart`, so that the method runs in each coordinator
  /// that inherits the library's class first, as an app base class's would. `bases` are the library's
  /// base classes that the app's types inherit first and do not declare, each with the library types it
  /// is or inherits. An extension of the base class itself (`extension Coordinator`) is merged into it
  /// with the app's extensions; one of a type it inherits is copied into it here.
  static func coordinatorBases(
    _ bases: [String: Set<String>], index: SourceIndex, isDeclared: (String, String) -> Bool, modules: [String]
  ) -> [(item: TypeItem, imports: [String], module: String)] {
    var found: [(item: TypeItem, imports: [String], module: String)] = []
    for (name, inherited) in bases.sorted(by: { $0.key < $1.key }) {
      var base: (item: TypeItem, imports: [String], module: String)?
      for (file, module) in zip(index.files, modules) {
        for item in file.extensions where inherited.contains(item.name) && !isDeclared(item.name, module) {
          if base == nil {
            var declaration = item
            (declaration.kind, declaration.name) = ("class", name)
            (declaration.inheritance, declaration.functions, declaration.properties) = ([], [], [])
            base = (declaration, file.imports, module)
          }
          guard item.name != name else { continue }
          base!.item.functions += item.functions
          base!.item.properties += item.properties
        }
      }
      if let base { found.append(base) }
    }
    return found
  }

  /// The app's extension of a library type (`EnvironmentValues`), merged from all its files.
  public func libraryExtension(named name: String) -> AppType? {
    libraryExtensions.first { $0.name == name }
  }

  /// The functions of this name of a type of the app's (`functions(_:of:)`), or, for `TypeItem.freeFunctionsName`, the
  /// app's free functions of this name.
  func functions(_ name: String, ofTypeOrFree typeName: String) -> [FunctionItem] {
    guard let freeFunctions, typeName == TypeItem.freeFunctionsName else { return functions(name, of: typeName) }
    return libraryExtensions[freeFunctions].functions(named: name)
  }

  /// The app's free functions of this name (none, at once, in an app without free functions).
  func freeFunctions(named name: String) -> [FunctionItem] {
    guard let freeFunctions else { return [] }
    return libraryExtensions[freeFunctions].functions(named: name)
  }

  /// The extended library types that declare a method of this name (`View` for `composeButton`) that a call on
  /// `receiver` may run: the app's free functions (`TypeItem.freeFunctionsName`) only for a call on no receiver.
  func libraryExtensions(declaring name: String, calledOn receiver: [ChainStep]) -> [String] {
    guard let indices = libraryExtensionsByFunction[name] else { return [] }
    return indices.compactMap { index in
      index == freeFunctions && !receiver.isEmpty ? nil : libraryExtensions[index].name
    }
  }
}
