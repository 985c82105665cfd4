import Foundation
import NavigationChecker
import NavigationModel

/// The JSON report of design-format.md: stable field names, sorted keys, byte-identical for the same input.
public enum JSONReporter {
  /// The report as pretty-printed JSON, ending with a newline.
  public static func render(_ report: Report) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = ReportDocument(
      version: 1, findings: report.findings.map(FindingDocument.init), stats: report.stats,
      errors: report.errors.map { ErrorDocument(location: LocationDocument($0.location), message: $0.message) },
      notes: report.notes.map { ErrorDocument(location: LocationDocument($0.location), message: $0.message) })
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

private struct ReportDocument: Encodable {
  let version: Int
  let findings: [FindingDocument]
  let stats: CheckStats
  let errors: [ErrorDocument]
  let notes: [ErrorDocument]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(findings, forKey: .findings)
    try container.encode(stats, forKey: .stats)
    if !errors.isEmpty { try container.encode(errors, forKey: .errors) }
    if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
  }

  private enum CodingKeys: String, CodingKey { case version, findings, stats, errors, notes }
}

private struct ErrorDocument: Encodable {
  let location: LocationDocument
  let message: String
}

struct LocationDocument: Encodable {
  let file: String
  let line: Int
  let column: Int?

  init(_ location: SourceLocation) {
    file = location.file
    line = location.line
    column = location.column
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
  }

  private enum CodingKeys: String, CodingKey { case file, line, column }
}

private struct FindingDocument: Encodable {
  let finding: Finding

  init(_ finding: Finding) { self.finding = finding }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(finding.rule, forKey: .rule)
    try container.encode(finding.severity.rawValue, forKey: .severity)
    try container.encode(finding.subject, forKey: .subject)
    try container.encode(finding.message, forKey: .message)
    try container.encode(finding.location.map(LocationDocument.init), forKey: .location)
    if let trace = finding.trace { try container.encode(trace.map(StepDocument.init), forKey: .trace) }
    if !finding.notes.isEmpty { try container.encode(finding.notes.map(NoteDocument.init), forKey: .notes) }
  }

  private enum CodingKeys: String, CodingKey { case rule, severity, subject, message, location, trace, notes }
}

struct StepDocument: Encodable {
  let step: TraceStep

  init(_ step: TraceStep) { self.step = step }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(step.action, forKey: .action)
    try container.encode(step.from, forKey: .from)
    try container.encode(step.to, forKey: .to)
    try container.encode(step.location.map(LocationDocument.init), forKey: .location)
  }

  private enum CodingKeys: String, CodingKey { case action, from, to, location }
}

private struct NoteDocument: Encodable {
  let note: FindingNote

  init(_ note: FindingNote) { self.note = note }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(note.message, forKey: .message)
    try container.encode(note.location.map(LocationDocument.init), forKey: .location)
  }

  private enum CodingKeys: String, CodingKey { case message, location }
}

extension CheckStats: Encodable {
  private enum CodingKeys: String, CodingKey { case coordinators, routes, states, transitions, complete }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(coordinators, forKey: .coordinators)
    try container.encode(routes, forKey: .routes)
    try container.encode(states, forKey: .states)
    try container.encode(transitions, forKey: .transitions)
    try container.encode(complete, forKey: .complete)
  }
}
