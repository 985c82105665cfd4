import NavigationModel
import SourceIndex

/// Navigation to the route a closure receives: `TripsModel(go: { [weak self] route in Task { await
/// self?.navigate(toRoute: route) } })`, or `model.go = { route in ... }`, where the model calls `go(.map)`.
extension ALCoordinatorReader {
  /// The routes a navigation call goes to when its route is the first parameter of a closure around it that receives a
  /// value of the coordinator's route enum from a type's stored closure, subject or published property
  /// (`ReceivedValueArms.received`): every case, each in its arm of the received value (as in `switch route { case
  /// .map: navigate(toRoute: .map) ... }`), so that each fires where the type passes its case. Nil for any other call.
  func receivedRoutes(of call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [(route: String, casePatterns: [ExpressionShape])]?
  {
    let hosts = call.closureHosts
    guard !hosts.isEmpty, takesRoute(call, by: coordinator),
      case .reference(let chain)? = routeArgument(of: call)?.value, chain.count == 1, case .name(let name) = chain[0],
      let function = context.function
    else { return nil }
    guard let index = function.closureBinding(name, around: call) else { return nil }
    let runner = ClosureRunner.of(
      hosts, targets: call.closureTargets, labels: call.closureLabels, in: context, types: types, resolver: resolver,
      at: CodeContext.order(of: call.location))
    guard let owner = runner.runningType,
      case .cases(let values)? = ReceivedValueArms.received(
        at: index, hosts: hosts, targets: call.closureTargets, labels: call.closureLabels, runningIn: owner,
        types: types),
      values.name == coordinator.routeEnum
    else { return nil }
    return values.declaration.cases.map { ($0.name, call.casePatterns + [.implicitMember($0.name, nil)]) }
  }
}
