import SourceIndex

extension ALCoordinatorReader {
  /// The cases that a static factory of the coordinator's route enum returns, each once in the order
  /// written: `static func opening(_ book: Book) -> Route { .book(book.id) }`, `static var home: Self {
  /// .shelf }`, `static let home = Route.shelf`, or one that picks (`isNew ? .welcome : .shelf`, a
  /// `return` in each branch, another factory). Nil when the name is a case of the enum, the enum is not
  /// declared, or it has no member of that name; empty when none of what the member returns names a case
  /// (`Route(rawValue: raw)!`).
  func factoryCases(named name: String, by coordinator: ALCoordinatorDialect.Declared, depth: Int) -> [String]? {
    guard depth < 4, let routes = types.type(named: coordinator.routeEnum),
      !routes.declaration.cases.contains(where: { $0.name == name })
    else { return nil }
    var values: [(ExpressionShape, CodeContext)] = []
    for factory in routes.functions where factory.name == name && factory.switchSelf.isEmpty {
      let context = CodeContext(typeName: routes.name, function: factory)
      values += factory.returns.map { ($0, context) }
    }
    if let constant = routes.properties.first(where: { $0.isStatic && $0.name == name }), let value = constant.value {
      values.append((value, CodeContext(typeName: routes.name, function: nil)))
    }
    guard !values.isEmpty else { return nil }
    var cases: [String] = []
    for (value, context) in values {
      add(routeCases(ofAny: value.alternatives, by: coordinator, in: context, depth: depth + 1), to: &cases)
    }
    return cases
  }

  /// The routes a method or computed property of the writing type returns, named alone or on `self`
  /// (`navigate(toRoute: nextRoute)` for `var nextRoute: Route { basket.isEmpty ? .empty : .checkout }`,
  /// `navigate(toRoute: profileRoute())` for a method that returns `.signIn` or `.profile`): each case its returns
  /// may name, whatever its arguments. In a protocol's extension, `self` is the coordinator: a requirement
  /// (`func problemRoute(_ text: String) -> ProblemRoute`) returns what the coordinator's method of that name returns.
  /// Nil when the type has no such function, or the name is a parameter's.
  func ownReturnedCases(
    of chain: [ChainStep], by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, depth: Int
  ) -> [String]? {
    guard let name = Self.ownName(chain, in: context) else { return nil }
    if let cases = returnedCases(of: name, in: context.typeName, by: coordinator, depth: depth) { return cases }
    // A free function of the app's (`func featuredRoute() -> DockRoute`), called by its name alone.
    if chain.count == 1, !types.freeFunctions(named: name).isEmpty, types.functions(name, of: context.typeName).isEmpty,
      let cases = returnedCases(of: name, in: TypeItem.freeFunctionsName, by: coordinator, depth: depth)
    {
      return cases
    }
    guard context.typeName != coordinator.type.name,
      types.type(named: context.typeName)?.declaration.kind == "protocol"
    else { return nil }
    return returnedCases(of: name, in: coordinator.type.name, by: coordinator, depth: depth)
  }

  /// The routes a method or computed property of another value of the app returns (`mapper.route(for: item)` for
  /// `struct RouteMapper { func route(for item: Item) -> MediaRoute { switch item.kind { ... } } }`, or a static one,
  /// `RouteMapper.fallback()`): each case its returns may name, whatever its arguments. Nil when the receiver's type is
  /// not known or has no such function.
  func returnedCases(
    ofMember chain: [ChainStep], by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, depth: Int
  ) -> [String]? {
    guard chain.count > 1, chain[0] != .name("self"), case .name(let name)? = chain.last,
      let owner = resolver.type(of: Array(chain.dropLast()), in: context)
    else { return nil }
    return returnedCases(of: name, in: owner, by: coordinator, depth: depth)
  }

  /// The routes the functions named `name` of `typeName` (or of a type it inherits from) return
  /// (`AppTypes.returnedValues`); nil when it has none that returns a value.
  private func returnedCases(
    of name: String, in typeName: String, by coordinator: ALCoordinatorDialect.Declared, depth: Int
  ) -> [String]? {
    guard depth < 4, let returned = types.returnedValues(of: name, in: typeName) else { return nil }
    var cases: [String] = []
    for (value, function) in returned {
      let inner = CodeContext(typeName: types.declaringType(of: function, from: typeName), function: function)
      add(routeCases(of: value, by: coordinator, in: inner, depth: depth + 1), to: &cases)
    }
    return cases
  }

  /// The routes a name of the writing type holds (`pendingRoute`, `self.pendingRoute`): those a computed property
  /// or method of that name returns, else those its stored property is given (`PropertyCases`: `pendingRoute =
  /// route` in `func requireSignIn(then route: Route)` gives it each route the callers pass). None when the property
  /// may hold a route the code does not show.
  func ownValueCases(
    of chain: [ChainStep], by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, depth: Int
  ) -> [String] {
    if let returned = ownReturnedCases(of: chain, by: coordinator, in: context, depth: depth) { return returned }
    guard let name = Self.ownName(chain, in: context), let routes = types.type(named: coordinator.routeEnum)
    else { return [] }
    return types.propertyCases.cases(
      of: .reference([.name("self"), .name(name)]), owner: context.typeName, enumType: routes.name) ?? []
  }

  /// The name a chain gives a member of the writing type: `self.name`, or `name` alone when no parameter is so named.
  private static func ownName(_ chain: [ChainStep], in context: CodeContext) -> String? {
    switch chain.count {
    case 1:
      guard case .name(let name) = chain[0], !context.isParameter(name)
      else { return nil }
      return name
    case 2:
      guard chain[0] == .name("self"), case .name(let name) = chain[1] else { return nil }
      return name
    default:
      return nil
    }
  }

  /// The cases any of `values` names, each once, in the order written.
  func routeCases(
    ofAny values: [ExpressionShape], by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, depth: Int
  ) -> [String] {
    var cases: [String] = []
    for value in values {
      add(routeCases(of: value, by: coordinator, in: context, depth: depth), to: &cases)
    }
    return cases
  }

  private func add(_ routes: [String], to cases: inout [String]) {
    for route in routes where !cases.contains(route) { cases.append(route) }
  }

  /// A note for a navigation call whose route is a factory of the route enum that names no case the
  /// reading can tell (`navigate(toRoute: .fromServer(raw))`, where `static func fromServer(_ raw: String)
  /// -> Route { Route(rawValue: raw)! }`), or an initialiser of the enum that assigns none (`Route(link)`
  /// for `init(_ link: Link) { self.init(link.destination) }`): the call is left out, and the note says why.
  func unreadFactoryNote(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> ReadingNote?
  {
    guard call.member == "navigate" || call.member == "startFlow", let value = routeArgument(of: call)?.value
    else { return nil }
    if initialiserCases(of: value, by: coordinator, in: context)?.isEmpty == true {
      return ReadingNote(
        location: call.location,
        message: "no initialiser of \(coordinator.routeEnum) that takes these arguments assigns a case that can be "
          + "read here: this `\(call.member)` is not read")
    }
    let name: String
    switch value {
    case .implicitMember(let member, _): name = member
    case .call(let chain, _) where chain.count == 2, .reference(let chain) where chain.count == 2:
      guard case .name(let member) = chain[1] else { return nil }
      name = member
    default: return nil
    }
    guard factoryCases(named: name, by: coordinator, depth: 0)?.isEmpty == true else { return nil }
    return ReadingNote(
      location: call.location,
      message: "`\(name)` of \(coordinator.routeEnum) returns no case that can be read here: this `\(call.member)` "
        + "is not read")
  }
}
