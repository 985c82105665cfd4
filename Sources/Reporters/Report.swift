import NavigationChecker
import NavigationModel

/// Everything one run has to say: findings in the user's designs, and problems running the tool.
public struct Report: Sendable {
  /// Findings of every design checked, in report order.
  public var findings: [Finding]
  /// Figures, added up over the designs checked.
  public var stats: CheckStats
  /// Inputs the tool could not use (a design that does not load), each placed in its file.
  public var errors: [ToolError]
  /// What reading Swift sources assumed or could not find (a route type in no file read, the entry
  /// taken among several), each placed in its file: not problems, but what a finding may come from.
  public var notes: [ToolError]

  /// Creates a report; findings, errors and notes are sorted, so output never depends on input order.
  public init(findings: [Finding], stats: CheckStats, errors: [ToolError] = [], notes: [ToolError] = []) {
    self.findings = findings.sorted(by: Finding.reportOrder)
    self.stats = stats
    self.errors = errors.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    self.notes = notes.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
  }

  /// Number of findings of a severity.
  public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
}

/// A problem running the tool on an input (not a finding in the user's app).
public struct ToolError: Sendable, Hashable {
  /// Where, when it is in a file.
  public var location: SourceLocation
  /// What went wrong.
  public var message: String

  /// Creates an error.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }
}
