import SourceIndex

/// A type of the app with its extensions merged in, and the modules its declaring file imports.
public struct AppType: Sendable {
  /// The declaration.
  public var declaration: TypeItem
  /// Everything the declaration and its extensions inherit, in order.
  public var inheritance: [TypeReference]
  /// Properties of the declaration and its extensions.
  public var properties: [PropertyItem]
  /// Functions of the declaration and its extensions.
  public var functions: [FunctionItem]
  /// The imports of the declaring file.
  public var imports: [String]

  /// The qualified name.
  public var name: String { declaration.name }

  /// The first property with this name.
  public func property(named name: String) -> PropertyItem? { properties.first { $0.name == name } }

  /// The functions with this name (overloads in order).
  public func functions(named name: String) -> [FunctionItem] { functions.filter { $0.name == name } }
}

/// Every type of the app by name, with extensions merged, for lookups across files.
public struct AppTypes: Sendable {
  /// Types in path and declaration order.
  public private(set) var all: [AppType] = []
  private var byName: [String: Int] = [:]
  private var byShortName: [String: Int] = [:]

  /// Merges the index's declarations and extensions.
  public init(index: SourceIndex) {
    for file in index.files {
      for item in file.types {
        guard byName[item.name] == nil else { continue }
        byName[item.name] = all.count
        let short = String(item.name.split(separator: ".").last ?? Substring(item.name))
        if byShortName[short] == nil { byShortName[short] = all.count }
        all.append(
          AppType(
            declaration: item, inheritance: item.inheritance, properties: item.properties, functions: item.functions,
            imports: file.imports))
      }
    }
    for file in index.files {
      for item in file.extensions {
        guard let position = lookup(item.name) else { continue }
        all[position].inheritance += item.inheritance
        all[position].properties += item.properties
        all[position].functions += item.functions
      }
    }
  }

  private func lookup(_ name: String) -> Int? {
    byName[name] ?? byShortName[String(name.split(separator: ".").last ?? Substring(name))]
  }

  /// The type with this name (qualified or as written inside its namespace).
  public func type(named name: String) -> AppType? { lookup(name).map { all[$0] } }

  /// The type and its superclasses that the app declares, nearest first (cycles cut).
  public func lineage(of name: String) -> [AppType] {
    var result: [AppType] = []
    var next = type(named: name)
    while let current = next, !result.contains(where: { $0.name == current.name }) {
      result.append(current)
      next = current.inheritance.first.flatMap { type(named: $0.name) }
      if next?.declaration.kind != "class" { next = nil }
    }
    return result
  }

  /// The classes, structs and enums that conform to a protocol, directly or through protocols that refine it.
  public func conformers(of protocolName: String) -> [AppType] {
    var protocols: Set<String> = [protocolName]
    var grew = true
    while grew {
      grew = false
      for type in all where type.declaration.kind == "protocol" && !protocols.contains(type.name) {
        if type.inheritance.contains(where: { protocols.contains($0.name) }) {
          protocols.insert(type.name)
          grew = true
        }
      }
    }
    return all.filter { type in
      type.declaration.kind != "protocol"
        && lineage(of: type.name).contains { ancestor in
          ancestor.inheritance.contains { protocols.contains($0.name) }
        }
    }
  }

  /// The first property of the type or its superclasses with this name.
  public func property(_ name: String, of typeName: String) -> PropertyItem? {
    lineage(of: typeName).lazy.compactMap { $0.property(named: name) }.first
  }

  /// The functions of the type or its superclasses with this name.
  public func functions(_ name: String, of typeName: String) -> [FunctionItem] {
    lineage(of: typeName).flatMap { $0.functions(named: name) }
  }
}
