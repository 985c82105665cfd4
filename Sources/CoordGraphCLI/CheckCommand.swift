import ArgumentParser
import NavigationChecker
import NavigationModel
import Reporters

/// Report formats of `check`.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// `coordgraph check PATH...`: loads the designs, runs every rule, prints the findings.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check navigation designs and print findings in the compiler's format (or JSON).")

  @Argument(help: "Design files (.yml, .yaml, .json), folders of Swift sources, or Swift files (read as one app).")
  var paths: [String]

  @OptionGroup var sources: SourceOptions

  @Flag(help: "Report each action read from Swift whose trigger had to be inferred, as a warning.")
  var strictTriggers = false

  @Option(help: "Output format: text (compiler style, for Xcode and editors) or json (design-format.md's report).")
  var format: ReportFormat = .text

  @OptionGroup var bounds: BoundOptions

  @Option(help: "Also draw the design, findings marked, as SVG to this file (one design only).")
  var svg: String?

  @Option(help: "With --svg: a link from each node and edge to its source ({path}, {line}, {column}).")
  var linkTemplate: String?

  func validate() throws {
    if paths.isEmpty { throw ValidationError("give at least one design file or source folder to check") }
    if svg != nil && paths.count > 1 { throw ValidationError("--svg draws one design: give one input") }
  }

  func run() throws {
    let inputs = InputLoader.load(paths, sources: sources)
    var findings: [Finding] = strictTriggers ? inputs.inferredTriggers.map(InferredTriggerFinding.make) : []
    var stats = CheckStats.zero
    var errors = inputs.errors
    for graph in inputs.graphs {
      let result = NavigationCheck.run(graph, bounds: bounds.bounds)
      findings += result.findings
      stats = stats + result.stats
      errors += result.errors.map { ToolError(location: $0.location, message: $0.message) }
    }
    if let svg, let graph = inputs.graphs.first {
      do {
        try DiagramOutput.write(
          graph, findings: findings, to: svg, request: DiagramRequest(format: .svg, linkTemplate: linkTemplate))
      } catch let error as CLIError {
        errors.append(ToolError(location: SourceLocation(file: svg, line: 1, column: 1), message: error.description))
      }
    }
    findings.sort(by: Finding.reportOrder)
    let report = Report(
      findings: findings, stats: stats, errors: errors,
      notes: inputs.notes.map { ToolError(location: $0.location, message: $0.message) })
    FileHandleOutput.standardError(TextReporter.renderErrors(report))
    FileHandleOutput.standardError(inputs.notesText)
    switch format {
    case .text:
      FileHandleOutput.standardOutput(TextReporter.render(report))
      FileHandleOutput.standardError(TextReporter.summary(report, designs: inputs.graphs.count) + "\n")
      if !inputs.inferredTriggers.isEmpty && !strictTriggers {
        let count = inputs.inferredTriggers.count
        FileHandleOutput.standardError(
          (count == 1
            ? "1 action read from Swift fires from every route of its coordinator "
            : "\(count) actions read from Swift fire from every route of their coordinator ")
            + "(trigger not found, marked inferred); --strict-triggers lists "
            + (count == 1 ? "it\n" : "them\n"))
      }
    case .json:
      FileHandleOutput.standardOutput(JSONReporter.render(report))
    }
    let status = ExitStatus.of(errorFindings: report.count(.error), toolErrors: report.errors.count)
    if status != .clean { throw ExitCode(status.rawValue) }
  }
}
