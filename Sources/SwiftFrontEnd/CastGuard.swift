import NavigationModel
import SourceIndex

/// Code that a conditional cast guards: it runs only where the value is of the coordinator cast to, and does nothing
/// elsewhere. In a deep link, the app ignores the URL where no such coordinator runs (`DeepLink.onlyWith`).
enum CastGuard {
  /// The coordinator (one of `coordinators`) that an `as?` cast of a receiver names: in its chain (`(getTopCoordinator()
  /// as? ShopTabs)?.currentPage = .cart`, `children.compactMap { $0 as? ShopTabs }.first?.showOrders()`), or in the
  /// value of the local it is called on (`guard let tabs = getTopCoordinator() as? ShopTabs else { return }`, `if
  /// let`). Nil for a forced cast (`as!`), a cast to a protocol or another type, and a receiver without a cast.
  /// `bindsCasts`: whether the function binds some local to a conditional cast, where the caller knows it already
  /// (`holdsConditionalCast`); else it is asked here. `holders`: the writing type's optional stored properties that hold
  /// a coordinator (`optionalHolders(of:coordinators:types:)`), which guard as a cast does; `place`: where the receiver
  /// is written, for the locals that may hide one.
  static func coordinator(
    guarding receiver: [ChainStep], in context: CodeContext, coordinators: Set<String>, bindsCasts: Bool? = nil,
    holders: Holders = [], at place: SourceLocation? = nil
  ) -> String? {
    var castTo: String?
    for step in receiver {
      if case .conditionalCast(let type) = step {
        castTo = type.name
      } else if let element = TypeResolver.castElement(of: step) {
        castTo = element
      }
    }
    // The local is looked up by name only in a function that binds some local to a conditional cast.
    if castTo == nil, case .name(let name)? = receiver.first, name != "self",
      bindsCasts ?? (context.function?.locals.contains(where: holdsConditionalCast) == true),
      case .cast(_, let type, conditional: true)? = context.unwrappedLocal(named: name)?.value
    {
      castTo = type.name
    }
    if castTo == nil { castTo = holder(starting: receiver, in: context, holders: holders, at: place) }
    guard let castTo, coordinators.contains(castTo) else { return nil }
    return castTo
  }

  /// Whether a local is given an `as?` cast (`let tabs = top as? Tabs`).
  static func holdsConditionalCast(_ local: LocalItem) -> Bool {
    if case .cast(_, _, conditional: true)? = local.value { return true }
    return false
  }

  /// Whether a conditional cast may guard a receiver, as `coordinator(guarding:in:coordinators:)` reads it, told
  /// without looking anything up: it casts in its chain, or it starts with a name, where its function binds some local
  /// to a conditional cast (`bindsCasts`), or with one of `holders`.
  static func mayGuard(_ receiver: [ChainStep], bindsCasts: Bool, holders: Holders = []) -> Bool {
    if bindsCasts, case .name(let name)? = receiver.first, name != "self" { return true }
    if mayStartWithHolder(receiver, holders: holders) { return true }
    return receiver.contains { step in
      if case .conditionalCast = step { return true }
      return TypeResolver.castElement(of: step) != nil
    }
  }
}
