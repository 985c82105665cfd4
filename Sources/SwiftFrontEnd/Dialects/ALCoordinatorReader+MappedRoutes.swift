import SourceIndex

/// Routes a computed property of the function's selector maps it to: `navigate(toRoute: drink.route)` in `func pour(_
/// drink: Drink)`, for `enum Drink { var route: BarRoute { switch self { case .coffee: .coffee ... } } }`; or a method
/// of the writing type given the selector: `navigate(toRoute: route(for: destination))` in `func go(_ destination:
/// Destination)`, for `func route(for destination: Destination) -> HomeRoute { switch destination { ... } }`.
extension ALCoordinatorReader {
  /// The routes a navigation call goes to where its route is a member of the function's selector parameter that
  /// switches over `self` (`drink.route`): each arm's routes, in the arms of the selector's cases the arm names (so that
  /// it fires where callers pass `.tea`). Nil when the route is no such member, or an arm names no case (`default:`).
  func mappedRoutes(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [(route: String, casePatterns: [ExpressionShape])]?
  {
    let argument = routeArgument(of: call)?.value
    if case .call(let chain, let arguments)? = argument {
      return routesOfParameterSwitch(chain, given: arguments, of: call, by: coordinator, in: context)
    }
    guard takesRoute(call, by: coordinator), case .reference(let chain)? = argument,
      chain.count == 2, case .name(let name) = chain[0], case .name(let member) = chain[1],
      let function = context.function, context.unwrappedLocal(named: name) == nil,
      let selector = EnumParameterCases.selector(of: function, in: context.typeName, types: types),
      selector.name == name, selector.member == nil, case .cases(let enumType) = selector.kind
    else { return nil }
    let mapping = types.functions(member, of: enumType.name).filter { !$0.switchSelf.isEmpty }
    guard mapping.count == 1 else { return nil }
    return routes(
      byArm: mapping[0].switchSelf, of: call, by: coordinator,
      in: CodeContext(typeName: enumType.name, function: mapping[0]))
  }

  /// The routes a navigation call goes to where its route is what a method of the writing type (`chain`, called with
  /// `arguments`) returns for the function's selector parameter, which it is given and switches over. Nil when the
  /// call is no such method's, or an arm names no case.
  private func routesOfParameterSwitch(
    _ chain: [ChainStep], given arguments: [ArgumentItem], of call: CallItem,
    by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> [(route: String, casePatterns: [ExpressionShape])]? {
    guard chain.count == 1 || (chain.count == 2 && chain[0] == .name("self")), case .name(let name)? = chain.last,
      takesRoute(call, by: coordinator), let function = context.function,
      let selector = EnumParameterCases.selector(of: function, in: context.typeName, types: types),
      selector.member == nil, case .cases = selector.kind
    else { return nil }
    let helpers = types.functions(name, of: context.typeName).filter { $0.parameterSwitch != nil }
    guard helpers.count == 1, let helper = helpers.first, let switched = helper.parameterSwitch,
      let positions = helper.argumentPositions(arguments),
      let parameter = helper.parameters.firstIndex(where: { $0.name == switched.parameter }),
      let position = positions[parameter],
      arguments[position].value == .reference([.name(selector.name)]),
      context.unwrappedLocal(named: selector.name) == nil
    else { return nil }
    return routes(
      byArm: switched.arms, of: call, by: coordinator, in: CodeContext(typeName: context.typeName, function: helper))
  }

  /// Each arm's routes, in the arms of the cases it names; nil when an arm names no case (`default:`) or returns
  /// nothing.
  private func routes(
    byArm arms: [SwitchCaseItem], of call: CallItem, by coordinator: ALCoordinatorDialect.Declared,
    in inner: CodeContext
  ) -> [(route: String, casePatterns: [ExpressionShape])]? {
    var routes: [(route: String, casePatterns: [ExpressionShape])] = []
    for arm in arms {
      let named = arm.patternShapes.compactMap(\.patternCaseName)
      guard !named.isEmpty, named.count == arm.patternShapes.count, let value = arm.value else { return nil }
      for route in routeCases(of: value, by: coordinator, in: inner, depth: 1) {
        for caseName in named { routes.append((route, call.casePatterns + [.implicitMember(caseName, nil)])) }
      }
    }
    return routes
  }
}
