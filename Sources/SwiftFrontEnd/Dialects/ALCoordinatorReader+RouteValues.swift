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
}
