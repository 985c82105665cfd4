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
      hosts: site.closureHosts, targets: site.closureTargets, patterns: site.casePatterns,
      in: site.context.function, runningIn: owner, types: types)
  }

  /// The same for code in closures with these hosts and places (`CallItem.closureHosts`, `closureTargets`), in arms
  /// with these patterns, written in `function`.
  static func cases(
    hosts: [String], targets: [[ChainStep]], patterns: [ExpressionShape], in function: FunctionItem?,
    runningIn owner: String, types: AppTypes
  ) -> Set<String> {
    for index in hosts.indices.reversed() {
      let host = hosts[index]
      guard host.isEmpty || SubjectEvents.subscribeMembers.contains(host), index < targets.count else {
        continue
      }
      let place = targets[index]
      // A stored closure is the assignment's last step; a subscription's publisher, the subject or published
      // property it is subscribed to (`profile.events.compactMap { $0 }.sink`, `model.$event.sink`).
      let named: String?
      if host.isEmpty {
        guard case .name(let last)? = place.last else { continue }
        named = last
      } else {
        named = SubjectEvents.subscribedProperty(along: place, of: owner, types: types)
        // Values made of those published (`map { _ in .lions }`) are no case the deliveries name.
        if let named, !SubjectEvents.keepsValues(SubjectEvents.operators(after: named, along: place)) { return [] }
      }
      guard let named, let declared = types.property(named, of: owner) else { continue }
      // A stored closure delivers its first parameter, a subject its first generic argument, a published property
      // its own type.
      let received: String?
      if host.isEmpty {
        received = types.functionType(declared.type, inside: owner)?.arguments.first?.name
      } else if let subject = SubjectEvents.subject(declared) {
        received = subject.arguments.first?.name
      } else {
        received = declared.type?.name ?? EnumParameterCases.truthValue(declared.value).map { _ in boolean }
      }
      guard let received else { continue }
      if received == boolean { return flagArms(patterns, in: function) }
      guard let values = types.type(named: received, inside: owner) else { continue }
      return EnumParameterCases.armCases(patterns, of: values)
    }
    return []
  }

  private static let boolean = EnumParameterCases.boolTypeName

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
