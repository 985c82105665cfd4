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
    for call in function.calls where call.receiver.isEmpty && !coordinators(named: call.member).isEmpty {
      if let caseName, call.casePatterns.contains(where: { $0.patternCaseName == caseName }) { return call }
      if call.casePatterns.isEmpty, outsideArms == nil { outsideArms = call }
    }
    return outsideArms
  }
}
