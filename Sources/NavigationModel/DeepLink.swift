/// When a deep link can arrive.
public enum DeepLinkArrival: String, Sendable, CaseIterable, Codable {
  /// At cold start only: from the initial state.
  case launch
  /// While the app runs: from every reachable state.
  case running
  /// Both.
  case both
}

/// One step of a deep link's chain: an action run in a coordinator of the given type.
public struct DeepLinkStep: Hashable, Sendable {
  /// The action.
  public var action: Action
  /// The coordinator type it runs in (`in:`); nil means the entry coordinator.
  public var coordinator: NameReference?
  /// For a `dismiss`: with nothing presented, the step does nothing rather than fail (`ifAny: true`). Code that
  /// dismisses before a link's navigation (`router.dismiss()`, `dismiss(animated:)`) runs so: the libraries dismiss
  /// nothing when nothing is up.
  public var ifAny: Bool

  /// Creates a step.
  public init(action: Action, coordinator: NameReference? = nil, ifAny: Bool = false) {
    self.action = action
    self.coordinator = coordinator
    self.ifAny = ifAny
  }
}

/// A URL the app opens, and the route it must end on.
public struct DeepLink: Hashable, Sendable {
  /// The URL pattern (`taskboard://tasks/{id}`).
  public var url: String
  /// The route it leads to; or, for a link with steps, a coordinator: it lands on whatever that coordinator shows (a
  /// link that selects a tab lands on the tab as it was left). The coordinator is coordgraph's addition to the format.
  public var target: NameReference
  /// When it can arrive.
  public var arrival: DeepLinkArrival
  /// The chain the app runs, if given; without steps the link only asserts its target is reachable.
  public var steps: [DeepLinkStep]?
  /// The coordinator type the app opens the link with (`onlyWith:`): only in a state where an instance of it runs, as
  /// Jumper's `guard let tabs = hasRoot(\.home) else { return }` or a conditional cast, `(top as? Tabs)?.currentPage =
  /// .cart`, asks; in any other state the app ignores the URL, which is no failure. Nil: the link runs in every state
  /// where it can arrive.
  public var onlyWith: NameReference?
  /// Where it is declared.
  public var location: SourceLocation

  /// Creates a deep link.
  public init(
    url: String, target: NameReference, arrival: DeepLinkArrival = .both, steps: [DeepLinkStep]? = nil,
    onlyWith: NameReference? = nil, location: SourceLocation
  ) {
    self.url = url
    self.target = target
    self.arrival = arrival
    self.steps = steps
    self.onlyWith = onlyWith
    self.location = location
  }
}

extension DeepLink {
  /// What the link does, where it is written aside: its url, target, arrival, steps and the coordinator it is opened
  /// only with. Two links of one url that do different things are two ways that URL may go (an app that opens it one
  /// way or another, by state: `if signedIn`); two that do the same are one link written twice.
  public var behaviour: String {
    let parts = [url, target.name, arrival.rawValue] + (steps ?? []).map(\.behaviour)
    return parts.joined(separator: "\u{0}") + (steps == nil ? "" : "\u{0}steps")
      + (onlyWith.map { "\u{0}onlyWith \($0.name)" } ?? "")
  }
}

extension DeepLinkStep {
  /// What the step does, where it is written aside: its action's kind, target and start route, the coordinator it
  /// runs in, and whether it may find nothing to dismiss.
  public var behaviour: String {
    [action.kind.rawValue, action.target ?? "", action.startRoute ?? "", coordinator?.name ?? ""].joined(separator: " ")
      + (ifAny ? " ifAny" : "")
  }
}
