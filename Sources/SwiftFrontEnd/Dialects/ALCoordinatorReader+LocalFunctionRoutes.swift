import NavigationModel
import SourceIndex

/// Navigation to the route a local function or closure is given: `func show(_ route: GalleryRoute) async { await
/// navigate(toRoute: route) }` declared in a method, or `let show = { (route: GalleryRoute) in ... }`, that the method
/// calls as `await show(.paywall)`.
extension ALCoordinatorReader {
  /// The routes a navigation call goes to when its route is a parameter of the local function (`LocalFunctionItem`)
  /// around it: the routes each call of that function in the body passes, each in the arms of that call (`case .piece:
  /// await show(.paywall)`) and those of the navigation inside. Nil for any other call, where the body never calls the
  /// local function, and where one of its calls passes a value that names no route (the call is then left out, with the
  /// usual note).
  func localFunctionRoutes(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [(route: String, casePatterns: [ExpressionShape])]?
  {
    guard let function = context.function, !function.localFunctions.isEmpty, takesRoute(call, by: coordinator),
      case .reference(let chain)? = routeArgument(of: call)?.value, chain.count == 1, case .name(let name) = chain[0],
      let local = function.localFunctions.last(where: { $0.holds(call.location) }),
      let parameter = local.parameters.firstIndex(where: { $0.name == name })
    else { return nil }
    // A closure's parameter of that name is the local closure's own, or hides the local function's.
    if let binding = function.bindingClosure(name, around: call), binding.location != local.location { return nil }
    var routes: [(route: String, casePatterns: [ExpressionShape])] = []
    for caller in function.calls where caller.member == local.name && caller.receiver.isEmpty {
      guard !local.holds(caller.location) else { continue }
      guard
        let positions = FunctionItem.argumentPositions(
          of: local.parameters, taking: caller.arguments, hasTrailingClosure: caller.hasTrailingClosure),
        let position = positions[parameter]
      else { return nil }
      let cases = routeCases(of: caller.arguments[position].value, by: coordinator, in: context, depth: 0)
      guard !cases.isEmpty else { return nil }
      routes += cases.map { ($0, caller.casePatterns + call.casePatterns) }
    }
    return routes.isEmpty ? nil : routes
  }
}
