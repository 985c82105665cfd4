import ArgumentParser
import FlowRenderer
import Foundation
import NavigationModel

extension RenderFormat: ExpressibleByArgument {}

/// Draws one design's diagram and writes it atomically.
enum DiagramOutput {
  static func write(
    _ graph: NavigationGraph, findings: [Finding], to path: String, format: RenderFormat, linkTemplate: String?
  ) throws {
    let diagram = DiagramBuilder(graph: graph, options: DiagramOptions(findings: findings, linkTemplate: linkTemplate))
      .build()
    let data: Data
    do {
      data = try GraphvizRenderer.render(diagram, format: format)
    } catch let error as RenderError {
      throw CLIError("cannot render \(path): \(error.description)")
    }
    try AtomicFileWriter.write(data, to: path)
  }

  /// The format a path's extension names, if any.
  static func format(ofPath path: String) -> RenderFormat? {
    RenderFormat(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
  }
}
