import ArgumentParser
import Foundation
import NavigationModel
import Reporters
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

  @OptionGroup var files: SwiftFileOptions

  func validate() throws {
    if paths.isEmpty { throw ValidationError("give the Swift files or folders to index") }
  }

  func run() throws {
    let missing = paths.filter { !FileManager.default.fileExists(atPath: $0) }.map { path in
      ToolError(location: SourceLocation(file: path, line: 1, column: 1), message: "no such file or folder")
    }
    guard missing.isEmpty else { return try fail(missing) }
    let index = SourceIndexer.index(files: SwiftFileFinder(excludes: files.excludes).files(in: paths))
    for file in index.files {
      var text = ""
      dump(file, to: &text)
      FileHandleOutput.standardOutput(text)
    }
    if !index.problems.isEmpty { try fail(index.problems.map(InputLoader.problem)) }
  }

  private func fail(_ errors: [ToolError]) throws {
    FileHandleOutput.standardError(TextReporter.renderErrors(Report(findings: [], stats: .zero, errors: errors)))
    throw ExitCode(ExitStatus.toolFailure.rawValue)
  }
}
