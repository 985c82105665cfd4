import NavigationModel
import SourceIndex

/// A navigation's explicit style, also where it is a parameter of the method that navigates: `func
/// show(_ route: Route, style: TransitionPresentationStyle = .push) async { await navigate(toRoute: route,
/// presentationStyle: style) }`, whose callers pass `style: .sheet` or leave the default.
extension ALCoordinatorReader {
  /// The style a navigation call passes (`transitionStyle:` or `presentationStyle:`), as an action kind; nil
  /// when it passes none. A parameter of the enclosing method stands for what its callers pass, those that
  /// pass `route` (or a route that cannot be told) when the route is a parameter too, its default value
  /// for those that leave it out.
  func explicitStyle(of call: CallItem, route: String?, in context: CodeContext) -> (
    kind: ActionKind, confidence: Confidence
  )? {
    guard
      let value = call.arguments.value(labelled: "transitionStyle")
        ?? call.arguments.value(labelled: "presentationStyle")
    else { return nil }
    guard case .reference(let chain) = value, chain.count == 1, case .name(let name) = chain[0],
      let function = context.function, context.local(named: name) == nil,
      let parameter = function.parameters.firstIndex(where: { $0.name == name })
    else { return styleKind(of: value) }
    let passed = passedValues(of: parameter, of: function, in: context.typeName, route: route, by: call)
    // A method no call runs takes its default, if it has one (its actions are inferred on every route anyway).
    guard !passed.isEmpty else {
      return function.parameters[parameter].defaultValue.flatMap(styleKind(of:)) ?? (.present, .inferred)
    }
    return styleKind(of: passed.count == 1 ? passed[0] : .choice(passed))
  }

  /// What the calls of `function` (a method of `owner`) in the app's code pass for its parameter at
  /// `position` (its default where they leave it out), each value once; only the calls that pass `route`
  /// for the route parameter of `call`, when it passes one on.
  private func passedValues(
    of position: Int, of function: FunctionItem, in owner: String, route: String?, by call: CallItem
  ) -> [ExpressionShape] {
    let parameters = function.parameters
    let routeParameter: Int? = routeArgument(of: call).flatMap { argument in
      guard case .reference(let chain) = argument.value, chain.count == 1, case .name(let name) = chain[0] else {
        return nil
      }
      return parameters.firstIndex { $0.name == name }
    }
    let ownLineage = Set(types.lineage(of: owner).map(\.name))
    var values: [ExpressionShape] = []
    for type in types.all {
      for caller in type.functions {
        for site in caller.calls where site.member == function.name {
          guard let positions = function.argumentPositions(site.arguments, hasTrailingClosure: site.hasTrailingClosure)
          else { continue }
          let arguments = positions.map { $0.map { site.arguments[$0].value } }
          let context = CodeContext(typeName: type.name, function: caller).at(site.location)
          if let receiverType = resolver.type(of: site.receiver.isEmpty ? [.name("self")] : site.receiver, in: context),
            !ownLineage.contains(receiverType), !types.lineage(of: receiverType).contains(where: { $0.name == owner })
          {
            continue
          }
          if let route, let routeParameter, case .implicitMember(let passedRoute, _)? = arguments[routeParameter],
            passedRoute != route
          {
            continue
          }
          guard let value = arguments[position] ?? parameters[position].defaultValue, !values.contains(value) else {
            continue
          }
          values.append(value)
        }
      }
    }
    return values
  }
}
