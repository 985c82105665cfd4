import SourceIndex

/// Routes a computed property of the function's selector maps it to: `navigate(toRoute: drink.route)` in `func pour(_
/// drink: Drink)`, for `enum Drink { var route: BarRoute { switch self { case .coffee: .coffee ... } } }`.
extension ALCoordinatorReader {
  /// The routes a navigation call goes to where its route is a member of the function's selector parameter that
  /// switches over `self` (`drink.route`): each arm's routes, in the arms of the selector's cases the arm names (so that
  /// it fires where callers pass `.tea`). Nil when the route is no such member, or an arm names no case (`default:`).
  func mappedRoutes(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [(route: String, casePatterns: [ExpressionShape])]?
  {
    guard takesRoute(call, by: coordinator), case .reference(let chain)? = routeArgument(of: call)?.value,
      chain.count == 2, case .name(let name) = chain[0], case .name(let member) = chain[1],
      let function = context.function, context.unwrappedLocal(named: name) == nil,
      let selector = EnumParameterCases.selector(of: function, in: context.typeName, types: types),
      selector.name == name, selector.member == nil, case .cases(let enumType) = selector.kind
    else { return nil }
    let mapping = types.functions(member, of: enumType.name).filter { !$0.switchSelf.isEmpty }
    guard mapping.count == 1 else { return nil }
    var routes: [(route: String, casePatterns: [ExpressionShape])] = []
    for arm in mapping[0].switchSelf {
      let named = arm.patternShapes.compactMap(\.patternCaseName)
      guard !named.isEmpty, named.count == arm.patternShapes.count, let value = arm.value else { return nil }
      let inner = CodeContext(typeName: enumType.name, function: mapping[0])
      for route in routeCases(of: value, by: coordinator, in: inner, depth: 1) {
        for caseName in named { routes.append((route, call.casePatterns + [.implicitMember(caseName, nil)])) }
      }
    }
    return routes
  }
}
