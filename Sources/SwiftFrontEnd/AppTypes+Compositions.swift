import NavigationModel
import SourceIndex

/// Protocol compositions: `typealias BirdListNavigation = ShowsBird & ShowsFilters`, or
/// `weak var navigation: (any ShowsBird & ShowsFilters)?`.
extension AppTypes {
  /// The compositions the app writes as the type of an alias, a property or a parameter, each as a
  /// protocol that refines its parts (named by them: `ShowsBird & ShowsFilters`), in the order first
  /// written (each file searched on its own, on `threads` threads). A value of such a type stands for
  /// the types that conform to every part.
  static func compositions(in index: SourceIndex, threads: Int?) -> [TypeItem] {
    let files = index.files
    let written = Parallel.map(count: files.count, threads: threads) { compositions(in: files[$0]) }
    var seen: Set<String> = []
    var found: [TypeItem] = []
    for (reference, location) in written.joined() where seen.insert(reference.name).inserted {
      found.append(
        TypeItem(
          kind: "protocol", name: reference.name,
          inheritance: reference.compositionParts.map { TypeReference(name: $0, arguments: []) }, location: location))
    }
    return found
  }

  /// The compositions one file writes, in order, each where it is written.
  private static func compositions(in file: SourceFileIndex) -> [(TypeReference, SourceLocation)] {
    var found: [(TypeReference, SourceLocation)] = []
    func add(_ reference: TypeReference?, at location: SourceLocation) {
      guard let reference, !reference.compositionParts.isEmpty else { return }
      found.append((reference, location))
    }
    for alias in file.typeAliases { add(alias.target, at: alias.location) }
    for types in [file.types, file.extensions] {
      for type in types {
        for property in type.properties { add(property.type, at: property.location) }
        for function in type.functions {
          for parameter in function.parameters { add(parameter.type, at: function.location) }
        }
      }
    }
    return found
  }

  /// The types that conform to every one of a composition's parts that is a protocol of the app, in
  /// declaration order (`conformers`: each protocol's, by index; `composition`: the composition's index).
  static func compositionConformers(
    _ composition: Int, of all: [AppType], conformers: [Int: [Int]], lookup: (String) -> Int?
  ) -> [Int] {
    let parts = all[composition].inheritance.compactMap { lookup($0.name) }.filter {
      $0 != composition && all[$0].declaration.kind == "protocol"
    }
    guard let first = parts.first else { return [] }
    let others = parts.dropFirst().map { Set(conformers[$0] ?? []) }
    return (conformers[first] ?? []).filter { conformer in others.allSatisfy { $0.contains(conformer) } }
  }
}
