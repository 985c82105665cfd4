import SourceIndex

/// Generic parameters constrained to app types (`struct Links<Navigator: PondNavigating>`).
extension AppTypes {
  /// The names of the generic parameters that some type constrains to an app type (`isAppType`).
  static func constrainedGenericNames(of all: [AppType], isAppType: (String) -> Bool) -> Set<String> {
    var names: Set<String> = []
    for type in all where !type.declaration.genericParameters.isEmpty {
      for (name, constraint) in zip(type.declaration.genericParameters, type.declaration.genericConstraints) {
        if let constraint, isAppType(constraint.name) { names.insert(name) }
      }
    }
    return names
  }
}

/// The arguments the app writes for its generic types' parameters (`Router<ZooRoute>`).
extension AppTypes {
  /// For each generic type of `all`, the arguments written for each of its generic parameters, by position, in the
  /// types of stored properties and of functions' parameters (`var router: Router<ZooRoute>`, `init(router:
  /// Router<ZooRoute>)`); empty when the app declares no generic type. Each type's are found on its own (in parallel).
  static func genericArguments(writtenIn all: [AppType], threads: Int?) -> [String: [Set<String>]] {
    let generic = Dictionary(
      all.lazy.filter { !$0.declaration.genericParameters.isEmpty }.map {
        ($0.name, $0.declaration.genericParameters.count)
      }
    ) { first, _ in first }
    guard !generic.isEmpty else { return [:] }
    let written = Parallel.map(count: all.count, threads: threads) { index -> [TypeReference] in
      let type = all[index]
      let types = type.properties.compactMap(\.type) + type.functions.flatMap { $0.parameters.map(\.type) }
      return types.filter { !$0.arguments.isEmpty && generic[$0.name] != nil }
    }
    var arguments: [String: [Set<String>]] = [:]
    for reference in written.joined() {
      let count = generic[reference.name]!
      var positions = arguments[reference.name] ?? Array(repeating: [], count: count)
      for (position, argument) in reference.arguments.prefix(count).enumerated() {
        positions[position].insert(argument.name)
      }
      arguments[reference.name] = positions
    }
    return arguments
  }
}

/// Generic parameters of the app's superclasses, bound by their subclasses (`class BaseModel<Navigator>` and
/// `final class CatalogModel: BaseModel<ShopNavigating>`).
extension AppTypes {
  /// The type that `name`, written as the type of the property `property` of `owner` or of a superclass,
  /// stands for in `owner`: the generic argument that `owner`'s lineage binds it to, when the superclass
  /// that declares the property has a generic parameter of that name.
  func superclassArgument(_ name: String, forProperty property: String, of owner: String) -> String? {
    guard !superclassGenericNames.isEmpty, superclassGenericNames.contains(name), let start = lookup(owner) else {
      return nil
    }
    let lineage = lineages[start]
    guard let declaring = lineage.firstIndex(where: { all[$0].property(named: property) != nil }), declaring > 0,
      all[lineage[declaring]].declaration.genericParameters.contains(name)
    else { return nil }
    var substitutions: [String: String] = [:]
    for position in 0..<declaring {
      guard let base = all[lineage[position]].inheritance.first else { return nil }
      substitutions = Self.bindings(of: all[lineage[position + 1]], to: base.arguments, through: substitutions)
    }
    return substitutions[name]
  }

  /// What a superclass's generic parameters stand for, given the arguments a subclass's inheritance
  /// clause passes it (each named through the subclass's own `substitutions`).
  static func bindings(of parent: AppType, to arguments: [TypeReference], through substitutions: [String: String])
    -> [String: String]
  {
    Dictionary(
      zip(parent.declaration.genericParameters, arguments.map { substitutions[$0.name] ?? $0.name }).map { ($0, $1) },
      uniquingKeysWith: { first, _ in first })
  }
}
