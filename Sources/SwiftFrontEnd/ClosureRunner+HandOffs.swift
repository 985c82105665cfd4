import NavigationModel
import SourceIndex

/// Closures given to an app method that hands them on: `coordinator.pickColor { color in ... }` for `func
/// pickColor(then done: @escaping (String) -> Void)` that navigates to `.colors(onPick: done)`, builds
/// `ColorsView(onPick: done)` or assigns `picker.onPick = done`. The closure runs where what it is handed to runs
/// it: the screen of the route case, the type built, the stored closure assigned. A method that calls the closure
/// itself (`service.submit { result in ... }` for `func submit(completion:)` that calls `completion(.success(id))`,
/// at once or in a library's completion handler) runs it as part of the call: `now`. A method that calls it on each
/// value of what another of its parameters holds (`listen(to: model) { output in ... }` for `func listen<M:
/// OutputEmitting>(to model: M, _ handle: ...)` whose body loops `for await output in model.outputs { await
/// handle(output) }`, or passes it on: `events.sink(receiveValue: handle)`) runs it where what the call passes for
/// that parameter gives values: `ParameterSubscription`.
extension ClosureRunner {
  /// What a hand-off tells of a closure: who runs it, or which of the method's parameters it is run through.
  enum HandOff {
    case runner(ClosureRunner)
    case subscription(ParameterSubscription)
  }

  /// A method runs a closure it is given on each value of what one of its parameters holds: as a closure given to
  /// `host` on the parameter (then `rest`) would run, where the method is called with the value it is passed.
  struct ParameterSubscription {
    /// The method, and the position of the parameter among its parameters.
    var function: FunctionItem
    var parameter: Int
    /// What the closure is run in: a `for await` loop over the parameter (`CallItem.asyncLoopHost`), or the call
    /// the closure is passed to (`sink`), on the parameter followed by `rest` (`[outputs]` in `model.outputs`).
    var host: String
    var rest: [ChainStep]
    var label: String

    /// Who runs the closure given to a call of the method (`call`, written in `context`): the closures given to
    /// `host` on what the call passes for the parameter (a value named by a chain: `model`, `self.model`); nil when
    /// the call passes something else there.
    func runner(of call: CallItem, in context: CodeContext, types: AppTypes, resolver: TypeResolver, depth: Int)
      -> ClosureRunner?
    {
      guard let positions = function.argumentPositions(call.arguments, hasTrailingClosure: call.hasTrailingClosure),
        parameter < positions.count, let position = positions[parameter],
        case .reference(let chain) = call.arguments[position].value
      else { return nil }
      return ClosureRunner.of(
        [host], targets: [chain + rest], labels: [label], in: context, types: types, resolver: resolver,
        depth: depth + 1)
    }
  }

  /// Who runs a closure given to `host` on `receiver` (the hosts around the call being `outer`) where `host` is a
  /// method that runs it through a subscription to another parameter (`subscription`): the call of `host` that holds
  /// the closure is the last one before `place`, where the code in the closure is (`CodeContext.order(of:)`); each one
  /// of the function, when `place` is not known, if they agree; a callback where the calls do not tell.
  static func runner(
    through subscription: ParameterSubscription, givenTo host: String, on receiver: [ChainStep],
    outer: ArraySlice<String>,
    at place: Int?, in context: CodeContext, types: AppTypes, resolver: TypeResolver, depth: Int
  ) -> ClosureRunner {
    guard let function = context.function else { return .callback }
    let calls = function.calls.filter { $0.member == host && $0.receiver == receiver && $0.closureHosts[...] == outer }
    let candidates =
      place.map { place in calls.last { CodeContext.order(of: $0.location) < place }.map { [$0] } ?? [] } ?? calls
    let runners = candidates.map {
      subscription.runner(of: $0, in: context.at($0.location), types: types, resolver: resolver, depth: depth)
    }
    guard let first = runners.first, let runner = first, runners.allSatisfy({ $0 == runner }) else { return .callback }
    return runner
  }

  /// How deep hand-offs are followed (a method that hands the closure to another method, and so on).
  private static let handOffDepth = 3

  /// Who runs a closure given to `method` of `owner` (or, for a protocol, of a conformer), as the argument of
  /// this label ("" for a trailing or unlabelled closure), where the method hands it on (`now` where it calls it
  /// itself); nil where it does neither.
  static func handOff(
    ofClosureGivenTo method: String, of owner: (name: String, isProtocol: Bool), label: String, types: AppTypes,
    resolver: TypeResolver, depth: Int
  ) -> HandOff? {
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
  ) -> HandOff? {
    if let call = function.calls.first(where: { $0.member == parameter && $0.receiver.isEmpty }) {
      let hosts = call.closureHosts
      guard let index = hosts.lastIndex(where: { !transparentHosts.contains($0) }) else {
        return .runner(ClosureRunner.now)
      }
      let label = index < call.closureLabels.count ? call.closureLabels[index] : ""
      guard
        let subscription = subscription(
          hosts[index], on: call.closureTargets[index], label: label, outer: hosts[..<index], in: function)
      else { return .runner(ClosureRunner.now) }
      return .subscription(subscription)
    }
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
        if argument.value == handed {
          if let found = runner(
            call.closureHosts + [call.member], call.closureTargets + [call.receiver],
            call.closureLabels(then: argument.label), at: call.location)
          {
            return .runner(found)
          }
          // `events.sink(receiveValue: handle)` on a parameter.
          if let subscription = subscription(
            call.member, on: call.receiver, label: argument.label ?? "", outer: call.closureHosts[...], in: function)
          {
            return .subscription(subscription)
          }
        }
        // Inside a value: `navigate(to: .colors(onPick: done))`, `present(ColorsView(onPick: done))`.
        guard let (host, target, label) = Self.holder(of: handed, in: argument.value),
          let found = runner(
            call.closureHosts + [host], call.closureTargets + [target], call.closureLabels(then: label),
            at: call.location)
        else { continue }
        return .runner(found)
      }
    }
    // `picker.onPick = done`, `self.onPick = done`.
    for assignment in function.assignments where assignment.value == handed {
      if let found = runner(
        assignment.closureHosts + [""], assignment.closureTargets + [assignment.target], assignment.closureLabels,
        at: assignment.location)
      {
        return .runner(found)
      }
    }
    return nil
  }

  /// The subscription through which `function` runs a closure in (or passed to) `host` on `target`: where `target`
  /// starts with one of its parameters that no local hides, and every closure around (`outer`) runs at once (`Task`).
  private static func subscription(
    _ host: String, on target: [ChainStep], label: String, outer: ArraySlice<String>, in function: FunctionItem
  ) -> ParameterSubscription? {
    guard !host.isEmpty, case .name(let name)? = target.first, outer.allSatisfy(transparentHosts.contains),
      let position = function.parameters.firstIndex(where: { $0.name == name }),
      !function.locals.contains(where: { $0.name == name })
    else { return nil }
    return ParameterSubscription(
      function: function, parameter: position, host: host, rest: Array(target.dropFirst()), label: label)
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
