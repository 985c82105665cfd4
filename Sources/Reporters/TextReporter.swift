import NavigationModel

/// Compiler-style lines that Xcode and editors parse: `path:line:column: error: message [rule-id]`,
/// trace steps and notes as `note:` lines.
public enum TextReporter {
  /// The findings as text, one finding per line followed by its notes.
  public static func render(_ report: Report) -> String {
    var lines: [String] = []
    for finding in report.findings {
      lines.append("\(prefix(finding.location))\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
      for note in finding.notes {
        lines.append("\(prefix(note.location))note: \(note.message)")
      }
      for (index, step) in (finding.trace ?? []).enumerated() {
        // Implicit steps (back, swipe-down, tab taps) are written nowhere: their notes carry no location.
        lines.append("\(prefix(step.location))note: step \(index + 1): \(describe(step))")
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// The problems running the tool, in the same compiler style.
  public static func renderErrors(_ report: Report) -> String {
    report.errors.map { "\($0.location): error: \($0.message)\n" }.joined()
  }

  /// A one-line summary: `2 errors, 1 warning in 3 designs (41 states, 118 transitions)`.
  public static func summary(_ report: Report, designs: Int) -> String {
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    var text = "\(plural(report.count(.error), "error")), \(plural(report.count(.warning), "warning"))"
    text += " in \(plural(designs, "design"))"
    if report.stats.states > 0 {
      text += " (\(plural(report.stats.states, "state")), \(plural(report.stats.transitions, "transition"))"
      text += report.stats.complete ? ")" : ", incomplete)"
    }
    if !report.errors.isEmpty { text += "; \(plural(report.errors.count, "input problem"))" }
    return text
  }

  /// `push Login.signIn -> register`: a trace step as a note reads.
  public static func describe(_ step: TraceStep) -> String {
    switch step.action {
    case "back", "swipe-down": return "\(step.action) from \(step.from) to \(step.to)"
    case "select" where step.location == nil: return "tap tab \(step.to) of \(step.from)"
    // (A link whose target names nothing shows no target: `open x` alone.)
    case "deeplink": return step.to.isEmpty ? "open \(step.from)" : "open \(step.from) (shows \(step.to))"
    case "pop", "popToRoot", "dismiss", "finish": return "\(step.action) in \(step.from)"
    default: return "\(step.action) \(step.to) from \(step.from)"
    }
  }

  private static func prefix(_ location: SourceLocation?) -> String {
    location.map { "\($0): " } ?? ""
  }
}
