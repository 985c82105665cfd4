import NavigationModel
import SourceIndex

/// A type's superclasses and the protocols it conforms to, and what they declare for it.
extension AppTypes {
  /// The type and its superclasses that the app declares, nearest first (cycles cut).
  public func lineage(of name: String) -> [AppType] {
    guard let start = lookup(name) else { return [] }
    return lineages[start].map { all[$0] }
  }

  /// Whether the app declares a type that derives from this one (asked of few types: it reads every lineage).
  func hasSubclasses(_ name: String) -> Bool {
    guard let target = lookup(name) else { return false }
    return lineages.indices.contains { $0 != target && lineages[$0].contains(target) }
  }

  /// Whether a type derives from another (a superclass the app declares, directly or not).
  public func derives(_ name: String, from ancestor: String) -> Bool {
    guard let start = lookup(name), let target = lookup(ancestor), start != target else { return false }
    return lineages[start].contains(target)
  }

  /// The superclass of the app's that declares the function `name` which `typeName` inherits without declaring it
  /// (`goBack()` of `class ScreenModel`, called on an `ItemModel: ScreenModel`), when the type is no coordinator: no
  /// type of its lineage is or inherits a type of the coordinator library (a base coordinator's code, and an extension
  /// of the library's, is read for each coordinator that derives from it). Nil for a type that declares the function
  /// itself.
  func inheritingSuperclass(declaring name: String, for typeName: String) -> String? {
    // Most apps' screens and models derive from no class of the app: told without a lookup.
    guard !subclassesByClass.isEmpty, let start = lookup(typeName), lineages[start].count > 1,
      !all[start].declaresFunction(named: name),
      let declaring = lineages[start].dropFirst().first(where: { all[$0].declaresFunction(named: name) }),
      !isCoordinatorLineage(start)
    else { return nil }
    return all[declaring].name
  }

  /// The subclasses of the app's class `typeName` that override its method `name` (`override func submit()` of an
  /// `EmailFormModel: FormModel`), in declaration order: a call on a value of the class (`let model: FormModel`) may
  /// run any of them. Coordinators aside, as in `inheritingSuperclass(declaring:for:)`. Empty at once when no type of
  /// the app derives from another.
  func overridingSubclasses(of typeName: String, for name: String) -> [String] {
    guard !subclassesByClass.isEmpty, let start = lookup(typeName), let subclasses = subclassesByClass[start],
      !isCoordinatorLineage(start)
    else { return [] }
    return subclasses.filter { index in
      all[index].containsFunction(named: name) { $0.traits.contains(.overrides) }
    }.map { all[$0].name }
  }

  /// Each route's types (by route id) with the superclasses of the app that they derive from, coordinators aside (see
  /// `inheritingSuperclass(declaring:for:)`): a base class's own code (`class ModalScreen: UIViewController`, whose
  /// `viewDidLoad` adds a close button) runs on the screens of the classes that derive from it. Unchanged when no type
  /// of the app derives from another.
  func addingScreensBaseClasses(to routeTypes: [String: Set<String>]) -> [String: Set<String>] {
    guard !subclassesByClass.isEmpty else { return routeTypes }
    return routeTypes.mapValues { held in
      var all = held
      for name in held {
        guard let start = lookup(name), lineages[start].count > 1, !isCoordinatorLineage(start) else { continue }
        for ancestor in lineages[start].dropFirst() { all.insert(self.all[ancestor].name) }
      }
      return all
    }
  }

  /// Whether a type of the lineage that starts at `start` is, or inherits, a type of the coordinator library.
  private func isCoordinatorLineage(_ start: Int) -> Bool {
    lineages[start].contains { index in
      libraryTypeNames.contains(all[index].name)
        || all[index].inheritance.contains { libraryTypeNames.contains($0.name) }
    }
  }

  /// The names of the types that derive from a class, directly or not, in declaration order.
  public func subclassNames(of className: String) -> [String] {
    (lookup(className).flatMap { subclassesByClass[$0] } ?? []).map { all[$0].name }
  }

  /// The types that run the code a class declares: the class and those that derive from it; for a class made for the
  /// library's base classes that the app extends (`extension CoordinatorType { func showProblem() }` copied into
  /// `Coordinator` and `TabCoordinator`), every such class and those that derive from them, since each holds a copy
  /// of the same code.
  func namesSharingCode(of className: String) -> [String] {
    let classes = madeCoordinatorBases.contains(className) ? madeCoordinatorBases : [className]
    return classes.flatMap { [$0] + subclassNames(of: $0) }
  }

  /// The first property of the type or its superclasses with this name, else of the protocols it
  /// conforms to (a requirement, or a property of a protocol extension).
  public func property(_ name: String, of typeName: String) -> PropertyItem? {
    guard let start = lookup(typeName) else { return nil }
    // The lineage, then the protocols, without joining them into a new array on every lookup.
    for index in lineages[start] {
      if let property = all[index].property(named: name) { return property }
    }
    for index in protocolsByType[start] ?? [] {
      if let property = all[index].property(named: name) { return property }
    }
    return nil
  }

  /// The functions of the type or its superclasses with this name, else those of the protocols it
  /// conforms to (a protocol extension's method that the type does not implement itself).
  public func functions(_ name: String, of typeName: String) -> [FunctionItem] {
    guard let start = lookup(typeName), functionNames[start].contains(name) else { return [] }
    // Most types have no superclass of the app's: their own functions, without gathering a lineage's.
    let lineage = lineages[start]
    let own =
      lineage.count == 1 ? all[start].functions(named: name) : lineage.flatMap { all[$0].functions(named: name) }
    guard own.isEmpty, let protocols = protocolsByType[start] else { return own }
    return protocols.flatMap { all[$0].functions(named: name) }
  }

  /// The type that declares `function`, a function of `typeName`: the type itself, a superclass, or a
  /// protocol whose extension gives it (the scope its parameters' types are written in).
  func declaringType(of function: FunctionItem, from typeName: String) -> String {
    guard let start = lookup(typeName) else { return typeName }
    let place = function.location
    func declares(_ index: Int) -> Bool { all[index].functions.contains { $0.location == place } }
    if let found = lineages[start].first(where: declares) { return all[found].name }
    if let found = protocolsByType[start]?.first(where: declares) { return all[found].name }
    return typeName
  }

  /// The functions of the type or its superclasses that a call can run: those of its member's name
  /// whose parameters take its arguments, else all of that name.
  func functions(
    calledBy call: CallItem, of typeName: String, argumentType: (ExpressionShape) -> String? = { _ in nil }
  ) -> [FunctionItem] {
    let named = functions(call.member, of: typeName)
    guard named.count > 1 else { return named }
    let taking = named.filter { $0.takes(call) }
    return fitting(taking.isEmpty ? named : taking, call, in: typeName, argumentType: argumentType)
  }
}
