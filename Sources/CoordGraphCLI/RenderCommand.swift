import ArgumentParser
import FlowRenderer
import NavigationChecker
import NavigationModel
import Reporters

/// `coordgraph render PATH -o FILE [--format svg|png|pdf|dot]`: draws the navigation graph.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw the navigation graph, findings marked, as SVG, PNG, PDF or DOT (Graphviz, in process).")

  @Argument(help: "The design file or folder of Swift sources to draw.")
  var path: String

  @OptionGroup var sources: SourceOptions

  @Option(name: [.short, .long], help: "The file to write (atomically).")
  var output: String

  @Option(help: "svg, png, pdf or dot (default: the output's extension, else svg).")
  var format: RenderFormat?

  @Option(help: "A link from each node and edge to its source: {path}, {line} and {column} are filled in.")
  var linkTemplate: String?

  @Option(help: "Highlight a finding's shortest trace as a numbered path: RULE:SUBJECT (dead-end:Paywall.receipt).")
  var trace: String?

  @Option(help: "Draw one coordinator, its routes and its direct neighbours.")
  var focus: String?

  @Flag(help: "Draw one node per coordinator, with the actions between two coordinators counted.")
  var overview = false

  @OptionGroup var bounds: BoundOptions

  func validate() throws {
    if focus != nil && overview { throw ValidationError("--focus and --overview are two different views: pick one") }
  }

  func run() throws {
    let inputs = InputLoader.load([path], sources: sources)
    FileHandleOutput.standardError(TextReporter.renderErrors(Report(findings: [], stats: .zero, errors: inputs.errors)))
    FileHandleOutput.standardError(inputs.notesText)
    guard let graph = inputs.graphs.first else { throw ExitCode(ExitStatus.toolFailure.rawValue) }
    let result = NavigationCheck.run(graph, bounds: bounds.bounds)
    let chosen = format ?? DiagramOutput.format(ofPath: output) ?? .svg
    let request = DiagramRequest(
      format: chosen, linkTemplate: linkTemplate, trace: trace, focus: focus, overview: overview)
    try DiagramOutput.write(graph, findings: result.findings, to: output, request: request)
  }
}
