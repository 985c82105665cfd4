import ArgumentParser
import DesignFile
import Reporters

extension DesignFormat: ExpressibleByArgument {}

/// `coordgraph extract PATH --format yaml|json`: writes the loaded graph as a design file.
struct ExtractCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "extract",
    abstract: "Write the navigation graph read from an input as a design file (YAML or JSON).")

  @Argument(help: "The input to read: one design file, a folder of Swift sources, or Swift files.")
  var paths: [String]

  @OptionGroup var sources: SourceOptions

  @Option(help: "The design format to write: yaml or json.")
  var format: DesignFormat = .yaml

  @Option(name: [.short, .long], help: "Write to this file (atomically) instead of standard output.")
  var output: String?

  @Flag(help: "Leave out each element's source location (`at:`).")
  var noLocations = false

  func validate() throws {
    if paths.isEmpty { throw ValidationError("give the input to extract") }
  }

  func run() throws {
    let inputs = InputLoader.load(paths, sources: sources)
    let report = Report(findings: [], stats: .zero, errors: inputs.errors)
    FileHandleOutput.standardError(TextReporter.renderErrors(report))
    FileHandleOutput.standardError(inputs.notesText)
    guard inputs.errors.isEmpty else { throw ExitCode(ExitStatus.toolFailure.rawValue) }
    guard inputs.graphs.count == 1, let graph = inputs.graphs.first else {
      throw CLIError("extract writes one design: give one input (given: \(inputs.graphs.count))")
    }
    let text = DesignWriter.write(graph, format: format, includeLocations: !noLocations)
    if let output {
      try AtomicFileWriter.write(text, to: output)
    } else {
      FileHandleOutput.standardOutput(text)
    }
  }
}
