import DesignFile
import Foundation
import NavigationModel
import Reporters

/// The graphs that a command's paths yield, and the problems of the paths that yield none.
struct LoadedInputs {
  var graphs: [NavigationGraph] = []
  var errors: [ToolError] = []
}

/// Turns the paths given on the command line into graphs; one bad input never stops the others.
enum InputLoader {
  static func load(_ paths: [String]) -> LoadedInputs {
    var inputs = LoadedInputs()
    for path in paths {
      let start = SourceLocation(file: path, line: 1, column: 1)
      guard FileManager.default.fileExists(atPath: path) else {
        inputs.errors.append(ToolError(location: start, message: "no such file or folder"))
        continue
      }
      guard DesignLoader.isDesignFile(path) else {
        inputs.errors.append(
          ToolError(
            location: start,
            message: "expected a design file (.yml, .yaml or .json); reading Swift sources is not supported yet"))
        continue
      }
      switch DesignLoader.load(path: path) {
      case .success(let graph):
        inputs.graphs.append(graph)
      case .failure(let error):
        inputs.errors += error.problems.map { ToolError(location: $0.location, message: $0.message) }
      }
    }
    inputs.graphs.sort { $0.source < $1.source }
    return inputs
  }
}
