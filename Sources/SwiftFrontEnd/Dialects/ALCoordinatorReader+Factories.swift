import SourceIndex

/// Coordinators an app's factory method builds by a case it is given: `FleetFactory.makeCoordinator(for: self)` in a
/// tab page's `coordinator()`, `factory.make(.help)` in `navigate(to:)`, for a method that switches over its parameter
/// and builds one coordinator per arm.
extension ALCoordinatorReader {
  /// The case a call of `function` passes for its selector parameter (`.help` in `make(.help)`; for `self` in an enum's
  /// own code, `selfCase`), if it passes one.
  func passedCase(
    _ arguments: [ArgumentItem], to function: FunctionItem, of owner: String, selfCase: String? = nil
  ) -> String? {
    guard let selector = EnumParameterCases.selector(of: function, in: owner, types: types),
      let positions = function.argumentPositions(arguments), let position = positions[selector.position]
    else { return nil }
    let value = arguments[position].value
    if value == .reference([.name("self")]) { return selfCase }
    return EnumParameterCases.literal(.init(value: EnumParameterCases.unqualified(value, in: owner, types: types)))
  }

  /// The construction of a coordinator of the app in `function` (`HelpCoordinator()`), in the arm of `caseName` of a
  /// `switch` over its parameter; else the first made outside any arm. Nil when there is none.
  func coordinatorConstruction(in function: FunctionItem, forCase caseName: String?) -> CallItem? {
    var outsideArms: CallItem?
    for call in function.calls where call.writtenTypeName.map({ !coordinators(named: $0).isEmpty }) == true {
      if let caseName, call.casePatterns.contains(where: { $0.patternCaseName == caseName }) { return call }
      if call.casePatterns.isEmpty, outsideArms == nil { outsideArms = call }
    }
    return outsideArms
  }

  /// What an app's factory method returns, when it builds a type there: `factory.makeSettings()` where
  /// `makeSettings()` returns `SettingsCoordinator(presentationStyle: .sheet)` (for a protocol, in the
  /// first type that conforms to it and declares the method); for a method that switches over the case it is given
  /// (`factory.make(.help)`, or `self` in an enum's own code, for `selfCase`), the coordinator built in that case's arm.
  func factoryConstruction(_ value: ExpressionShape, in context: CodeContext, selfCase: String? = nil)
    -> ExpressionShape?
  {
    guard value.calledTypeName == nil, case .call(let chain, let arguments) = value,
      case .name(let method)? = chain.last,
      let receiver = resolver.type(of: Array(chain.dropLast()), in: context),
      let declared = types.type(named: receiver)
    else { return nil }
    let owners = declared.declaration.kind == "protocol" ? types.conformers(of: declared.name) : [declared]
    for owner in owners {
      for function in types.functions(method, of: owner.name) {
        if let picked = passedCase(arguments, to: function, of: owner.name, selfCase: selfCase),
          let made = coordinatorConstruction(in: function, forCase: picked)
        {
          return .call([.name(made.member)], made.arguments)
        }
        if let made = function.returns.first(where: { $0.calledTypeName != nil }) ?? Self.returnedLocal(of: function) {
          return made
        }
      }
    }
    return nil
  }

  /// The construction a function returns through a local it builds and sets up first (`let coordinator =
  /// MissionCoordinator(missionID: id, presentationStyle: .pageSheet); coordinator.onAbort = onAbort; return
  /// coordinator`), if it does.
  private static func returnedLocal(of function: FunctionItem) -> ExpressionShape? {
    for case .reference(let chain) in function.returns {
      guard chain.count == 1, case .name(let name) = chain[0],
        let value = function.locals.last(where: { $0.name == name })?.value, value.calledTypeName != nil
      else { continue }
      return value
    }
    return nil
  }
}

extension ALCoordinatorReader {
  /// The coordinators a factory method builds in the arms of a `switch` over the case it is given, where the call hands
  /// it the calling method's own selector (`navigate(to: makeCoordinator(for: feature))`, also through a local, in `func
  /// open(_ feature: Feature)`): each with the arm (of the calling method's selector) its case gives, so that it fires
  /// where callers pass that case. Nil for any other value, and where no arm builds a coordinator.
  func factoryChildrenByArm(of value: ExpressionShape, in context: CodeContext)
    -> [(child: ChildCoordinator, arm: ExpressionShape)]?
  {
    // Most navigations name a route (`.detail`): only a call, or a local that holds one, is read further.
    let made: ExpressionShape
    switch value {
    case .call: made = value
    case .reference: made = context.localValue(of: value) ?? value
    default: return nil
    }
    guard made.calledTypeName == nil, case .call(let chain, let arguments) = made, case .name(let method)? = chain.last,
      types.declaresFunction(named: method), let caller = context.function,
      let own = EnumParameterCases.selector(of: caller, in: context.typeName, types: types),
      case .cases = own.kind, own.member == nil,
      let receiver = resolver.type(of: Array(chain.dropLast()), in: context),
      let declared = types.type(named: receiver)
    else { return nil }
    for function in types.functions(method, of: declared.name) {
      guard let selector = EnumParameterCases.selector(of: function, in: declared.name, types: types),
        case .cases(let enumType) = selector.kind,
        let positions = function.argumentPositions(arguments), let position = positions[selector.position],
        arguments[position].value == .reference([.name(own.name)])
      else { continue }
      var children: [(child: ChildCoordinator, arm: ExpressionShape)] = []
      for item in enumType.declaration.cases {
        guard let construction = coordinatorConstruction(in: function, forCase: item.name),
          !construction.casePatterns.isEmpty,
          let child = childCoordinator(.call([.name(construction.member)], construction.arguments), in: context)
        else { continue }
        let arm = ExpressionShape.implicitMember(item.name, nil)
        children.append((child, own.position == 0 ? arm : .parameterTest(own.name, arm)))
      }
      return children.isEmpty ? nil : children
    }
    return nil
  }

  /// Whether code in `arms` of the calling method's selector (an assignment's, a factory's: `factoryChildrenByArm`) can
  /// run with the call: the cases they run for and those the call's own arms run for (a side of `feature == .music ?
  /// .fullScreenCover : .sheet`) share one, or either runs for every case. A child built in another arm than the one
  /// the call is in is never shown there.
  func armsMeet(_ arms: [ExpressionShape], call: CallItem, in context: CodeContext) -> Bool {
    guard !arms.isEmpty, !call.casePatterns.isEmpty, let function = context.function else { return true }
    let running = EnumParameterCases.of(call.casePatterns, in: function, of: context.typeName, types: types)
    guard !running.isEmpty else { return true }
    let held = EnumParameterCases.of(arms, in: function, of: context.typeName, types: types)
    return held.isEmpty || !held.isDisjoint(with: running)
  }
}
