/// The tool's exit codes, decided here and nowhere else.
///
/// | code | meaning |
/// | --- | --- |
/// | 0 | no finding of error severity |
/// | 1 | at least one error-severity finding |
/// | 2 | the tool could not do its whole job: bad arguments, an unreadable or invalid input (findings it could still produce are printed) |
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// No finding of error severity.
  case clean = 0
  /// At least one error-severity finding.
  case findings = 1
  /// The tool could not do its whole job.
  case toolFailure = 2

  /// The status of a run: a failure to do the whole job wins over findings.
  public static func of(errorFindings: Int, toolErrors: Int) -> ExitStatus {
    if toolErrors > 0 { return .toolFailure }
    return errorFindings > 0 ? .findings : .clean
  }
}
