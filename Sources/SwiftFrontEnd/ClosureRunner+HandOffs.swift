import NavigationModel
import SourceIndex

/// Closures given to an app method that hands them on: `coordinator.pickColor { color in ... }` for `func
/// pickColor(then done: @escaping (String) -> Void)` that navigates to `.colors(onPick: done)`, builds
/// `ColorsView(onPick: done)` or assigns `picker.onPick = done`. The closure runs where what it is handed to runs
/// it: the screen of the route case, the type built, the stored closure assigned. A method that calls the closure
/// itself (`service.submit { result in ... }` for `func submit(completion:)` that calls `completion(.success(id))`,
/// at once or in a library's completion handler) runs it as part of the call: `now`.
extension ClosureRunner {
  /// How deep hand-offs are followed (a method that hands the closure to another method, and so on).
  private static let handOffDepth = 3

  /// Who runs a closure given to `method` of `owner` (or, for a protocol, of a conformer), as the argument of
  /// this label ("" for a trailing or unlabelled closure), where the method hands it on (`now` where it calls it
  /// itself); nil where it does neither.
  static func handOff(
    ofClosureGivenTo method: String, of owner: (name: String, isProtocol: Bool), label: String, types: AppTypes,
    resolver: TypeResolver, depth: Int
  ) -> ClosureRunner? {
    guard depth < handOffDepth else { return nil }
    let holders = owner.isProtocol ? types.conformerNames(of: owner.name) : [owner.name]
    for holder in holders where types.declaresFunction(method, in: holder) {
      for function in types.functions(method, of: holder) {
        guard let parameter = closureParameter(of: function, takingArgumentLabelled: label, in: holder, types: types),
          let runner = handOff(
            of: parameter, in: function, of: types.declaringType(of: function, from: holder), types: types,
            resolver: resolver, depth: depth + 1)
        else { continue }
        return runner
      }
    }
    return nil
  }

  /// The name of the parameter of `function` that takes a closure passed with this label
  /// (`FunctionItem.closureParameter(takingArgumentLabelled:in:types:)`).
  private static func closureParameter(
    of function: FunctionItem, takingArgumentLabelled label: String, in scope: String, types: AppTypes
  ) -> String? {
    function.closureParameter(takingArgumentLabelled: label, in: scope, types: types).map {
      function.parameters[$0].name
    }
  }

  /// Who runs the closure that `function` (of `scope`) holds in its parameter `parameter`: `now` where the function
  /// calls it (`completion(.success(id))`, `done?()`), else where it hands it to an app type, a route case or a
  /// stored closure; nil where it does none of these.
  private static func handOff(
    of parameter: String, in function: FunctionItem, of scope: String, types: AppTypes, resolver: TypeResolver,
    depth: Int
  ) -> ClosureRunner? {
    if function.calls.contains(where: { $0.member == parameter && $0.receiver.isEmpty }) { return .now }
    let handed = ExpressionShape.reference([.name(parameter)])
    let context = CodeContext(typeName: scope, function: function)
    func runner(_ hosts: [String], _ targets: [[ChainStep]], _ labels: [String], at place: SourceLocation)
      -> ClosureRunner?
    {
      let found = of(
        hosts, targets: targets, labels: labels, in: context.at(place), types: types, resolver: resolver, depth: depth)
      return found.runningType == nil && found != .now ? nil : found
    }
    for call in function.calls {
      for argument in call.arguments {
        // `ColorsView(onPick: done)`, `show(picker: done)`.
        if argument.value == handed,
          let found = runner(
            call.closureHosts + [call.member], call.closureTargets + [call.receiver],
            call.closureLabels(then: argument.label), at: call.location)
        {
          return found
        }
        // Inside a value: `navigate(to: .colors(onPick: done))`, `present(ColorsView(onPick: done))`.
        guard let (host, target, label) = Self.holder(of: handed, in: argument.value),
          let found = runner(
            call.closureHosts + [host], call.closureTargets + [target], call.closureLabels(then: label),
            at: call.location)
        else { continue }
        return found
      }
    }
    // `picker.onPick = done`, `self.onPick = done`.
    for assignment in function.assignments where assignment.value == handed {
      if let found = runner(
        assignment.closureHosts + [""], assignment.closureTargets + [assignment.target], assignment.closureLabels,
        at: assignment.location)
      {
        return found
      }
    }
    return nil
  }

  /// The route case or type whose construction inside `value` is given `handed` as an argument: its name (the
  /// closure's host), what it is written on (`[.]` for an implicit member, the enum's name, or nothing for a
  /// type), and the argument's label.
  private static func holder(of handed: ExpressionShape, in value: ExpressionShape) -> (
    host: String, target: [ChainStep], label: String?
  )? {
    let host: String
    let target: [ChainStep]
    let arguments: [ArgumentItem]
    switch value {
    case .implicitMember(let name, let given?):
      (host, target, arguments) = (name, [.name(".")], given)
    case .call(let chain, let given):
      guard let name = chain.last?.name else { return nil }
      (host, target, arguments) = (name, Array(chain.dropLast()), given)
    case .cast(let inner, _, _):
      return holder(of: handed, in: inner)
    default:
      return nil
    }
    for argument in arguments {
      if argument.value == handed { return (host, target, argument.label) }
      if let nested = holder(of: handed, in: argument.value) { return nested }
    }
    return nil
  }
}
