import ArgumentParser

/// The `coordgraph` command: model-checks and draws the navigation of coordinator-based iOS apps.
public struct CoordGraphCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "coordgraph",
    abstract: "Model-check and draw the navigation of iOS apps built with coordinators.",
    discussion: """
      Exit status: 0 no error-severity finding; 1 at least one error-severity finding;
      2 the tool could not do its whole job (bad arguments, an unreadable or invalid input).
      """,
    subcommands: [
      CheckCommand.self, RenderCommand.self, PathCommand.self, ExtractCommand.self, RulesCommand.self,
      DumpIndexCommand.self,
    ],
    defaultSubcommand: CheckCommand.self)

  public init() {}

  /// Runs the command line and returns the process's exit status (ExitStatus decides every code).
  public static func run(arguments: [String]) -> Int32 {
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      return ExitStatus.clean.rawValue
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch let error as CLIError {
      FileHandleOutput.standardError("coordgraph: error: \(error.description)\n")
      return ExitStatus.toolFailure.rawValue
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        FileHandleOutput.standardOutput(message + "\n")
        return ExitStatus.clean.rawValue
      }
      FileHandleOutput.standardError(message + "\n")
      return ExitStatus.toolFailure.rawValue
    }
  }
}
