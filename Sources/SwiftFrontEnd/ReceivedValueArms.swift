import SourceIndex

/// Which values a closure that receives a type's values runs an arm for: a closure subscribed to its subject
/// (`profile.events.sink { event in switch event { case .done: ... } }`, see `SubjectEvents`) or assigned to its
/// stored closure (`model.onOutput = { output in switch output { case .track: ... } }`, called as
/// `onOutput?(.track)`). The call graph's edges into the type's closures carry the case sent or passed; these
/// are the cases an arm takes.
enum ReceivedValueArms {
  /// The cases of the received value's type (an enum of the app) whose arms a site sits in, when the site is
  /// in a closure that receives a value of `owner`'s subject or stored closure (by its first parameter);
  /// empty otherwise, and where no arm names them.
  static func cases(of site: ActionSite, runningIn owner: String, types: AppTypes) -> Set<String> {
    for index in site.closureHosts.indices.reversed() {
      let host = site.closureHosts[index]
      guard host == "sink" || host.isEmpty, index < site.closureTargets.count,
        case .name(let property)? = site.closureTargets[index].last,
        let declared = types.property(property, of: owner)
      else { continue }
      let received =
        host.isEmpty
        ? declared.type.flatMap { AppTypes.isFunctionType($0.name) ? $0.arguments.first : nil }
        : SubjectEvents.subject(declared)?.arguments.first
      guard let received,
        let values = types.type(named: received.name, inside: owner) ?? types.type(named: received.name)
      else { continue }
      return EnumParameterCases.armCases(site.casePatterns, of: values)
    }
    return []
  }
}
