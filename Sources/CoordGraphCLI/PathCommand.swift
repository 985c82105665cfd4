import ArgumentParser
import Foundation
import NavigationChecker
import NavigationModel
import Reporters

/// `coordgraph path PATH --to ROUTE`: the shortest user journey to a route, for QA scripts and docs.
struct PathCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "path",
    abstract: "Print the shortest user journey from launch to a route, step by step with locations.",
    discussion: "Exit status: 0 the route is reachable; 1 it is not; 2 bad arguments or an unusable design.")

  @Argument(help: "The design file or folder of Swift sources.")
  var path: String

  @OptionGroup var sources: SourceOptions

  @Option(help: "The route to reach, as Coordinator.route.")
  var to: String

  @Option(help: "Output format: text or json.")
  var format: ReportFormat = .text

  @OptionGroup var bounds: BoundOptions

  func run() throws {
    let inputs = InputLoader.load([path], sources: sources)
    FileHandleOutput.standardError(TextReporter.renderErrors(Report(findings: [], stats: .zero, errors: inputs.errors)))
    FileHandleOutput.standardError(inputs.notesText)
    guard let graph = inputs.graphs.first else { throw ExitCode(ExitStatus.toolFailure.rawValue) }
    let space: StateSpace
    switch StateSpace.explore(graph, bounds: graph.bounds.overridden(by: bounds.bounds)) {
    case .success(let explored): space = explored
    case .failure(let failure):
      FileHandleOutput.standardError(failure.errors.map { "\($0.location): error: \($0.message)\n" }.joined())
      throw ExitCode(ExitStatus.toolFailure.rawValue)
    }
    guard space.declares(route: to) else {
      throw CLIError("\(graph.source) declares no route \"\(to)\" (write it as Coordinator.route)")
    }
    let journey = space.shortestJourney(to: to)
    switch format {
    case .text:
      FileHandleOutput.standardOutput(JourneyReporter.text(journey, to: to, complete: space.isComplete))
    case .json:
      FileHandleOutput.standardOutput(JourneyReporter.json(journey, to: to, complete: space.isComplete))
    }
    if journey == nil { throw ExitCode(ExitStatus.findings.rawValue) }
  }
}
