import Foundation
import NavigationModel

/// What a diagram shows beyond the graph itself.
public struct DiagramOptions: Sendable {
  /// Findings to draw (unreachable greyed, dead ends and traps red, failing actions marked).
  public var findings: [Finding]
  /// A link for each node and edge to its source, with `{path}`, `{line}` and `{column}` filled in
  /// (`vscode://file/{path}:{line}`, or a repository blob URL).
  public var linkTemplate: String?

  /// A trace to highlight as a numbered path (a finding's shortest trace).
  public var trace: [TraceStep]?

  /// Creates options.
  public init(findings: [Finding] = [], linkTemplate: String? = nil, trace: [TraceStep]? = nil) {
    self.findings = findings
    self.linkTemplate = linkTemplate
    self.trace = trace
  }

  /// The link for a location, with `&` escaped (Graphviz's SVG output does not escape it in URLs).
  func link(to location: SourceLocation) -> String? {
    guard let linkTemplate else { return nil }
    let link = linkTemplate.replacingOccurrences(of: "{path}", with: location.file)
      .replacingOccurrences(of: "{line}", with: String(location.line))
      .replacingOccurrences(of: "{column}", with: String(location.column ?? 1))
    return link.replacingOccurrences(of: "&", with: "&amp;")
  }
}
