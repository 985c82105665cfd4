import NavigationModel

/// What a rule is: its identifier, a one-line summary, its default severity, and examples.
///
/// Examples are design files. In a triggering example, `↓` marks where a finding of the rule must
/// land (the marker is removed before the design is read); a non-triggering example must produce no
/// finding of the rule. One test runs them all, and the README's rule table is generated from here.
public struct RuleDescription: Sendable {
  /// The identifier findings carry (`dead-end`).
  public let identifier: String
  /// One line, for the README table and `coordgraph rules`.
  public let summary: String
  /// The default severity.
  public let severity: Severity
  /// Designs in which the rule must report, with `↓` where each finding lands.
  public let triggeringExamples: [String]
  /// Designs in which the rule must stay silent.
  public let nonTriggeringExamples: [String]

  /// Creates a description.
  public init(
    identifier: String, summary: String, severity: Severity, triggeringExamples: [String],
    nonTriggeringExamples: [String]
  ) {
    self.identifier = identifier
    self.summary = summary
    self.severity = severity
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }

  /// The marker that shows, in an example, where a finding must land.
  public static let marker: Character = "↓"
}

/// A built-in rule: a function from what is known of the design to findings.
public protocol NavigationRule: Sendable {
  /// The rule's description.
  static var description: RuleDescription { get }
  /// Creates the rule.
  init()
  /// The rule's findings.
  func findings(in context: RuleContext) -> [Finding]
}

extension NavigationRule {
  /// A finding of this rule at its default severity.
  func finding(
    subject: String, message: String, location: SourceLocation?, trace: [TraceStep]? = nil,
    notes: [FindingNote] = []
  ) -> Finding {
    Finding(
      rule: Self.description.identifier, severity: Self.description.severity, subject: subject, message: message,
      location: location, trace: trace, notes: notes)
  }
}

/// What rules can look at.
public struct RuleContext: Sendable {
  /// The design as written.
  public let graph: NavigationGraph
  /// Name resolution over it.
  public let names: NameIndex
  /// Every reachable navigation state; nil when the design cannot be explored.
  public let space: StateSpace?

  /// Creates a context over a graph and its explored state space.
  public init(graph: NavigationGraph, space: StateSpace?) {
    self.graph = graph
    self.names = NameIndex(graph)
    self.space = space
  }
}
