import NavigationModel
import SourceIndex

/// Closures run elsewhere: the type's own handed on to another type, and those a type was given, run by calling,
/// sending to or setting what holds them.
extension CallEdgeReader {
  /// One of the type's stored closures handed on (`handed`; `hosts` and `targets` as the value's place gives
  /// them): the closures the type was given, for it or for any, run where the receiving type calls its own.
  mutating func handOn(
    _ handed: String?, hosts: [String], targets: [[ChainStep]], labels: [String], at place: SourceLocation
  ) {
    let here = scope(at: place)
    let runner = ClosureRunner.of(hosts, targets: targets, labels: labels, in: here, types: types, resolver: resolver)
    guard let receiving = runner.runningType, receiving != type.name else { return }
    var edge = Edge(caller: Self.closureNumber(of: runner, in: receiving, numbers: numbers), isCallback: false)
    // Handed to a value made here (`controller.onDone = onClose` in a route's factory): it runs where that value is,
    // as a closure written there would, not on every route whose screen is of the value's type.
    if ClosureRunner.isGivenToValueMadeHere(of: receiving, hosts: hosts, targets: targets, in: here, types: types) {
      edge.writtenIn = Int32(caller)
    }
    edges.append((ownClosures, edge, CallCases(), nil))
    if let handed {
      edges.append((CallGraph.key(type.name, ClosureRunner.closureFunction(of: handed)), edge, CallCases(), nil))
    }
  }

  /// Code written in `here` (in closures with `hosts` and `targets`) runs the closures `owner` was given:
  /// it calls `owner`'s stored closure, sends to its subject or sets its published property, with `value`
  /// (the case, if it is one: `onOutput?(.track)`, `events.send(.done)`, `event = .next`), which picks the
  /// arms of the closures that test it (`ReceivedValueArms`).
  /// `property`: the owner's stored closure called, subject sent to or published property set, whose own closures
  /// run too. `patterns`: the case patterns around the code, whose arms over a stored property of the writing type
  /// (a route enum's `switch self` in its `view()`: `case .permissions(let owner): ... { owner.onDone?() }`) make it
  /// run only where the property holds those cases (`CallEdgeReader.propertyArms(_:arms:)`).
  mutating func runsClosures(
    of owner: String, value: ExpressionShape?, hosts: [String], targets: [[ChainStep]], labels: [String],
    in here: CodeContext, arms: [String] = [], patterns: [ExpressionShape] = [], property: String? = nil
  ) {
    let runner = ClosureRunner.of(
      hosts, targets: targets, labels: labels, in: here, types: types, resolver: resolver)
    let edge = Edge(caller: caller, isCallback: runner.isCallbackOfWriter)
    let sent = value.map { EnumParameterCases.unqualified($0, in: here.typeName, types: types) }
    var cases = CallCases(
      passed: SubjectEvents.caseName(sent), arms: arms, propertyArms: propertyArms(patterns, arms: arms))
    // `func send(_ event: AppEvent) { events.send(event) }`: the case the function's callers pass, passed on.
    if cases.passed == nil, case .reference(let chain)? = value, chain.count == 1, case .name(let name) = chain[0],
      function.parameters.contains(where: { $0.name == name })
    {
      cases.forwards = isCallerSelector(name)
    }
    edges.append((CallGraph.key(owner, ClosureRunner.closureFunction), edge, cases, nil))
    if let property {
      edges.append((CallGraph.key(owner, ClosureRunner.closureFunction(of: property)), edge, cases, nil))
    }
  }

  /// The properties a call may set to any value: each binding passed to it (`$model.event` is `model.event`), and
  /// the property a publisher is assigned to by key path (`assign(to: \.event, on: model)` is `model.event`).
  static func boundProperties(of call: CallItem) -> [[ChainStep]] {
    var targets: [[ChainStep]] = []
    for argument in call.arguments {
      guard case .reference(let chain) = argument.value, let first = chain.first?.name,
        first.utf8.first == UInt8(ascii: "$")
      else { continue }
      targets.append([ChainStep.name(String(first.dropFirst()))] + chain.dropFirst())
    }
    if call.member == "assign",
      case .keyPath(_, let components)? = call.arguments.first(where: { $0.label == "to" })?.value,
      !components.isEmpty, case .reference(let base)? = call.arguments.first(where: { $0.label == "on" })?.value
    {
      targets.append(base + components.map { ChainStep.name($0) })
    }
    return targets
  }

  /// The environment key a property reads (`openProduct` for `@Environment(\.openProduct) var openProduct`).
  static func environmentKey(read property: PropertyItem) -> String? {
    guard !property.attributes.isEmpty, let attribute = property.attributes.first(where: { $0.name == "Environment" }),
      case .keyPath(_, let components)? = attribute.arguments.first?.value, components.count == 1
    else { return nil }
    return components[0]
  }

  /// The number of the function of `type` that runs code for `runner` (`ClosureRunner.closureFunction`), or of the
  /// one for all its closures when that one is not numbered.
  static func closureNumber(of runner: ClosureRunner, in type: String, numbers: FunctionNumbers) -> Int {
    numbers[CallGraph.key(type, runner.closureFunction)] ?? numbers[CallGraph.key(type, ClosureRunner.closureFunction)]!
  }

  /// Whether a reference is a name alone that a parameter or local of the function holds (`let profile =
  /// ProfileCoordinator()`, then `navigate(to: profile)`), not a method passed by name that happens to share
  /// it (`func profile(_:didFinishWith:)`).
  static func namesLocalValue(_ chain: [ChainStep], in function: FunctionItem) -> Bool {
    guard chain.count == 1, case .name(let name) = chain[0] else { return false }
    return function.parameters.contains { $0.name == name } || function.locals.contains { $0.name == name }
  }

  /// The name of the type's own property that a value reads (`step`, `self.step`), among `names`, where no
  /// parameter or local of the function shadows it.
  /// `place`: where the value is read, when a row or loop value of the name may have ended before it
  /// (`CodeContext.isInScope`).
  static func ownProperty(
    _ value: ExpressionShape, of function: FunctionItem, among names: Set<String>, at place: SourceLocation? = nil
  ) -> String? {
    guard case .reference(let chain) = value, case .name(let name)? = chain.last, names.contains(name) else {
      return nil
    }
    switch chain.count {
    case 1:
      let shadowed =
        function.parameters.contains { $0.name == name }
        || function.locals.contains { local in
          local.name == name && (place.map { CodeContext.isInScope(local, at: $0) } ?? true)
        }
      return shadowed ? nil : name
    case 2: return chain[0] == .name("self") ? name : nil
    default: return nil
    }
  }

  /// The receiver of an implicit member call (`.init()`): no function of the app's types.
  static let implicitReceiver: [ChainStep] = [.name(".")]
}
