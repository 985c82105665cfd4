import NavigationModel

/// A kind of team invariant (navigation-model.md §6): evaluated for each invariant of its kind that
/// the design declares; a violation is a finding whose rule is the kind and whose subject is the
/// invariant as written.
protocol InvariantRule: NavigationRule {
  /// The kind this rule evaluates.
  static var kind: InvariantKind { get }
  /// The violation of one invariant, if it is broken: a message and a trace.
  func violation(of invariant: Invariant, in space: StateSpace) -> (message: String, trace: [TraceStep])?
}

extension InvariantRule {
  public func findings(in context: RuleContext) -> [Finding] {
    guard let space = context.space else { return [] }
    return context.graph.invariants.filter { $0.kind == Self.kind }.compactMap { invariant in
      violation(of: invariant, in: space).map { message, trace in
        finding(subject: invariant.subject, message: message, location: invariant.location, trace: trace)
      }
    }
  }
}

extension StateSpace {
  /// The route an invariant argument names, if declared.
  func route(_ invariant: Invariant, _ key: String) -> Int32? {
    invariant.argument(key).flatMap(routeID(named:))
  }
}
