import ArgumentParser
import FlowRenderer
import Foundation
import NavigationModel

extension RenderFormat: ExpressibleByArgument {}

/// Which picture of a design to draw.
struct DiagramRequest {
  var format: RenderFormat
  var linkTemplate: String?
  /// `RULE:SUBJECT` of a finding whose trace to highlight.
  var trace: String?
  /// A coordinator to draw with its neighbours only.
  var focus: String?
  /// One node per coordinator.
  var overview = false
}

/// Draws one design's diagram and writes it atomically; a whole graph too large to lay out becomes a
/// folder of pages (the overview and one page per coordinator, with an index).
enum DiagramOutput {
  static func write(_ graph: NavigationGraph, findings: [Finding], to path: String, request: DiagramRequest) throws {
    let trace = try request.trace.map { try traceOf($0, in: findings) }
    let options = DiagramOptions(findings: findings, linkTemplate: request.linkTemplate, trace: trace)
    var diagram = DiagramBuilder(graph: graph, options: options).build()
    if let focus = request.focus {
      guard let focused = DiagramViews.focus(diagram, on: focus) else {
        throw CLIError("--focus \(focus): \(graph.source) draws no coordinator of that name")
      }
      diagram = focused
    } else if request.overview {
      diagram = DiagramViews.overview(diagram)
    }
    do {
      if request.format != .dot, request.focus == nil, !request.overview, PagedDiagram.isTooLarge(diagram) {
        let folder = (path as NSString).deletingPathExtension
        try AtomicFileWriter.writeFolder(PagedDiagram.pages(of: diagram, format: request.format), to: folder)
        FileHandleOutput.standardError(
          "coordgraph: \(graph.source) draws \(diagram.nodeCount) nodes and \(diagram.edges.count) edges, more than "
            + "one picture lays out quickly (\(PagedDiagram.maximumNodes) nodes, \(PagedDiagram.maximumEdges) edges): "
            + "wrote the overview and one page per coordinator to \(folder)/ (open index.html)\n")
        return
      }
      try AtomicFileWriter.write(try GraphvizRenderer.render(diagram, format: request.format), to: path)
    } catch let error as RenderError {
      throw CLIError("cannot render \(path): \(error.description)")
    }
  }

  /// The trace of the finding named `RULE:SUBJECT` (the subject may itself hold colons).
  private static func traceOf(_ name: String, in findings: [Finding]) throws -> [TraceStep] {
    guard let colon = name.firstIndex(of: ":") else {
      throw CLIError("--trace wants RULE:SUBJECT, as in dead-end:Paywall.receipt (given \"\(name)\")")
    }
    let rule = String(name[..<colon])
    let subject = String(name[name.index(after: colon)...])
    guard let finding = findings.first(where: { $0.rule == rule && $0.subject == subject }), let trace = finding.trace
    else {
      let known = findings.filter { $0.trace != nil }.map { "\($0.rule):\($0.subject)" }.sorted()
      throw CLIError(
        "--trace \(name): no finding with a trace by that name; findings with traces: " + known.joined(separator: ", "))
    }
    return trace
  }

  /// The format a path's extension names, if any.
  static func format(ofPath path: String) -> RenderFormat? {
    RenderFormat(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
  }
}
