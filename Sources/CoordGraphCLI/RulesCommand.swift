import ArgumentParser
import Reporters

/// `coordgraph rules`: lists every built-in rule.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List the built-in rules with their severity and meaning.")

  @Flag(help: "Print the Markdown table that the README carries.")
  var markdown = false

  func run() throws {
    FileHandleOutput.standardOutput(markdown ? RuleTableReporter.markdown() : RuleTableReporter.plain())
  }
}
