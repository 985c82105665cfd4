import SourceIndex

/// Subjects that a type holds (Combine's `let events = PassthroughSubject<ProfileEvent, Never>()` in a child
/// coordinator, or RxSwift's `let events = PublishSubject<ProfileEvent>()`, RxRelay's `PublishRelay`), sent to by
/// its code or its screens (`coordinator?.events.send(.done)`, `events.onNext(.done)`, `events.accept(.done)`) and
/// subscribed to by others (`profile.events.sink { event in switch event { ... } }`, `.subscribe(onNext: { ... })`
/// in the parent). A closure subscribed to a type's subject is the type's to run (`ClosureRunner`): it runs where a
/// value is sent, each arm of a test of the value where its case is sent (`ReceivedValueArms`). A `@Published`
/// property set to a value (`event = .close`) delivers it the same way to closures subscribed to its publisher
/// (`model.$event.sink`), and so does a `CurrentValueSubject` whose `value` is set (`events.value = .done`).
enum SubjectEvents {
  /// Combine's subjects, RxSwift's and RxRelay's, and swift-async-algorithms' channels: what `send(_:)`, `onNext(_:)`
  /// or `accept(_:)` delivers to their subscribers (the value's type is the first generic argument of each).
  static let subjectTypes: NameList = [
    "PassthroughSubject", "CurrentValueSubject", "PublishSubject", "BehaviorSubject", "ReplaySubject",
    "PublishRelay", "BehaviorRelay", "ReplayRelay", "AsyncChannel", "AsyncThrowingChannel",
  ]

  /// Whether a member sends a subject a value: Combine's `send`, RxSwift's `onNext`, RxRelay's `accept`
  /// (compared, not hashed: it is asked of every call).
  static func sends(_ member: String) -> Bool { sendMembers.contains(member) }

  /// The members `sends(_:)` reads.
  private static let sendMembers: NameList = ["send", "onNext", "accept"]

  /// The members that relay a publisher to a subject (`relayedSubject(by:)`).
  private static let relayMembers: NameList = ["bind", "subscribe", "drive", "emit"]

  /// The methods whose closure receives a publisher's values: Combine's `sink`, RxSwift's `subscribe(onNext:)`
  /// and `bind(onNext:)`, RxCocoa's `drive(onNext:)` and `emit(onNext:)`, SwiftUI's `onChange(of:)` (an observed
  /// property's new values) and `onReceive(_:)`, and a `for await` loop over a publisher's `values`.
  static let subscribeMembers: NameList = [
    "sink", "subscribe", "bind", "drive", "emit", "onChange", "onReceive", CallItem.asyncLoopHost,
  ]

  /// The subjects' and the streams' types (asked of every property).
  private static let deliveringTypes = subjectTypes.adding(streamTypes)

  /// The subject type of a stored property, as written (`let events: PassthroughSubject<E, Never>`) or as
  /// its initial value makes it (`let events = PassthroughSubject<E, Never>()`), or its async stream type (`let
  /// events: AsyncStream<E>`, `lazy var events = AsyncStream<E> { ... }`): what delivers values to subscribers; nil
  /// for any other property.
  static func subject(_ property: PropertyItem) -> TypeReference? {
    if let written = property.type { return deliveringTypes.contains(written.name) ? written : nil }
    if let made = madeStreamPart(property) { return streamTypes.contains(made.name) ? made : nil }
    guard case .call(let chain, _)? = property.value, chain.count == 1, case .specialized(let type) = chain[0],
      deliveringTypes.contains(type.name)
    else { return nil }
    return type
  }

  /// The app type whose `@Published` property an assignment sets (`event = .close` in its own code, `self.event`,
  /// or `model.event` where `model` is a value of it), if the target is one.
  static func publishedOwner(of target: [ChainStep], in context: CodeContext, types: AppTypes, resolver: TypeResolver)
    -> String?
  {
    guard let (owner, property) = holder(ofPropertyNamedBy: target[...], in: context, resolver: resolver),
      types.observedProperty(property, of: owner) != nil
    else { return nil }
    return owner
  }

  /// The type that holds the property a chain ends with, and its name: `model.event` names `event` of the type of
  /// `model`; `self.event`, or `event` alone where no local of that name is meant, the writing type's own.
  static func holder(
    ofPropertyNamedBy chain: ArraySlice<ChainStep>, in context: CodeContext, resolver: TypeResolver
  ) -> (owner: String, property: String)? {
    guard case .name(let property)? = chain.last else { return nil }
    let base = Array(chain.dropLast())
    if base.isEmpty, let local = context.local(named: property) {
      // A constant local that holds a property (`let subject = events`, `let bus = EventBus.shared.events`): that one.
      guard local.isConstant, case .reference(let held)? = local.value, held != Array(chain) else {
        return nil
      }
      return holder(ofPropertyNamedBy: held[...], in: context.at(local.location), resolver: resolver)
    }
    let owner = base.isEmpty || base == [.name("self")] ? context.typeName : resolver.type(of: base, in: context)
    return owner.map { ($0, property) }
  }

