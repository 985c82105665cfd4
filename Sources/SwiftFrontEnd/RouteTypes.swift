import SourceIndex

/// The app types that belong to a route, for placing actions on the routes whose screens call them.
enum RouteTypes {
  /// The seeds (a route's values, the screen its factory builds: names written inside `scope`, or
  /// declared names when it is nil) and, transitively (three levels), the stored properties of those
  /// that are app types and not coordinators: a view's view model, say.
  static func expand(
    _ seeds: some Sequence<String>, inside scope: String?, types: AppTypes, resolver: TypeResolver,
    coordinators: Set<String>
  ) -> Set<String> {
    var held = HeldTypes()
    return expand(seeds, inside: scope, types: types, resolver: resolver, coordinators: coordinators, held: &held)
  }

  /// `expand(_:inside:types:resolver:coordinators:)`, with the types each type holds read once for all the calls that
  /// share `held` (the routes of one coordinator build the same views and models again and again).
  static func expand(
    _ seeds: some Sequence<String>, inside scope: String?, types: AppTypes, resolver: TypeResolver,
    coordinators: Set<String>, held: inout HeldTypes
  ) -> Set<String> {
    let declared = seeds.compactMap { seed in
      (scope.map { types.type(named: seed, inside: $0) } ?? types.type(named: seed))?.name
    }
    var found = Set(declared.filter { !coordinators.contains($0) })
    var frontier = Array(found)
    var depth = 0
    while !frontier.isEmpty && depth < 3 {
      var next: [String] = []
      for name in frontier {
        for typeName in held.types(heldBy: name, types: types, resolver: resolver)
        where !coordinators.contains(typeName) && !found.contains(typeName) {
          found.insert(typeName)
          next.append(typeName)
        }
      }
      frontier = next
      depth += 1
    }
    return found
  }

  /// The app types that each type's stored properties hold (a view's model, say), in the order of the properties,
  /// read once per type.
  struct HeldTypes {
    private var byType: [String: [String]] = [:]

    mutating func types(heldBy name: String, types: AppTypes, resolver: TypeResolver) -> [String] {
      if let known = byType[name] { return known }
      // By position: a loop over the properties would copy each (its strings retained) to read it.
      let properties = types.type(named: name)?.properties ?? []
      var held: [String] = []
      for index in properties.indices {
        guard let typeName = resolver.propertyType(properties[index], owner: name),
          let type = types.type(named: typeName)
        else { continue }
        held.append(type.name)
      }
      byType[name] = held
      return held
    }
  }

  /// The values, and what the app's helpers that they call return: a method of `owner` (or of a type it
  /// inherits: `case .stations(let model): stationsScreen(model)` in a route enum, `makeGrid()` in a Jumper
  /// factory, `Self.make(...)`), a static method of an app type or one of its shared instance
  /// (`ScreenFactory.makeMessage(id:)`, `ScreenFactory.shared.makeInbox()`). Each helper adds what it returns
  /// and the values of its locals, followed three levels deep. A property of `owner` that a value reads
  /// (`homeController`, `self.homeController` for `lazy var homeController: HomeViewController = { ... }()`) adds its
  /// written type, its value, and what its code (a computed property's getter, the closure its value is built with)
  /// returns and keeps in locals. `forCase`: the case of `owner` (an enum) that `self` is in the values: a helper they
  /// hand `self` to that switches over that parameter (`Screens.make(self)` with `switch route { ... }`) adds its arm
  /// for the case only.
  static func throughHelpers(
    _ values: [ExpressionShape], of owner: String, types: AppTypes, forCase: String? = nil
  ) -> [ExpressionShape] {
    var result = values
    var frontier = values
    var followed: Set<[String]> = []
    for depth in 0..<3 where !frontier.isEmpty {
      var next: [ExpressionShape] = []
      for value in frontier {
        if let (name, property) = ownProperty(value, of: owner, types: types),
          followed.insert([owner, ".", name]).inserted
        {
          if let type = property.type { next.append(.cast(value, type, conditional: false)) }
          if let built = property.value { next.append(built) }
          for getter in types.functions(name, of: owner) {
            next += getter.returns + getter.locals.compactMap(\.builtValue)
          }
        }
        visit(value) { part in
          guard let (type, method) = helperCall(part, of: owner, types: types),
            followed.insert([type, method]).inserted
          else { return }
          for helper in types.functions(method, of: type) {
            if depth == 0, let forCase, let arms = armsHanded(forCase, by: part, to: helper) {
              next += arms.compactMap(\.value) + arms.flatMap(\.localValues)
              continue
            }
            next += helper.returns + helper.switchSelf.compactMap(\.value) + helper.locals.compactMap(\.builtValue)
            // `make(CartViewController.self)` of `func make<T>(_ type: T.Type) -> T` builds a `CartViewController`.
            if let generic = helper.genericResult(given: part.arguments) { next.append(.call([.name(generic)], [])) }
          }
        }
      }
      result += next
      frontier = next
    }
    return result
  }

