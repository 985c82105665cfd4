import SourceIndex

/// The route enums that the app's generic types holding a coordinator by the library's class stand for, read from
/// where they are built.
extension ALCoordinatorReader {
  /// For each generic type of the app that keeps a coordinator by the library's class, typed by one of its own generic
  /// parameters (`final class Navigator<Route: NavigationRoute> { unowned let coordinator: NavigationCoordinator<Route>
  /// }`), and for which no stored property or parameter of the app writes an argument (`AppTypes.genericArguments`): the
  /// route enums its constructions stand for, by the parameter's position: those they write (`Shortcuts<FarmRoute>()`),
  /// or those of the coordinators they give that property (`Navigator(coordinator: self)` in a coordinator of
  /// `FarmRoute`). Empty, without reading any code, where the app declares no such type.
  static func constructedRouteEnums(
    types: AppTypes, resolver: TypeResolver, declared: [String: ALCoordinatorDialect.Declared]
  ) -> [String: [Int: [String]]] {
    var holders: [String: [(property: String, position: Int)]] = [:]
    for type in types.all where !type.declaration.genericParameters.isEmpty && types.genericArguments[type.name] == nil
    {
      for property in type.properties where !property.isStatic && !property.isComputed {
        guard let written = property.type, isLibraryCoordinatorHolder(written.name),
          let argument = written.arguments.first?.name,
          let position = type.declaration.genericParameters.firstIndex(of: argument)
        else { continue }
        holders[type.name, default: []].append((property.name, position))
      }
    }
    guard !holders.isEmpty else { return [:] }
    var found: [String: [Int: Set<String>]] = [:]
    // Each construction gives the routes it writes for the type's parameter, or the coordinator it passes the property.
    types.forEachConstruction(of: Set(holders.keys)) { construction in
      let holder = construction.typeName
      guard let built = types.type(named: holder) else { return }
      for (property, position) in holders[holder] ?? [] {
        if position < construction.written.count {
          let routes = construction.written[position].name
          found[holder, default: [:]][position, default: []].insert(
            types.type(named: routes, inside: construction.context.typeName)?.name ?? routes)
          continue
        }
        guard let argument = built.argument(keptIn: property, among: construction.arguments),
          let passed = resolver.type(of: argument.value, in: construction.context), let coordinator = declared[passed]
        else { continue }
        found[holder, default: [:]][position, default: []].insert(coordinator.routeEnum)
      }
    }
    return found.mapValues { $0.mapValues { $0.sorted() } }
  }

  /// Whether a written type is the library's router or one of its stack coordinator classes (`Router<R>`,
  /// `NavigationCoordinator<R>`, `Coordinator<R>`), which an app's type may hold a coordinator by.
  static func isLibraryCoordinatorHolder(_ written: String) -> Bool {
    written == "Router" || written.hasSuffix(".Router")
      || ALCoordinatorDialect.isStackBase(ALCoordinatorDialect.withoutLibraryModule(written))
  }
}

extension AppType {
  /// The argument of a construction (`Navigator(coordinator: self)`) that the type keeps in `property`
  /// (`storedProperty(takingArgumentLabelled:parameter:)`: the parameter an initialiser assigns to it, or, for a type
  /// that declares no initialiser, the argument labelled with the property's name). Nil when none is.
  func argument(keptIn property: String, among arguments: [ArgumentItem]) -> ArgumentItem? {
    arguments.indices.first { position in
      storedProperty(
        takingArgumentLabelled: arguments[position].label,
        parameter: { $0.argumentPositions(arguments)?.firstIndex(of: position) }) == property
    }.map { arguments[$0] }
  }
}
