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
    // A value built in a constant local first (`let viewModel = BirdViewModel(router: self)`, then
    // `.bird(viewModel: viewModel)`) is read as built there.
    var given = arguments.map(\.value)
    for index in given.indices {
      guard case .reference(let chain) = given[index], chain.count == 1,
        let built = context.at(call.location).constantLocalValue(of: given[index])
      else { continue }
      given[index] = built
    }
    // (Most apps have no protocol that several types adopt: then no value's type is asked.)
    let values =
      types.sharedProtocolShortNames.isEmpty
      ? RouteValue.given(in: given, inside: context.typeName, types: types)
      : RouteValue.given(
        in: given, inside: context.typeName, types: types,
        typeOf: { [resolver] in resolver.type(of: $0, in: context.at(call.location)) })
    return values.isEmpty ? nil : ("\(coordinator.type.name).\(name)", values)
  }

  /// Adds to the reading's route types the screens the app's navigations give routes declared by a library type
  /// (`passedScreens(threads:)`).
  func addPassedScreens(to reading: inout DialectReading, threads: Int?) {
    for (id, passed) in passedScreens(threads: threads) {
      reading.routeTypes[id, default: []].formUnion(
        RouteTypes.expand(passed, inside: nil, types: types, resolver: resolver, coordinators: coordinatorNames))
    }
  }

  /// The screens the coordinators' own navigations give routes declared by a library type (`passedScreens(of:by:in:)`),
  /// read in the code of the coordinators whose route enum has such a case: none, without reading any code, where none
  /// has. Each coordinator is read on its own (in parallel), in declaration order.
  func passedScreens(threads: Int?) -> [(id: String, types: [String])] {
    let routeEnums = Self.screenTypedRouteEnums(of: declared, types: types, threads: threads)
    guard !routeEnums.isEmpty else { return [] }
    let reader = self
    return Parallel.map(count: declared.count, threads: threads) { index -> [(id: String, types: [String])] in
      let coordinator = reader.declared[index]
      guard routeEnums.contains(coordinator.routeEnum) else { return [] }
      return coordinator.type.functions.flatMap { function in
        let functionContext = CodeContext(typeName: coordinator.type.name, function: function)
        return function.calls.compactMap { call in
          reader.passedScreens(of: call, by: coordinator, in: functionContext.at(call.location))
        }
      }
    }
    .flatMap { $0 }
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
  /// Each route enum is read on its own (in parallel).
  static func screenTypedRouteEnums(
    of declared: [ALCoordinatorDialect.Declared], types: AppTypes, threads: Int?
  ) -> Set<String> {
    var seen: Set<String> = []
    let routeEnums = declared.filter { $0.kind == .stack && seen.insert($0.routeEnum).inserted }.map(\.routeEnum)
    let holdsScreens = Parallel.map(count: routeEnums.count, threads: threads) { index in
      (types.type(named: routeEnums[index])?.declaration.cases ?? []).contains { route in
        route.associatedTypes.contains { isLibraryScreenType($0.name, in: routeEnums[index], types: types) }
      }
    }
    return Set(zip(routeEnums, holdsScreens).filter(\.1).map(\.0))
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
