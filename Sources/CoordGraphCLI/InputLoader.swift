import DesignFile
import Foundation
import NavigationModel
import Reporters
import SourceIndex
import SwiftFrontEnd

/// The graphs that a command's paths yield, and the problems of the paths that yield none.
struct LoadedInputs {
  var graphs: [NavigationGraph] = []
  var errors: [ToolError] = []
  /// Actions read from Swift whose trigger had to be inferred.
  var inferredTriggers: [InferredTrigger] = []
  /// What reading Swift had to assume or could not find.
  var notes: [ReadingNote] = []

  /// The notes as compiler-style lines, for standard error.
  var notesText: String { notes.map { "\($0.location): note: \($0.message)\n" }.joined() }
}

/// Turns the paths given on the command line into graphs; one bad input never stops the others.
/// Design files are read one by one; each folder is one Swift app; Swift files given directly are
/// read together as one app.
enum InputLoader {
  static func load(_ paths: [String], sources: SourceOptions) -> LoadedInputs {
    var inputs = LoadedInputs()
    var looseSwiftFiles: [String] = []
    for path in paths {
      let start = SourceLocation(file: path, line: 1, column: 1)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        inputs.errors.append(ToolError(location: start, message: "no such file or folder"))
        continue
      }
      if isFolder.boolValue {
        let files = SwiftFileFinder(excludes: sources.excludes).files(in: [path])
        if files.isEmpty, let designs = designFiles(in: path) {
          inputs.errors.append(
            ToolError(location: start, message: "no Swift files found; to read a design file, name it: \(designs)"))
          continue
        }
        loadSwift(files: files, source: path, sources: sources, into: &inputs)
        let storyboards = SwiftFileFinder(excludes: sources.excludes).files(in: [path], endingIn: ".storyboard")
        inputs.notes += StoryboardSegues.notes(for: storyboards)
      } else if path.hasSuffix(".swift") {
        looseSwiftFiles.append(path)
      } else if DesignLoader.isDesignFile(path) {
        switch DesignLoader.load(path: path) {
        case .success(let graph):
          inputs.graphs.append(graph)
        case .failure(let error):
          inputs.errors += error.problems.map { ToolError(location: $0.location, message: $0.message) }
        }
      } else {
        inputs.errors.append(
          ToolError(
            location: start,
            message: "expected a design file (.yml, .yaml or .json), a Swift file or a folder of Swift sources"))
      }
    }
    if !looseSwiftFiles.isEmpty {
      let files = SwiftFileFinder(excludes: sources.excludes).files(in: looseSwiftFiles)
      loadSwift(files: files, source: looseSwiftFiles[0], sources: sources, into: &inputs)
    }
    inputs.graphs.sort { $0.source < $1.source }
    return inputs
  }

  private static func loadSwift(
    files: [String], source: String, sources: SourceOptions, into inputs: inout LoadedInputs
  ) {
    switch SwiftAppLoader.load(files: files, source: source, entry: sources.entry) {
    case .success(let app):
      inputs.graphs.append(app.graph)
      inputs.inferredTriggers += app.inferredTriggers
      inputs.notes += app.notes
      inputs.errors += app.problems.map(problem)
    case .failure(let error):
      inputs.errors.append(ToolError(location: error.location, message: error.message))
      inputs.errors += error.problems.map(problem)
      inputs.notes += error.notes
    }
  }

  /// The design files directly in a folder (those that load as designs), as a list to print; nil when
  /// there are none. A folder is read as Swift sources, so a design file in it must be named.
  private static func designFiles(in folder: String) -> String? {
    let paths = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      .filter(DesignLoader.isDesignFile).map { (folder as NSString).appendingPathComponent($0) }
      .filter { path in
        if case .success = DesignLoader.load(path: path) { return true }
        return false
      }
    return paths.isEmpty ? nil : paths.joined(separator: ", ")
  }

  /// A file the index could not read, as a tool error placed at the file's start.
  static func problem(_ problem: IndexProblem) -> ToolError {
    ToolError(location: SourceLocation(file: problem.path, line: 1, column: 1), message: problem.message)
  }
}
