import SourceIndex

/// Routes carried by an action enum's case and bound by its arm: `case .open(let route): navigate(toRoute: route)`
/// in `func handle(_ action: MapAction)`, for `enum MapAction { case open(IsleRoute) }`.
extension ALCoordinatorReader {
  /// The routes a navigation call goes to where its route is a name that an arm around it binds: every route of the
  /// coordinator, each in the arm of its compound case (`open(.harbor)`, and `open(_)` for a caller that wraps a
  /// route the reading cannot tell) in place of the binding arm, so that it fires where callers pass
  /// `.open(.harbor)`. Nil when the route is no such name.
  func boundRoutes(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [(route: String, casePatterns: [ExpressionShape])]?
  {
    guard takesRoute(call, by: coordinator), case .reference(let chain)? = routeArgument(of: call)?.value,
      chain.count == 1, case .name(let name) = chain[0], context.unwrappedLocal(named: name) == nil,
      let function = context.function, !function.parameters.contains(where: { $0.name == name })
    else { return nil }
    let selector = EnumParameterCases.selector(of: function, in: context.typeName, types: types)
    let patterns = EnumParameterCases.selectorArms(call.casePatterns, selector: selector?.testedName)
    guard let position = CompoundCases.binding(of: name, in: patterns),
      case .implicitMember(let outer, _) = patterns[position],
      let routes = types.type(named: coordinator.routeEnum)
    else { return nil }
    var around = patterns
    around.remove(at: position)
    return routes.declaration.cases.map { route in
      let arms: [ExpressionShape] = [
        .implicitMember(CompoundCases.named(outer, route.name), nil),
        .implicitMember(CompoundCases.unknown(outer), nil),
      ]
      return (route.name, around + arms)
    }
  }
}
