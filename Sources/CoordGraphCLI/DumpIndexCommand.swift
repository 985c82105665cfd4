import ArgumentParser
import Foundation
import SourceIndex

/// `coordgraph dump-index PATH...` (hidden, for developers): the source index of Swift files, every
/// field printed. The index reads swift-syntax's raw tree through an SPI that only the pinned version
/// makes safe: dump a large corpus (this package, its checkouts) before and after moving the pin, and
/// compare.
struct DumpIndexCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump-index",
    abstract:
      "Print the source index of Swift files, every field (for comparing before and after moving swift-syntax).",
    shouldDisplay: false)

  @Argument(help: "Swift files or folders of Swift sources.")
  var paths: [String]

  @Option(
    name: .customLong("exclude"),
    help: ArgumentHelp("Skip Swift files and folders whose path matches this glob (repeatable).", valueName: "glob"))
  var excludes: [String] = []

  func validate() throws {
    if paths.isEmpty { throw ValidationError("give the Swift files or folders to index") }
  }

  func run() throws {
    let missing = paths.filter { !FileManager.default.fileExists(atPath: $0) }
    guard missing.isEmpty else { throw CLIError("no such file or folder: \(missing.joined(separator: ", "))") }
    let index = SourceIndexer.index(files: SwiftFileFinder(excludes: excludes).files(in: paths))
    for problem in index.problems { FileHandleOutput.standardError("\(problem.path): error: \(problem.message)\n") }
    for file in index.files {
      var text = ""
      dump(file, to: &text)
      FileHandleOutput.standardOutput(text)
    }
    if !index.problems.isEmpty { throw ExitCode(ExitStatus.toolFailure.rawValue) }
  }
}