  /// The arms for `caseName` of the `switch` a helper makes over the parameter that a call hands `self` to
  /// (`Screens.make(self)` for `static func make(_ route: Route) -> some View { switch route { ... } }`); nil where the
  /// call hands `self` to no parameter the helper switches over.
  private static func armsHanded(_ caseName: String, by call: ExpressionShape, to helper: FunctionItem)
    -> [SwitchCaseItem]?
  {
    guard case .call(_, let arguments) = call, let switched = helper.parameterSwitch,
      arguments.count == helper.parameters.count,
      let position = arguments.firstIndex(where: { $0.value == .reference([.name("self")]) }),
      helper.parameters[position].name == switched.parameter
    else { return nil }
    return ALCoordinatorReader.arms(of: caseName, in: switched.arms)
  }

  /// The property of `owner` (or of a type it inherits) that a value reads by name, bare or on `self`.
  private static func ownProperty(_ value: ExpressionShape, of owner: String, types: AppTypes)
    -> (String, PropertyItem)?
  {
    guard case .reference(let chain) = value, chain.count <= 2, chain.count == 1 || chain[0] == .name("self"),
      case .name(let name)? = chain.last, let property = types.property(name, of: owner)
    else { return nil }
    return (name, property)
  }

  /// The type and method that a value calls, when it calls a method of the app's: of `owner` itself
  /// (`stationsScreen(model)`, `self.make()`, `Self.make()`), a static one of an app type
  /// (`ScreenFactory.makeMessage(id:)`), or one of the value that a property holds, the owner's
  /// (`factory.makeInbox()`, `self.factory.makeInbox()`) or an app type's static one
  /// (`ScreenFactory.shared.makeInbox()`).
  private static func helperCall(_ value: ExpressionShape, of owner: String, types: AppTypes) -> (String, String)? {
    guard case .call(let chain, _) = value, let last = chain.last, case .name(let method) = last,
      method.startsLowercase
    else { return nil }
    var type = owner
    for (index, step) in chain.dropLast().enumerated() {
      guard case .name(let name) = step else { return nil }
      if index == 0, name == "self" || name == "Self" { continue }
      if index == 0, name.startsUppercase {
        guard let named = types.type(named: name, inside: owner)?.name else { return nil }
        type = named
        continue
      }
      guard let property = types.property(name, of: type),
        let held = property.type?.name ?? property.value?.calledTypeName,
        let heldType = types.type(named: held, inside: type)?.name
      else { return nil }
      type = heldType
    }
    return (type, method)
  }

  /// Every type constructed in a value, arguments and each value a condition may pick included:
  /// `UIHostingController(rootView: FirstView())`, `isPro ? ProView() : PlainView()`; also the type a
  /// value is cast to (`instantiateViewController(withIdentifier:) as! Detail`) and the type whose static
  /// factory it calls (`Detail.instantiate()`).
  static func constructed(in value: ExpressionShape) -> [String] {
    var names: [String] = []
    visit(value) { part in
      if let name = part.calledTypeName ?? staticFactoryType(part) { names.append(name) }
      if case .cast(_, let type, _) = part { names.append(type.name) }
    }
    return names
  }

  /// Calls `body` with a value and, in turn, each value inside it: its arguments, the elements of an array,
  /// each value a condition may pick, what a cast casts (outer first, in the order written).
  static func visit(_ value: ExpressionShape, _ body: (ExpressionShape) -> Void) {
    body(value)
    for argument in value.arguments { visit(argument.value, body) }
    // A call in the chain, modifiers after it (`StationsView(model: model).navigationTitle("Stations")`): a type's
    // as a value of its own, and every call's arguments.
    if case .call(let chain, _) = value, chain.count > 1 {
      for case .call(let name, let arguments) in chain {
        if name.startsWithASCIICapital { body(.call([.name(name)], arguments)) }
        for argument in arguments { visit(argument.value, body) }
      }
    }
    switch value {
    case .array(let values), .choice(let values): for inner in values { visit(inner, body) }
    case .cast(let inner, _, _): visit(inner, body)
    default: break
    }
  }

  /// The type whose static method a value calls: `Detail.instantiate()`, `Detail.make(id: 3)`, the
  /// storyboard and nib factories that build a screen of that type; by its qualified name where it is written with the
  /// types it is nested in (`Shop.Detail.instantiate()`).
  private static func staticFactoryType(_ value: ExpressionShape) -> String? {
    guard case .call(let chain, _) = value, chain.count >= 2, case .name(let method)? = chain.last,
      method.startsLowercase
    else { return nil }
    return ExpressionShape.call(Array(chain.dropLast()), []).calledTypeName
  }
}
