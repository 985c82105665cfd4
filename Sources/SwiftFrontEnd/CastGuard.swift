import SourceIndex

/// Code that a conditional cast guards: it runs only where the value is of the coordinator cast to, and does nothing
/// elsewhere. In a deep link, the app ignores the URL where no such coordinator runs (`DeepLink.onlyWith`).
enum CastGuard {
  /// The coordinator (one of `coordinators`) that an `as?` cast of a receiver names: in its chain (`(getTopCoordinator()
  /// as? ShopTabs)?.currentPage = .cart`, `children.compactMap { $0 as? ShopTabs }.first?.showOrders()`), or in the
  /// value of the local it is called on (`guard let tabs = getTopCoordinator() as? ShopTabs else { return }`, `if
  /// let`). Nil for a forced cast (`as!`), a cast to a protocol or another type, and a receiver without a cast.
  static func coordinator(guarding receiver: [ChainStep], in context: CodeContext, coordinators: Set<String>)
    -> String?
  {
    var castTo: String?
    for step in receiver {
      if case .cast(let type, conditional: true) = step {
        castTo = type.name
      } else if let element = TypeResolver.castElement(of: step) {
        castTo = element
      }
    }
    if castTo == nil, case .name(let name)? = receiver.first, name != "self",
      case .cast(_, let type, conditional: true)? = context.unwrappedLocal(named: name)?.value
    {
      castTo = type.name
    }
    guard let castTo, coordinators.contains(castTo) else { return nil }
    return castTo
  }
}
