/// Everything a front end knows of an app's navigation: the model in the middle of the pipeline.
///
/// Plain values, kept as written (in file order, duplicates included), so that rules can report
/// what is wrong with it at the place it was written.
public struct NavigationGraph: Hashable, Sendable {
  /// The file or folder it was read from, as the user named it.
  public var source: String
  /// The coordinator started at launch.
  public var entry: NameReference
  /// Routes that count as settled.
  public var home: [NameReference]
  /// Exploration bounds written in the design (unset ones take the defaults).
  public var bounds: Bounds
  /// Every coordinator, in the order written.
  public var coordinators: [Coordinator]
  /// Ownership facts.
  public var references: [Reference]
  /// Deep links.
  public var deepLinks: [DeepLink]
  /// Team invariants.
  public var invariants: [Invariant]

  /// Creates a graph.
  public init(
    source: String, entry: NameReference, home: [NameReference] = [], bounds: Bounds = Bounds(),
    coordinators: [Coordinator], references: [Reference] = [], deepLinks: [DeepLink] = [],
    invariants: [Invariant] = []
  ) {
    self.source = source
    self.entry = entry
    self.home = home
    self.bounds = bounds
    self.coordinators = coordinators
    self.references = references
    self.deepLinks = deepLinks
    self.invariants = invariants
  }

  /// The first coordinator declared with this name.
  public func coordinator(named name: String) -> Coordinator? {
    coordinators.first { $0.name == name }
  }

  /// Number of routes over all coordinators.
  public var routeCount: Int { coordinators.reduce(0) { $0 + $1.routes.count } }
}
