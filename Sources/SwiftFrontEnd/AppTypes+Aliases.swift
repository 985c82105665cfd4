import SourceIndex

/// Type aliases: `typealias HomeCoordinating = HomeCoordinator` makes a second name of an app type;
/// `typealias ShopFlow = Coordinator<ShopRoute>` names a library's type with its arguments.
extension AppTypes {
  /// What the aliases name, in path order: for each alias of an app type, that type's position (aliases
  /// of aliases followed); and, by name, the aliases of other types (a library's) with what they name.
  /// `position(name, scope)` finds the app type a name written inside `scope` (a qualified type name, or
  /// "" at the top level) means.
  static func resolve(
    _ aliases: [TypeAliasItem], position: (_ name: String, _ scope: String) -> Int?
  ) -> (appTypes: [(name: String, position: Int)], others: [String: TypeReference]) {
    var resolved: [String: Int] = [:]
    var appTypes: [(name: String, position: Int)] = []
    var pending = aliases
    // Each round resolves the aliases whose target is an app type or an alias resolved before.
    while !pending.isEmpty {
      var left: [TypeAliasItem] = []
      for alias in pending {
        let scope = alias.name.lastIndex(ofASCII: ".").map { String(alias.name[..<$0]) } ?? ""
        let target = alias.target.name
        if let found = position(target, scope) ?? resolved[target] ?? resolved[qualified(target, in: scope)] {
          if resolved[alias.name] == nil {
            resolved[alias.name] = found
            appTypes.append((alias.name, found))
          }
        } else {
          left.append(alias)
        }
      }
      if left.count == pending.count { break }
      pending = left
    }
    var others: [String: TypeReference] = [:]
    for alias in pending where others[alias.name] == nil { others[alias.name] = alias.target }
    return (appTypes, others)
  }

  private static func qualified(_ name: String, in scope: String) -> String {
    scope.isEmpty ? name : "\(scope).\(name)"
  }

  /// Inherited types, each library type's alias replaced by what it names (the same array when the app
  /// aliases no library type).
  static func throughAliases(_ references: [TypeReference], others: [String: TypeReference]) -> [TypeReference] {
    others.isEmpty ? references : references.map { throughAliases($0, others: others) }
  }

  /// An inherited type, with a library type's alias replaced by what it names (`class Shop: ShopFlow`
  /// inherits `Coordinator<ShopRoute>`). A generic alias's arguments take the place of its target's, one
  /// for one (`Flow<ShopRoute>` with `typealias Flow<R> = Coordinator<R>`); one whose arguments do not
  /// match its target's stays as written.
  private static func throughAliases(_ reference: TypeReference, others: [String: TypeReference]) -> TypeReference {
    guard var target = others[reference.name] else { return reference }
    guard !reference.arguments.isEmpty else { return target }
    guard target.arguments.count == reference.arguments.count else { return reference }
    target.arguments = reference.arguments
    return target
  }

  /// The function type a written type is (`() -> Void`, or what `Handler` names for `typealias Handler = () ->
  /// Void` declared in `scope`, a type around it, a superclass of `scope` or at the top level), or nil for any
  /// other type.
  func functionType(_ written: TypeReference?, inside scope: String) -> TypeReference? {
    guard let written else { return nil }
    if Self.isFunctionType(written.name) { return written }
    guard !functionAliases.isEmpty else { return nil }
    var outer = Substring(scope)
    while !outer.isEmpty {
      if let target = functionAliases["\(outer).\(written.name)"] { return target }
      outer = outer.lastIndex(ofASCII: ".").map { outer[..<$0] } ?? ""
    }
    // Inherited: `class ScreenModel { typealias Action = () -> Void }`, and `var onPay: Action?` in a subclass.
    if let start = lookup(scope) {
      for ancestor in lineages[start].dropFirst() {
        if let target = functionAliases["\(all[ancestor].name).\(written.name)"] { return target }
      }
    }
    return functionAliases[written.name]
  }
}
