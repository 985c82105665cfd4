/// How serious a finding is.
public enum Severity: String, Sendable, Codable, Comparable {
  case warning, error

  /// Warnings sort before errors.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// One step of a trace: an action taken from one state to the next.
public struct TraceStep: Hashable, Sendable {
  /// The action's kind, or `back`, `swipe-down`, `select`, `deeplink` for implicit steps.
  public var action: String
  /// Where it starts: a route, a coordinator, or a deep link's url.
  public var from: String
  /// What it leads to: a route, a coordinator, a tab or an event, as written.
  public var to: String
  /// Where the action is written; nil for implicit steps.
  public var location: SourceLocation?

  /// Creates a step.
  public init(action: String, from: String, to: String, location: SourceLocation?) {
    self.action = action
    self.from = from
    self.to = to
    self.location = location
  }
}

/// A problem in the user's app or design: data, for reporters and the renderer.
public struct Finding: Hashable, Sendable {
  /// The rule's identifier (`dead-end`), or the invariant's kind (`max-steps`).
  public var rule: String
  /// Error or warning.
  public var severity: Severity
  /// A route, a coordinator, an event, a url, a name as written, or an invariant as written.
  public var subject: String
  /// What is wrong, in a sentence.
  public var message: String
  /// Where to look.
  public var location: SourceLocation?
  /// For path-dependent findings: a shortest list of actions from the initial state.
  public var trace: [TraceStep]?
  /// Other places worth seeing (the first declaration of a duplicate, say).
  public var notes: [FindingNote]

  /// Creates a finding.
  public init(
    rule: String, severity: Severity, subject: String, message: String, location: SourceLocation?,
    trace: [TraceStep]? = nil, notes: [FindingNote] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.subject = subject
    self.message = message
    self.location = location
    self.trace = trace
    self.notes = notes
  }

  /// The report's order: file, line, column, rule, subject (design-format.md).
  public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
    let left = lhs.location ?? SourceLocation(file: "", line: 0)
    let right = rhs.location ?? SourceLocation(file: "", line: 0)
    if left != right { return left < right }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    if lhs.subject != rhs.subject { return lhs.subject < rhs.subject }
    return lhs.message < rhs.message
  }
}

/// A secondary place attached to a finding.
public struct FindingNote: Hashable, Sendable {
  /// What to see there.
  public var message: String
  /// Where.
  public var location: SourceLocation?

  /// Creates a note.
  public init(message: String, location: SourceLocation?) {
    self.message = message
    self.location = location
  }
}
