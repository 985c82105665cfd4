import SourceIndex

/// Routes made by an initialiser of the route enum: `navigate(toRoute: RootRoute(destination))`, where
/// `init(_ destination: Destination) { switch destination { case .legal: self = .legal ... } }` maps the
/// app's own enum onto the routes.
extension ALCoordinatorReader {
  /// A case that an initialiser of the route enum assigns to `self`, with the cases of the initialiser's
  /// enum parameter whose `switch` arms assign it (empty where no such arm encloses the assignment).
  struct InitialisedCase: Equatable {
    var route: String
    var parameterCases: [String]
  }

  /// The cases a call of the route enum's initialiser may give (`RootRoute(destination)`,
  /// `RootRoute.init(destination)`, `.init(destination)`, `Self(destination)` inside the enum), each
  /// once in the order written: for an argument that is a case of the initialiser's enum parameter
  /// (`RootRoute(.legal)`), those its arms assign. Nil when the value is no such call.
  func initialiserCases(
    of value: ExpressionShape, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> [InitialisedCase]? {
    initialiserArguments(of: value, by: coordinator, in: context).map { initialiserCases(taking: $0, by: coordinator) }
  }

  /// The cases the route enum's initialisers that take `arguments` may give (see `initialiserCases(of:...)`).
  private func initialiserCases(taking arguments: [ArgumentItem], by coordinator: ALCoordinatorDialect.Declared)
    -> [InitialisedCase]
  {
    let assigned = initialisedCases(by: coordinator, taking: arguments)
    guard arguments.count == 1, case .implicitMember(let passed, _) = arguments[0].value else { return assigned }
    let picked = assigned.filter { $0.parameterCases.contains(passed) }
    return picked.isEmpty ? assigned.filter(\.parameterCases.isEmpty) : picked
  }

  /// The arguments of a call of the route enum's initialiser; nil for any other value.
  private func initialiserArguments(
    of value: ExpressionShape, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext
  ) -> [ArgumentItem]? {
    switch value {
    case .implicitMember("init", let arguments):
      return arguments ?? []
    case .call(var chain, let arguments):
      if chain.last == .name("init") { chain.removeLast() }
      guard chain.count == 1, case .name(let name) = chain[0], names(name, routeEnumOf: coordinator, in: context)
      else { return nil }
      return arguments
    default:
      return nil
    }
  }

  /// What the route enum's initialisers that take these arguments assign to `self` (`self = .legal`,
  /// or each case of `self = isPro ? .pro : .free`), each case once in the order written, with the
  /// parameter's cases that pick it. Empty when no initialiser is declared for the labels (the
  /// compiler's own `init?(rawValue:)`).
  private func initialisedCases(by coordinator: ALCoordinatorDialect.Declared, taking arguments: [ArgumentItem])
    -> [InitialisedCase]
  {
    guard let routes = types.type(named: coordinator.routeEnum) else { return [] }
    let caseNames = Set(routes.declaration.cases.map(\.name))
    var found: [InitialisedCase] = []
    for function in routes.functions where function.name == "init" && function.argumentPositions(arguments) != nil {
      let assignments = function.assignments.filter { $0.target == [.name("self")] }
      // An assignment in no arm of the `switch` over the parameter (its `default:`, or one before it) gives
      // the cases that no arm names.
      let switched = EnumParameterCases.switched(
        in: function, of: routes.name, patterns: assignments.map(\.casePatterns), types: types)
      let unnamed = switched.map { switched in
        switched.enumType.declaration.cases.map(\.name).filter { name in !switched.cases.contains { $0.name == name } }
      }
      for assignment in assignments {
        let picking = EnumParameterCases.of(assignment.casePatterns, in: function, of: routes.name, types: types)
        var parameterCases = assignment.casePatterns.compactMap(\.patternCaseName).filter(picking.contains)
        if parameterCases.isEmpty, let unnamed {
          guard !unnamed.isEmpty else { continue }
          parameterCases = unnamed
        }
        for value in assignment.value.alternatives {
          guard case .implicitMember(let route, _) = value, caseNames.contains(route) else { continue }
          guard let index = found.firstIndex(where: { $0.route == route }) else {
            found.append(InitialisedCase(route: route, parameterCases: parameterCases))
            continue
          }
          // A case that several arms assign (or one arm and the code outside any) is picked by each.
          let either = found[index].parameterCases.isEmpty || parameterCases.isEmpty
          found[index].parameterCases = either ? [] : found[index].parameterCases + parameterCases
        }
      }
    }
    return found
  }

  /// `navigate(toRoute: RootRoute(destination))` where `destination` is a parameter of the method (`func
  /// go(to destination: Destination)`): one site per case the initialiser may give, each fired where the
  /// method's callers pass a case of the parameter that picks it (`go(to: .legal)`), as an arm of a
  /// `switch` over the parameter would be. Nil when the call's route is no such initialiser call.
  func initialiserSites(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [ActionSite]?
  {
    guard call.member == "navigate" || call.member == "startFlow", let value = routeArgument(of: call)?.value,
      let arguments = initialiserArguments(of: value, by: coordinator, in: context)
    else { return nil }
    let cases = initialiserCases(taking: arguments, by: coordinator)
    guard !cases.isEmpty else { return nil }
    let passesParameter =
      arguments.count == 1 && context.local(named: arguments[0].text) == nil
      && context.isParameter(arguments[0].text)
    return cases.compactMap { picked in
      guard let action = action(for: call, by: coordinator, in: context, route: picked.route) else { return nil }
      let byCase = passesParameter ? picked.parameterCases.map { ExpressionShape.implicitMember($0, nil) } : []
      return ActionSite(
        action: action, coordinator: coordinator.type.name, context: context, takenBy: call,
        casePatterns: call.casePatterns + byCase)
    }
  }
}
