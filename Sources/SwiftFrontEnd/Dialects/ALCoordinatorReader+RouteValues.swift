import SourceIndex

extension ALCoordinatorReader {
  /// The values a navigation gives the route it shows through the case's associated values
  /// (`navigate(toRoute: .ready(model: ReadyModel(page: .ready, coordinator: self)))`): the route's id and
  /// those values (see `RouteValue`), or nil when it gives none.
  func routeValues(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext) -> (
    id: String, values: [RouteValue]
  )? {
    switch call.member {
    case "navigate", "startFlow": break
    case "show" where coordinator.showsRoutes: break
    default: return nil
    }
    guard coordinator.kind == .stack, let argument = routeArgument(of: call),
      case .implicitMember(let name, let arguments?) = argument.value, !arguments.isEmpty,
      routeCases(of: coordinator).contains(where: { $0.name == name })
    else { return nil }
    let values = RouteValue.given(in: arguments.map(\.value), inside: context.typeName, types: types)
    return values.isEmpty ? nil : ("\(coordinator.type.name).\(name)", values)
  }

  /// Adds to the reading's route types the screens the app's navigations give routes declared by a library type
  /// (`passedScreens()`).
  func addPassedScreens(to reading: inout DialectReading) {
    for (id, passed) in passedScreens() {
      reading.routeTypes[id, default: []].formUnion(
        RouteTypes.expand(passed, inside: nil, types: types, resolver: resolver, coordinators: coordinatorNames))
    }
  }

  /// The screens the coordinators' own navigations give routes declared by a library type (`passedScreens(of:by:in:)`),
  /// read in the code of the coordinators whose route enum has such a case: none, without reading any code, where none
  /// has.
  func passedScreens() -> [(id: String, types: [String])] {
    let routeEnums = Self.screenTypedRouteEnums(of: declared, types: types)
    guard !routeEnums.isEmpty else { return [] }
    var found: [(id: String, types: [String])] = []
    for coordinator in declared where routeEnums.contains(coordinator.routeEnum) {
      for function in coordinator.type.functions {
        let functionContext = CodeContext(typeName: coordinator.type.name, function: function)
        for call in function.calls {
          if let given = passedScreens(of: call, by: coordinator, in: functionContext.at(call.location)) {
            found.append(given)
          }
        }
      }
    }
    return found
  }

  /// The app's screens a navigation gives the route it shows as the case's values, when the route enum declares them by
  /// a library view or view controller type (`case screen(UIViewController)`, shown by `navigate(to: .screen(editor))`
  /// with `let editor = EditorViewController()`; `AnyView`, `any View`): the route's id and the classes and structs of
  /// the app those values are (no coordinator, enum or protocol), or nil when it gives none. Those screens belong to
  /// that route, as a case's own types do.
  func passedScreens(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext) -> (
    id: String, types: [String]
  )? {
    guard call.member == "navigate" || call.member == "startFlow", coordinator.kind == .stack,
      let argument = routeArgument(of: call), case .implicitMember(let name, let arguments?) = argument.value,
      !arguments.isEmpty, let route = routeCases(of: coordinator).first(where: { $0.name == name }),
      route.associatedTypes.contains(where: {
        Self.isLibraryScreenType($0.name, in: coordinator.routeEnum, types: types)
      })
    else { return nil }
    var screens: [String] = []
    for value in arguments.flatMap({ wrappedScreens(in: $0.value) }) {
      guard let written = resolver.type(of: value, in: context), let type = types.declaredName(of: written),
        !type.isProtocol, !coordinatorNames.contains(type.name),
        let declaration = types.type(named: type.name)?.declaration, declaration.kind != "enum",
        !screens.contains(type.name)
      else { continue }
      screens.append(type.name)
    }
    return screens.isEmpty ? nil : ("\(coordinator.type.name).\(name)", screens)
  }

  /// A value given to a route's case, and the values it wraps when it is a library type built around a screen of the
  /// app (`AnyView(ArticleView())`, `UIHostingController(rootView: ArticleView())`): its arguments.
  func wrappedScreens(in value: ExpressionShape) -> [ExpressionShape] {
    guard case .call(_, let arguments) = value, let name = value.calledTypeName, types.type(named: name) == nil else {
      return [value]
    }
    return [value] + arguments.map(\.value)
  }

  /// The route enums of which some case holds a view or view controller of the libraries (`isLibraryScreenType`).
  static func screenTypedRouteEnums(of declared: [ALCoordinatorDialect.Declared], types: AppTypes) -> Set<String> {
    var found: Set<String> = []
    for coordinator in declared where coordinator.kind == .stack && !found.contains(coordinator.routeEnum) {
      let cases = types.type(named: coordinator.routeEnum)?.declaration.cases ?? []
      if cases.contains(where: { route in
        route.associatedTypes.contains { isLibraryScreenType($0.name, in: coordinator.routeEnum, types: types) }
      }) {
        found.insert(coordinator.routeEnum)
      }
    }
    return found
  }

  /// Whether a written type names a view or view controller of the libraries (`UIViewController`, `AnyView`, `any View`),
  /// told by its name, no type of the app.
  static func isLibraryScreenType(_ written: String, in scope: String, types: AppTypes) -> Bool {
    // Every associated type of every stack's route enum is asked: the suffix, compared as bytes, turns most away.
    guard written.hasASCIISuffix("View") || written.hasASCIISuffix("Controller") else { return false }
    var name = Substring(written)
    for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
    return types.type(named: String(name), inside: scope) == nil
  }
}
