import Foundation
import NavigationModel

/// Reads navigation design files (YAML or JSON, design-format.md) into `NavigationGraph`s.
public enum DesignLoader {
  /// Loads the design at `path`; every problem comes back placed at its line and column.
  public static func load(path: String) -> Result<NavigationGraph, DesignLoadError> {
    let bytes: [UInt8]
    do {
      bytes = try readBytes(path)
    } catch {
      let place = SourceLocation(file: path, line: 1, column: 1)
      return .failure(DesignLoadError(problems: [DesignProblem(location: place, message: error.localizedDescription)]))
    }
    return load(bytes: bytes, path: path)
  }

  /// Loads a design from bytes already read; `path` names it in messages and locations.
  public static func load(bytes: [UInt8], path: String) -> Result<NavigationGraph, DesignLoadError> {
    let text: String
    switch DesignText.decode(bytes, path: path) {
    case .success(let decoded): text = decoded
    case .failure(let problem): return .failure(DesignLoadError(problems: [problem]))
    }
    return load(text: text, path: path)
  }

  /// Loads a design from text.
  public static func load(text: String, path: String) -> Result<NavigationGraph, DesignLoadError> {
    switch DesignNodeParser.parse(text, path: path) {
    case .failure(let problem):
      return .failure(DesignLoadError(problems: [problem]))
    case .success(let root):
      let decoder = DesignDecoder(path: path)
      if let graph = decoder.decodeDocument(root), decoder.problems.isEmpty { return .success(graph) }
      return .failure(DesignLoadError(problems: decoder.problems))
    }
  }

  /// Whether a path names a design file (by extension) rather than Swift sources.
  public static func isDesignFile(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") || lower.hasSuffix(".json")
  }

  private static func readBytes(_ path: String) throws -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ReadFailure("no such file")
    }
    guard !isDirectory.boolValue else { throw ReadFailure("expected a design file, found a directory") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReadFailure("the file cannot be read (check its permissions)")
    }
    return [UInt8](data)
  }
}

/// A file that could not be read at all.
struct ReadFailure: LocalizedError {
  let reason: String
  init(_ reason: String) { self.reason = reason }
  var errorDescription: String? { reason }
}
