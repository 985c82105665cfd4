import SourceIndex

/// Which values a closure that receives a type's values runs an arm for: a closure subscribed to its subject
/// (`profile.events.sink { event in switch event { case .done: ... } }`, see `SubjectEvents`) or to a published
/// property's publisher (`model.$event.compactMap { $0 }.sink { ... }`), or assigned to its
/// stored closure (`model.onOutput = { output in switch output { case .track: ... } }`, called as
/// `onOutput?(.track)`). The call graph's edges into the type's closures carry the case sent or passed; these
/// are the cases an arm takes.
enum ReceivedValueArms {
  /// The cases of the received value's type (an enum of the app) whose arms a site sits in, when the site is
  /// in a closure that receives a value of `owner`'s subject, published property or stored closure (by its
  /// first parameter); empty otherwise, and where no arm names them.
  static func cases(of site: ActionSite, runningIn owner: String, types: AppTypes) -> Set<String> {
    cases(
      hosts: site.closureHosts, targets: site.closureTargets, labels: site.closureLabels, patterns: site.casePatterns,
      in: site.context.function, runningIn: owner, types: types)
  }

  /// The same for code in closures with these hosts, places and labels (`CallItem.closureHosts`, `closureTargets`,
  /// `closureLabels`), in arms with these patterns, written in `function`.
  static func cases(
    hosts: [String], targets: [[ChainStep]], labels: [String], patterns: [ExpressionShape], in function: FunctionItem?,
    runningIn owner: String, types: AppTypes
  ) -> Set<String> {
    for index in hosts.indices.reversed() {
      switch received(at: index, hosts: hosts, targets: targets, labels: labels, runningIn: owner, types: types) {
      case nil: continue
      case .nothing?: return []
      case .truth?: return flagArms(patterns, in: function)
      case .cases(let values)?: return EnumParameterCases.armCases(patterns, of: values)
      }
    }
    return []
  }

  /// What the closure at `index` of these hosts receives from `owner`.
  enum Received {
    /// Values of an enum of the app's.
    case cases(AppType)
    /// A `Bool`.
    case truth
    /// Values made of those published, which name no case the deliveries name (`map { _ in .lions }`).
    case nothing
  }

  /// What the closure at `index` of these hosts, places and labels receives, when it receives a value of `owner`'s
  /// subject, published property or stored closure (by its first parameter); nil when it is no such closure, or what
  /// it receives is no enum of the app's nor a `Bool`.
  static func received(
    at index: Int, hosts: [String], targets: [[ChainStep]], labels: [String], runningIn owner: String, types: AppTypes
  ) -> Received? {
    let host = hosts[index]
    // A closure given to the owner's initialiser and kept in its stored closure (`TripsModel(go: { route in ... })`,
    // where `init(go:)` sets `self.go = go`) is that stored closure.
    // (No labels at all: none of the closures is labelled.)
    let label = index < labels.count ? labels[index] : ""
    let given = storedClosure(givenTo: host, label: label, of: owner, types: types)
    guard given != nil || host.isEmpty || SubjectEvents.subscribeMembers.contains(host), index < targets.count else {
      return nil
    }
    let place = targets[index]
    // A stored closure is the assignment's last step; a subscription's publisher, the subject or published
    // property it is subscribed to (`profile.events.compactMap { $0 }.sink`, `model.$event.sink`).
    let named: String?
    if let given {
      named = given
    } else if host.isEmpty {
      guard case .name(let last)? = place.last else { return nil }
      named = last
    } else {
      named = SubjectEvents.subscribedProperty(along: place, of: owner, types: types)
      if let named, !SubjectEvents.keepsValues(SubjectEvents.operators(after: named, along: place)) { return .nothing }
    }
    guard let named, let declared = types.property(named, of: owner) else { return nil }
    // A stored closure delivers its first parameter, a subject its first generic argument, a published property
    // its own type.
    let received: String?
    if host.isEmpty || given != nil {
      received = types.functionType(declared.type, inside: owner)?.arguments.first?.name
    } else if let subject = SubjectEvents.subject(declared) {
      received = subject.arguments.first?.name
    } else {
      received = declared.type?.name ?? EnumParameterCases.truthValue(declared.value).map { _ in boolean }
    }
    guard let received else { return nil }
    if received == boolean { return .truth }
    return types.type(named: received, inside: owner).map(Received.cases)
  }

  private static let boolean = EnumParameterCases.boolTypeName

  /// The stored closure of `owner` that a closure passed to its initialiser with `label` ("" for a trailing closure) is
  /// kept in, when `host` (the call the closure is passed to) names `owner`.
  private static func storedClosure(givenTo host: String, label: String, of owner: String, types: AppTypes) -> String? {
    guard host.startsUppercase, let type = types.type(named: host, inside: owner), type.name == owner else {
      return nil
    }
    return type.storedClosure(receivingArgumentLabelled: label, types: types)
  }

  /// The truth value a `Bool` received runs a site for: the branch of a test of a closure's parameter it sits in
  /// (`if signedIn { ... } else { ... }`, `guard $0 else`), whatever closure's (the writing function's own
  /// parameters are not received); empty in no such branch, or in branches that contradict each other.
  private static func flagArms(_ patterns: [ExpressionShape], in function: FunctionItem?) -> Set<String> {
    let parameters = function?.parameters ?? []
    var values: Set<String> = []
    for case .flag(let name, let value) in patterns where !parameters.contains(where: { $0.name == name }) {
      values.insert(value ? EnumParameterCases.trueValue : EnumParameterCases.falseValue)
    }
    return values.count == 1 ? values : []
  }
}
