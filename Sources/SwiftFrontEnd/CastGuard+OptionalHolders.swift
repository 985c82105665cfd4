import SourceIndex

/// An optional stored property that holds a coordinator guards code reached through it as a conditional cast does:
/// `tabs?.currentPage = .review` and `tabs?.openLesson(id)` after `private var tabs: StudyTabs?` run only where the
/// property holds a coordinator, which the app sets as it makes that coordinator (`self.tabs = tabs` before
/// `navigate(to: tabs)`), and do nothing elsewhere. In a deep link, the app ignores the URL where no such coordinator
/// runs (`DeepLink.onlyWith`).
extension CastGuard {
  /// The coordinators (among `coordinators`) that a type's optional stored properties hold, by property name; empty for
  /// most types.
  static func optionalHolders(of type: AppType?, coordinators: Set<String>) -> [String: String] {
    guard let type else { return [:] }
    var holders: [String: String] = [:]
    for property in type.properties where property.isOptional && !property.isStatic && !property.isComputed {
      guard let held = property.type?.name, coordinators.contains(held) else { continue }
      holders[property.name] = held
    }
    return holders
  }

  /// The coordinator an optional stored property at the start of `receiver` holds (`tabs` in `tabs?.currentPage`, or in
  /// `self.tabs?.openLesson(id)`), also through a binding that unwraps it (`guard let tabs else { return }`); nil where
  /// a parameter or another local of that name hides the property, and for any other receiver.
  static func holder(starting receiver: [ChainStep], in context: CodeContext, holders: [String: String]) -> String? {
    guard !holders.isEmpty else { return nil }
    let ownStep = receiver.first == .name("self")
    guard case .name(let name)? = ownStep ? receiver.dropFirst().first : receiver.first, let held = holders[name]
    else { return nil }
    if ownStep { return held }
    if context.function?.parameters.contains(where: { $0.name == name }) == true { return nil }
    if let local = context.local(named: name) {
      guard case .reference(let chain)? = local.value,
        chain == [.name(name)] || chain == [.name("self"), .name(name)]
      else { return nil }
    }
    return held
  }

  /// Whether `receiver` may start with one of `holders` (`holder(starting:in:holders:)`), told without looking anything
  /// up.
  static func mayStartWithHolder(_ receiver: [ChainStep], holders: [String: String]) -> Bool {
    guard !holders.isEmpty, let first = receiver.first else { return false }
    if first == .name("self"), receiver.count > 1, case .name(let name) = receiver[1] { return holders[name] != nil }
    if case .name(let name) = first { return holders[name] != nil }
    return false
  }
}
