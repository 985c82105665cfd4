import SourceIndex

/// What a subscription receives where it is made. A `@Published` property's publisher gives its subscriber the
/// property's value at once (`model.$tab.sink { ... }` runs with the tab held then), as do a `CurrentValueSubject`,
/// RxSwift's `BehaviorSubject` and RxRelay's `BehaviorRelay`; the other subjects give nothing until a value is sent,
/// and `dropFirst()` drops the value given at once. The reading takes the value the property or subject starts with (a
/// subscription is made when a flow starts, before its screens send anything): what its declaration or the owner's
/// initialisers give it.
extension SubjectEvents {
  /// The value a subscription receives where it is made.
  enum ValueAtOnce: Equatable {
    /// None: a subject that only relays what is sent, a publisher after `dropFirst()`, a published optional left nil.
    case nothing
    /// This value, as written where the property or subject is given it.
    case value(ExpressionShape)
    /// A value the reading cannot tell (a parameter the initialiser stores, a value an initialiser computes).
    case unknown
  }

  /// Subjects that give a new subscriber their current value.
  private static let currentValueSubjects: NameList = ["CurrentValueSubject", "BehaviorSubject", "BehaviorRelay"]

  /// Operators whose publisher gives some of the values it is given, unchanged (Combine's and RxSwift's). A closure
  /// given to `compactMap` is taken to unwrap (`compactMap { $0 }`, `compactMap({ $0 })`); a key path
  /// (`compactMap(\.route)`) picks a member, as `map` does.
  private static let keepingOperators: NameList = [
    "filter", "compactMap", "removeDuplicates", "receive", "subscribe", "debounce", "throttle", "delay", "dropFirst",
    "drop", "prefix", "first", "last", "handleEvents", "eraseToAnyPublisher", "share", "print", "breakpoint",
    "timeout", "retry", "setFailureType", "assertNoFailure", "makeConnectable", "autoconnect", "buffer",
    "distinctUntilChanged", "observe", "observeOn", "subscribeOn", "skip", "take", "asObservable", "asDriver",
    "asSignal", "filterNil", "unwrap",
  ]

  /// A subscription to a publisher: the member that subscribes (`sink`, `onChange`), and the operators it goes
  /// through (`compactMap { $0 }` in `model.$event.compactMap { $0 }.sink`).
  struct Subscription {
    var member: String
    var operators: ArraySlice<ChainStep>
  }

  /// The subscription to `owner`'s publisher `name` that code receiving its values is written in, by the closure
  /// hosts and places of that code (`CallItem.closureHosts`, `closureTargets`: the innermost subscribing host whose
  /// place reaches the publisher); nil where there is none.
  static func subscription(
    to name: String, of owner: String, hosts: [String], targets: [[ChainStep]], types: AppTypes
  ) -> Subscription? {
    for index in hosts.indices.reversed() where index < targets.count && subscribeMembers.contains(hosts[index]) {
      let place = targets[index]
      guard subscribedProperty(along: place, of: owner, types: types) == name else { continue }
      return Subscription(member: hosts[index], operators: operators(after: name, along: place))
    }
    return nil
  }

  /// How code subscribed to a publisher runs where the subscription is made (see `subscribing(by:hosts:targets:arms:
  /// in:types:)`).
  struct Subscribing {
    /// Whether it runs there: with what the publisher gives at once, or with a value the reading cannot tell.
    var runs: Bool
    /// The case the publisher gives at once, where the reading tells it.
    var givenAtOnce: String?
    /// What the subscription passes on of the values published.
    var delivered: Delivered
    /// The one case of the values published that it lets through (`filter { $0 == .showHelp }`), if it lets one.
    var filtered: String?
  }

  /// What a subscription passes on of the values published.
  enum Delivered: Equatable {
    /// The values as published (`compactMap { $0 }`, `removeDuplicates()`).
    case published
    /// One case, whatever is published (`map { _ in .fuel }`): its name.
    case constant(String)
    /// Values made of them that the reading cannot tell (`map(\.route)`, `map { $0.next }`).
    case any
  }

  /// How code written in closures with these hosts and places (`CallItem.closureHosts`, `closureTargets`), run by
  /// `runner`, runs where its subscription is made: only with what the publisher gives at once, and in `arms` (the
  /// cases of the arms it sits in over the received value, `ReceivedValueArms`; empty for all) only when that is one
  /// of their cases; nil where the code is not subscribed to an app type's publisher. `scope`: the type the code is
  /// written in.
  static func subscribing(
    by runner: ClosureRunner, hosts: [String], targets: [[ChainStep]], arms: Set<String>, in scope: String,
    types: AppTypes
  ) -> Subscribing? {
    guard case .publisher(let owner, let publisher) = runner,
      let subscription = subscription(to: publisher, of: owner, hosts: hosts, targets: targets, types: types)
    else { return nil }
    let delivered = delivered(through: subscription.operators, in: scope, types: types)
    let filtered = filteredCase(through: subscription.operators, in: scope, types: types)
    var result = Subscribing(runs: true, delivered: delivered, filtered: filtered)
    var given: String?
    switch (valueAtOnce(of: publisher, of: owner, by: subscription, types: types), delivered) {
    case (.nothing, _): result.runs = false
    case (_, .constant(let constant)): given = constant
    case (.value(let value), .published):
      given = caseName(EnumParameterCases.unqualified(value, in: owner, types: types))
    case (.value, .any), (.unknown, _): break
    }
    if let given {
      if (arms.isEmpty || arms.contains(given)) && (filtered.map { $0 == given } ?? true) {
        result.givenAtOnce = given
      } else {
        result.runs = false
      }
    }
    return result
  }

