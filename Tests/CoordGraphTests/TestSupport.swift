import DesignFile
import Foundation
import NavigationModel
import Testing

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Loads design text as if it were the file `path`.
func loadDesign(_ text: String, path: String = "design.yml") -> Result<NavigationGraph, DesignLoadError> {
  DesignLoader.load(text: text, path: path)
}

/// Loads design text that must be valid.
func graph(_ text: String, path: String = "design.yml", sourceLocation: Testing.SourceLocation = #_sourceLocation)
  throws -> NavigationGraph
{
  switch loadDesign(text, path: path) {
  case .success(let graph): return graph
  case .failure(let error):
    Issue.record("design did not load:\n\(error)", sourceLocation: sourceLocation)
    throw error
  }
}

/// The problems of design text that must not load.
func problems(_ text: String, path: String = "design.yml") -> [DesignProblem] {
  switch loadDesign(text, path: path) {
  case .success: return []
  case .failure(let error): return error.problems
  }
}

/// What a run of the built `coordgraph` binary printed, and its exit status.
struct BinaryRun {
  var standardOutput: String
  var standardError: String
  var status: Int32
}

/// Runs the built `coordgraph` binary (built beside the test bundle) in the package root; with `stackLimit` (in KB),
/// under a shell's `ulimit -s` of that size (the stack of its main thread, and on Linux of the threads it starts).
func runCoordgraph(_ arguments: [String], in directory: URL = packageRoot, stackLimit: Int? = nil) throws -> BinaryRun {
  let binary = Bundle.main.bundleURL.appendingPathComponent("coordgraph")
  let process = Process()
  if let stackLimit {
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -s \(stackLimit) && exec \"$0\" \"$@\"", binary.path] + arguments
  } else {
    process.executableURL = binary
    process.arguments = arguments
  }
  process.currentDirectoryURL = directory
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  let outData = output.fileHandleForReading.readDataToEndOfFile()
  let errData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return BinaryRun(
    standardOutput: String(decoding: outData, as: UTF8.self), standardError: String(decoding: errData, as: UTF8.self),
    status: process.terminationStatus)
}

/// A fresh temporary folder for one test.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordgraph-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Removes a folder made by `temporaryFolder()` (each test removes its own, so runs leave nothing behind).
func removeTemporaryFolder(_ url: URL) {
  try? FileManager.default.removeItem(at: url)
}

/// In these tests a source location is always coordgraph's (Testing has one too).
typealias SourceLocation = NavigationModel.SourceLocation
