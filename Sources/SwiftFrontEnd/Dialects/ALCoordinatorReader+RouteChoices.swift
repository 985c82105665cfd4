import NavigationModel
import SourceIndex

/// Which routes of a coordinator a value or a call names.
extension ALCoordinatorReader {
  /// The case of the coordinator's route enum that a value names: `.detail(...)`, `Route.detail(...)`,
  /// `Route.detail`, or a local that holds one (`let route = Route.detail(...)`).
  /// A static factory of the enum stands for the case it returns (`.opening(book)`, where `static func
  /// opening(_ book: Book) -> Route { .book(book.id) }`): the first it may return (`routeChoices` gives
  /// each).
  func routeCase(of value: ExpressionShape, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> String?
  {
    routeCases(of: value, by: coordinator, in: context, depth: 0).first
  }

  /// The cases a value names: one, or those a factory of the route enum may return.
  func routeCases(
    of value: ExpressionShape, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext, depth: Int
  ) -> [String] {
    if let initialised = initialiserCases(of: value, by: coordinator, in: context) { return initialised.map(\.route) }
    // `booking.map { .lobby(room: $0) }`: the case the closure makes of an optional's value (with `?? .checkIn`, a
    // choice of the two).
    if case .call(let chain, let arguments) = value, chain.count > 1, chain.last == .name("map"),
      let mapped = arguments.last, mapped.label == ArgumentItem.mappedCaseLabel
    {
      return routeCases(of: mapped.value, by: coordinator, in: context, depth: depth)
    }
    switch value {
    case .implicitMember(let name, _):
      guard name != "init" else { return [] }
      return factoryCases(named: name, by: coordinator, depth: depth) ?? [name]
    case .reference(let chain) where chain.count == 1:
      guard case .name(let name) = chain[0], let local = context.unwrappedLocal(named: name) else {
        return ownValueCases(of: chain, by: coordinator, in: context, depth: depth)
      }
      // A local that holds another local's value is not followed (`var a = b`, `var b = a` would not end).
      guard let held = local.value else { return [] }
      if case .reference(let other) = held, other.count == 1 { return [] }
      // A local given a condition's routes, then unwrapped (`let route: R? = nuts ? .allergens : nil`, `guard let
      // route`): each route it may hold (a choice read directly stays one, for the start's reading).
      if case .choice = held, local.location != context.local(named: name)?.location {
        return routeCases(ofAny: held.alternatives, by: coordinator, in: context, depth: depth + 1)
      }
      return routeCases(of: held, by: coordinator, in: context, depth: depth)
    case .call(let chain, _) where chain.count == 1 || chain.first == .name("self"):
      return ownReturnedCases(of: chain, by: coordinator, in: context, depth: depth) ?? []
    case .reference(let chain) where chain.count == 2 && chain[0] == .name("self"):
      return ownValueCases(of: chain, by: coordinator, in: context, depth: depth)
    case .call(let chain, _), .reference(let chain):
      guard let (enumName, name) = ExpressionShape.qualifiedMember(chain),
        names(enumName, routeEnumOf: coordinator, in: context), let routes = types.type(named: coordinator.routeEnum)
      else {
        // A method or computed property of another value of the app that returns routes (`mapper.route(for: item)`).
        if let returned = returnedCases(ofMember: chain, by: coordinator, in: context, depth: depth) { return returned }
        // A property of a value the app builds with routes (`option.route`): each route it may hold (any, when
        // some value it is given is not known).
        guard case .reference = value, chain.count > 1, chain[0] != .name("self"), types.propertyCases.mayRead(value),
          let routes = types.type(named: coordinator.routeEnum),
          let held = types.propertyCases.cases(
            of: value, owner: resolver.type(of: Array(chain.dropLast()), in: context), enumType: routes.name)
        else { return [] }
        return held.isEmpty ? routes.declaration.cases.map(\.name) : held
      }
      if routes.declaration.cases.contains(where: { $0.name == name }) { return [name] }
      return factoryCases(named: name, by: coordinator, depth: depth) ?? []
    default:
      return []
    }
  }

  /// Whether a type name written in `context` (`ShelfRoute`, an alias of it, or `Self` inside it) is the
  /// coordinator's route enum.
  func names(_ typeName: String, routeEnumOf coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> Bool
  {
    guard let routes = types.type(named: coordinator.routeEnum) else { return false }
    return (typeName == "Self" && context.typeName == routes.name) || types.type(named: typeName)?.name == routes.name
  }

  /// The routes a navigation call's argument picks among: `isPro ? .map : .upgrade`, an `if` or `switch`
  /// expression, or a local that holds one or more when the call reads it (`CodeContext.heldValues`); each
  /// route once, in the order written. Nil when a condition picks no route of the coordinator's.
  func routeChoices(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [String]?
  {
    guard let choices = routeChoicesByArm(of: call, by: coordinator, in: context) else { return nil }
    var routes: [String] = []
    for (route, _) in choices where !routes.contains(route) { routes.append(route) }
    return routes
  }

  /// The routes of `routeChoices(of:by:in:)`, each with the `case` patterns of the arms that gave a local its
  /// value (`case .basket: route = .basket` in a `switch` over the function's parameter, before the call), if any.
  func routeChoicesByArm(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [(route: String, arms: [ExpressionShape])]?
  {
    guard let argument = routeArgument(of: call)?.value else { return nil }
    // A local's values, or an element's (`items[index]`, a list's row): each of the collection's elements.
    let read = context.heldValues(of: argument, readBy: call)
    let element = read.isEmpty ? TypeResolver.elementRead(argument) : nil
    var held = resolver.expandingElements(element.map { [.init(value: $0)] } ?? read, in: context, readBy: call) ?? []
    // A member of a row a local holds (`row.destination` for a row of `[SettingRow(destination: .help), ...]`).
    if held.isEmpty, let members = resolver.memberValues(of: argument, in: context, readBy: call) { held = members }
    // Most calls name one route (`.detail`): no choice, read as a single route is.
    if held.isEmpty, !isChoice(argument) {
      let routes = routeCases(of: argument, by: coordinator, in: context, depth: 0)
      return routes.count > 1 ? routes.map { ($0, []) } : nil
    }
    let values = (held.isEmpty ? [CodeContext.HeldValue(value: argument)] : held).flatMap { held in
      // Nested choices flattened: `urgent ? .triage : (remote ? .video : .inPerson)` may be each of three.
      guard case .choice = held.value else { return [held] }
      return held.value.alternatives.map { CodeContext.HeldValue(value: $0, casePatterns: held.casePatterns) }
    }
    var routes: [(route: String, arms: [ExpressionShape])] = []
    for value in values {
      for route in routeCases(of: value.value, by: coordinator, in: context, depth: 0)
      where !routes.contains(where: { $0.route == route && $0.arms == value.casePatterns }) {
        routes.append((route, value.casePatterns))
      }
    }
    // A local's value is read here, with its assignments, even when it holds one route.
    let several = routes.contains { $0.route != routes[0].route }
    return several || (!routes.isEmpty && !held.isEmpty) ? routes : nil
  }

  private func isChoice(_ value: ExpressionShape) -> Bool {
    if case .choice = value { true } else { false }
  }

  /// The argument of a `navigate` (or `startFlow`, `present`, `push`) call that names where it goes.
  func routeArgument(of call: CallItem) -> ArgumentItem? {
    call.arguments.first { $0.label == "to" || $0.label == "toRoute" } ?? call.arguments.first
  }

  /// The cases a route parameter stands for: in `func show(_ route: Route) { router.navigate(to: route) }`
  /// (or `func show(_ route: R)` in the app's generic base `class Flow<R: NavigationRoute>`) every case
  /// of the coordinator's route enum, each to fire where a caller passes it. Nil when the call passes no
  /// parameter of that enum's type.
  func routeParameterCases(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [EnumCaseItem]?
  {
    guard takesRoute(call, by: coordinator), case .reference(let chain)? = routeArgument(of: call)?.value else {
      return nil
    }
    if chain.count == 2 { return routeMemberCases(of: chain, by: coordinator, in: context) }
    // A constant local that holds a member of a parameter (`guard let route = door.route else { return }`).
    if chain.count == 1, case .name(let name) = chain[0], let local = context.unwrappedLocal(named: name),
      local.isConstant, case .reference(let held)? = local.value, held.count == 2
    {
      return routeMemberCases(of: held, by: coordinator, in: context)
    }
    guard chain.count == 1, case .name(var name) = chain[0], let function = context.function else { return nil }
    // A constant local that holds the parameter itself (`let next = route`).
    if let local = context.unwrappedLocal(named: name), local.isConstant, case .reference(let held)? = local.value,
      held.count == 1, case .name(let parameter) = held[0], context.unwrappedLocal(named: parameter) == nil
    {
      name = parameter
    }
    guard context.unwrappedLocal(named: name) == nil,
      let parameter = function.parameters.first(where: { $0.name == name }),
      let routes = types.type(named: coordinator.routeEnum)
    else { return nil }
    if let written = types.type(named: parameter.type.name, inside: context.typeName) {
      return written.name == routes.name ? routes.declaration.cases : nil
    }
    return types.isGenericParameter(parameter.type.name, of: context.typeName) ? routes.declaration.cases : nil
  }

  /// The cases a member of a parameter stands for where it picks (`door.route` in `func enter(_ door: Door)`,
  /// `EnumParameterCases.Selector.member`): each case the member may hold (`PropertyCases`; any case of the
  /// coordinator's route enum when the reading cannot tell), each to fire where a caller passes a value holding it.
  private func routeMemberCases(
    of chain: [ChainStep], by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> [EnumCaseItem]? {
    guard case .name(let name) = chain[0], case .name(let member) = chain[1], let function = context.function,
      context.unwrappedLocal(named: name) == nil,
      let selector = EnumParameterCases.selector(of: function, in: context.typeName, types: types),
      selector.name == name, selector.member == member, case .cases(let enumType) = selector.kind,
      enumType.name == coordinator.routeEnum
    else { return nil }
    let owner = types.type(named: function.parameters[selector.position].type.name, inside: context.typeName)?.name
    let held = types.propertyCases.cases(of: .reference(chain), owner: owner, enumType: enumType.name) ?? []
    return held.isEmpty ? enumType.declaration.cases : enumType.declaration.cases.filter { held.contains($0.name) }
  }

  /// Whether a call is one that goes to a route it is given (`navigate(toRoute:)`, a `CoordinatorSUI`'s `show`).
  func takesRoute(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared) -> Bool {
    switch call.member {
    case "navigate", "startChildCoordinator", "present", "push", "startFlow": true
    case "show": coordinator.showsRoutes
    default: false
    }
  }

  /// `.detail` and `.detail(let id)` name the case `detail`.
  static func caseName(of pattern: ExpressionShape) -> String? {
    if case .implicitMember(let name, _) = pattern { return name }
    return nil
  }
}
