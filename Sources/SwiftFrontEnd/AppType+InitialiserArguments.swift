import SourceIndex

/// Where a type keeps what its initialiser is given.
extension AppType {
  /// The stored property that an argument given to the type's initialiser is kept in: the property an
  /// initialiser assigns the parameter to (`self.step = step`, or `step = value` where no parameter hides
  /// it), or, for a type that declares no initialiser (a struct's memberwise one), the property named by the
  /// argument's label. `parameter` picks, in an initialiser, the parameter that takes the argument.
  func storedProperty(takingArgumentLabelled label: String?, parameter: (FunctionItem) -> Int?) -> String? {
    var declaresAnInitialiser = false
    for initialiser in functions where initialiser.name == "init" {
      declaresAnInitialiser = true
      guard let position = parameter(initialiser) else { continue }
      let name = initialiser.parameters[position].name
      for assignment in initialiser.assignments where !assignment.inClosure {
        guard assignment.value == .reference([.name(name)]),
          let target = Self.storedName(assignment.target, in: initialiser),
          properties.contains(where: { $0.name == target })
        else { continue }
        return target
      }
      return nil
    }
    guard !declaresAnInitialiser, let label else { return nil }
    return properties.contains { $0.name == label } ? label : nil
  }

  /// The stored closure (`let onCheckedIn: () -> Void`) that a closure passed to the type's initialiser with
  /// this label ("" for a trailing closure) is kept in (see `storedProperty(takingArgumentLabelled:parameter:)`).
  func storedClosure(receivingArgumentLabelled label: String, types: AppTypes) -> String? {
    guard
      let name = storedProperty(
        takingArgumentLabelled: label.isEmpty ? nil : label,
        parameter: { $0.closureParameter(takingArgumentLabelled: label, in: self.name, types: types) }),
      types.functionType(property(named: name)?.type, inside: self.name) != nil
    else { return nil }
    return name
  }

  /// The property an assignment in an initialiser sets: `self.step`, or `step` where no parameter hides it
  /// (`init(step value: CatchRoute) { step = value }`).
  private static func storedName(_ target: [ChainStep], in initialiser: FunctionItem) -> String? {
    switch target.count {
    case 1:
      guard case .name(let name) = target[0], !initialiser.parameters.contains(where: { $0.name == name }) else {
        return nil
      }
      return name
    case 2 where target[0] == .name("self"): return target[1].name
    default: return nil
    }
  }
}

extension FunctionItem {
  /// The position of the parameter that takes a closure passed with this label: the one of that label, or, for a
  /// trailing or unlabelled closure (""), the first parameter of a function type (the first of several trailing
  /// closures binds to the first such parameter: `pickColor { ... } orHelp: { ... }`), skipping, as Swift's forward
  /// scan does, one that may be left out when a later one may not (`pickColor(onCancel: (() -> Void)? = nil, then done:
  /// () -> Void)` gives `pickColor { ... }` to `done`).
  func closureParameter(takingArgumentLabelled label: String, in scope: String, types: AppTypes) -> Int? {
    guard label.isEmpty else { return parameters.firstIndex { $0.label == label } }
    let closures = parameters.indices.filter { types.functionType(parameters[$0].type, inside: scope) != nil }
    for (index, position) in closures.enumerated()
    where !parameters[position].mayBeLeftOut
      || !closures[(index + 1)...].contains(where: { !parameters[$0].mayBeLeftOut })
    {
      return position
    }
    return nil
  }
}