  /// The one case of the values published that operators let through: a `filter` that tests its value against a case
  /// (`filter { $0 == .showHelp }`, as the index reads it: `ArgumentItem.filteredCaseLabel`), where the operators before
  /// it pass on the values as published.
  static func filteredCase(through operators: ArraySlice<ChainStep>, in scope: String, types: AppTypes) -> String? {
    for case .call(let operation, let arguments) in operators {
      guard keeps(operation, arguments) else { return nil }
      guard operation == "filter",
        let tested = arguments.first(where: { $0.label == ArgumentItem.filteredCaseLabel })?.value
      else { continue }
      return caseName(EnumParameterCases.unqualified(tested, in: scope, types: types))
    }
    return nil
  }

  /// The steps of a subscription's place after its publisher `name` (`$event` or `event`).
  static func operators(after name: String, along place: [ChainStep]) -> ArraySlice<ChainStep> {
    guard let publisher = place.lastIndex(where: { $0.name == name || $0.name == "$" + name }) else { return [] }
    return place[(publisher + 1)...]
  }

  /// Whether the operators pass on values as they were sent or set (`compactMap { $0 }`, `removeDuplicates()`), not
  /// values made of them (`map { _ in .lions }`, `map(\.route)`).
  static func keepsValues(_ operators: ArraySlice<ChainStep>) -> Bool {
    operators.allSatisfy { step in
      guard case .call(let operation, let arguments) = step else { return true }
      return keeps(operation, arguments)
    }
  }

  /// What operators pass on of the values published: each keeps them, or makes new ones (a `map` to one case,
  /// written in `scope`, gives that case, until an operator after it makes others).
  static func delivered(through operators: ArraySlice<ChainStep>, in scope: String, types: AppTypes) -> Delivered {
    var delivered = Delivered.published
    for case .call(let operation, let arguments) in operators where !keeps(operation, arguments) {
      let mapped = arguments.first { $0.label == ArgumentItem.mappedCaseLabel }?.value
      delivered =
        operation == "map"
        ? mapped.flatMap { caseName(EnumParameterCases.unqualified($0, in: scope, types: types)) }
          .map(Delivered.constant) ?? .any : .any
    }
    return delivered
  }

  /// Whether an operator passes on values as it was given them (a `compactMap` given a key path picks a member).
  private static func keeps(_ operation: String, _ arguments: [ArgumentItem]) -> Bool {
    guard keepingOperators.contains(operation) else { return false }
    return operation != "compactMap"
      || !arguments.contains { argument in
        if case .keyPath = argument.value { true } else { false }
      }
  }

  /// What a subscription to `owner`'s publisher `name` receives where it is made (`onChange(of:)`: nothing; it is
  /// called with changes).
  static func valueAtOnce(of name: String, of owner: String, by subscription: Subscription, types: AppTypes)
    -> ValueAtOnce
  {
    guard subscription.member != "onChange" else { return .nothing }
    guard let declared = types.property(name, of: owner) else { return .unknown }
    let dropsFirst = subscription.operators.contains { step in
      guard case .call(let operation, _) = step else { return false }
      return operation == "dropFirst" || operation == "skip"
    }
    if dropsFirst { return .nothing }
    if let subject = subject(declared) {
      guard currentValueSubjects.contains(subject.name) else { return .nothing }
      // `CurrentValueSubject<Tab, Never>(.home)`, `BehaviorRelay(value: .home)`.
      guard case .call(_, let arguments)? = declared.value, let first = arguments.first else { return .unknown }
      return .value(first.value)
    }
    switch declared.value {
    case .nilLiteral?: return .nothing
    case let value?: return .value(value)
    case nil: return assignedByInitialisers(name, of: owner, types: types)
    }
  }

  /// The value a published property declared without one starts with: what the owner's initialisers assign it, when
  /// they assign it one value (an optional no initialiser assigns starts as nil).
  private static func assignedByInitialisers(_ name: String, of owner: String, types: AppTypes) -> ValueAtOnce {
    var values: [ExpressionShape] = []
    for type in types.lineage(of: owner) {
      for initialiser in type.functions where initialiser.name == "init" {
        for assignment in initialiser.assignments {
          let setsProperty =
            assignment.target == [.name("self"), .name(name)]
            || (assignment.target == [.name(name)] && !initialiser.parameters.contains { $0.name == name })
          if setsProperty, !values.contains(assignment.value) { values.append(assignment.value) }
        }
      }
    }
    guard let first = values.first else { return .nothing }
    return values.count == 1 ? .value(first) : .unknown
  }
}
