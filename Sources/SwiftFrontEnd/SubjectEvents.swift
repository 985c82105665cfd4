import SourceIndex

/// Combine subjects that a type holds (`let events = PassthroughSubject<ProfileEvent, Never>()` in a child
/// coordinator), sent to by its code or its screens (`coordinator?.events.send(.done)`) and subscribed to by
/// others (`profile.events.sink { event in switch event { ... } }` in the parent). A closure subscribed to a
/// type's subject is the type's to run (`ClosureRunner`): it runs where a value is sent, each arm of a test of
/// the value where its case is sent.
enum SubjectEvents {
  /// Combine's subjects: what `send(_:)` delivers to their subscribers.
  static let subjectTypes: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

  /// The subject type of a stored property, as written (`let events: PassthroughSubject<E, Never>`) or as
  /// its initial value makes it (`let events = PassthroughSubject<E, Never>()`); nil for any other property.
  private static func subject(_ property: PropertyItem) -> TypeReference? {
    if let written = property.type { return subjectTypes.contains(written.name) ? written : nil }
    guard case .call(let chain, _)? = property.value, chain.count == 1, case .specialized(let type) = chain[0],
      subjectTypes.contains(type.name)
    else { return nil }
    return type
  }

  /// The app type whose subject a call sends to, and the case it sends (`.done`), if it is one.
  static func sent(by call: CallItem, in context: CodeContext, types: AppTypes, resolver: TypeResolver)
    -> (owner: String, value: String?)?
  {
    guard call.member == "send", case .name(let property)? = call.receiver.last else { return nil }
    let base = Array(call.receiver.dropLast())
    let owner = base.isEmpty || base == [.name("self")] ? context.typeName : resolver.type(of: base, in: context)
    guard let owner, let declared = types.property(property, of: owner), subject(declared) != nil else { return nil }
    guard case .implicitMember(let name, _)? = call.arguments.first?.value else { return (owner, nil) }
    return (owner, name)
  }

  /// The cases of the subject's value type (an enum of the app) whose arms a site sits in, when the site is in
  /// a closure subscribed to a subject of `owner` (`sink`); empty otherwise, and where no arm names them.
  static func arms(of site: ActionSite, runningIn owner: String, types: AppTypes) -> Set<String> {
    for index in site.closureHosts.indices.reversed() where site.closureHosts[index] == "sink" {
      guard index < site.closureTargets.count, case .name(let property)? = site.closureTargets[index].last,
        let type = types.property(property, of: owner).flatMap(subject),
        let value = type.arguments.first, let values = types.type(named: value.name)
      else { continue }
      return EnumParameterCases.armCases(site.casePatterns, of: values)
    }
    return []
  }
}