  /// The app type whose `CurrentValueSubject` an assignment sets (`events.value = .done`, `coordinator?.events.value
  /// = .done`): the subject sends the value to its subscribers as `send` would.
  static func currentValueOwner(
    of target: [ChainStep], in context: CodeContext, types: AppTypes, resolver: TypeResolver
  ) -> String? {
    guard target.last == .name("value"),
      let (owner, property) = holder(ofPropertyNamedBy: target.dropLast(), in: context, resolver: resolver),
      let declared = types.property(property, of: owner), subject(declared)?.name == "CurrentValueSubject"
    else { return nil }
    return owner
  }

  /// The app type whose subject a call sends to (`events.send(.done)`, `coordinator?.events.onNext(.done)`), with the
  /// subject, if it is one.
  static func subjectSent(by call: CallItem, in context: CodeContext, types: AppTypes, resolver: TypeResolver)
    -> (owner: String, subject: String)?
  {
    guard sends(call.member) else { return nil }
    return subjectNamed(by: call.receiver, in: context, types: types, resolver: resolver)
  }

  /// The app type whose subject a chain names (`events`, `coordinator?.events`, a local that holds one), with the
  /// subject, if it names one.
  static func subjectNamed(by chain: [ChainStep], in context: CodeContext, types: AppTypes, resolver: TypeResolver)
    -> (owner: String, subject: String)?
  {
    guard let (owner, property) = holder(ofPropertyNamedBy: chain[...], in: context, resolver: resolver),
      let declared = types.property(property, of: owner), subject(declared) != nil
    else { return nil }
    return (owner, property)
  }

  /// The subject a call gives a publisher's values to, by their chain: RxCocoa's `button.rx.tap.bind(to:
  /// model.taps)` (also `drive(_:)`, `emit(to:)`), Combine's `taps.subscribe(model.events)`. Nil for a subscription
  /// by closure (`subscribe(onNext:)`, `sink`).
  static func relayedSubject(by call: CallItem) -> [ChainStep]? {
    // Asked of every call: the member tested (by length, then compared), not hashed, before the arguments are read.
    guard relayMembers.contains(call.member),
      call.arguments.count == 1, let given = call.arguments.first, given.label == nil || given.label == "to",
      case .reference(let chain) = given.value
    else { return nil }
    return chain
  }

  /// Whether a stored property of `type` publishes values its subscribers receive: a subject, or an observed property
  /// (`AppType.observes(_:)`).
  static func publishes(_ property: PropertyItem, of type: AppType) -> Bool {
    type.observes(property) || subject(property) != nil
  }

  /// The property of `owner` whose values a closure subscribed along `place` (the receiver of `sink`,
  /// `subscribe(onNext:)`...) receives: `$event` in `model.$event.compactMap { $0 }.sink`, `events` in
  /// `profile.events.sink`; nil when none, or when an operator after it joins another publisher's values
  /// (`combineLatest`, `merge`, `zip`, `flatMap`...: the closure runs for those too).
  static func subscribedProperty(along place: [ChainStep], of owner: String, types: AppTypes) -> String? {
    for (index, step) in place.enumerated().reversed() {
      guard case .name(var name) = step else { continue }
      if name.utf8.first == UInt8(ascii: "$") { name.removeFirst() }
      guard types.observedProperty(name, of: owner) != nil || types.property(name, of: owner).flatMap(subject) != nil
      else { continue }
      let joins = place[(index + 1)...].contains { step in
        guard case .call(let operation, _) = step else { return false }
        return joiningOperators.contains(operation)
      }
      return joins ? nil : name
    }
    return nil
  }

  /// Operators whose publisher gives the values of another publisher too.
  private static let joiningOperators: NameList = [
    "combineLatest", "merge", "zip", "flatMap", "flatMapLatest", "concatMap", "switchToLatest", "withLatestFrom",
    "append", "prepend", "amb", "concat",
  ]

  /// The enum case a value sent, set or passed names (`.done`), if it is one, or the truth value of a `Bool`
  /// literal (`isSignedIn = true`: `EnumParameterCases.trueValue`).
  static func caseName(_ value: ExpressionShape?) -> String? {
    guard case .implicitMember(let name, _)? = value else { return EnumParameterCases.truthValue(value) }
    return name
  }
}
