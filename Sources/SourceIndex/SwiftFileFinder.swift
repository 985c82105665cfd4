import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the Swift files an app's sources hold: `.swift` files given directly, and those under the
/// directories given, skipping build products, dependencies, hidden folders and `--exclude` globs.
/// Symbolic links are followed once: a link back into a folder already walked is not walked again, and a file reached
/// by two paths (a link to it, a folder given twice) is read once, by the first path found.
public struct SwiftFileFinder: Sendable {
  /// Folders never walked: build products, dependencies, and Xcode's `Preview Content` (development assets: code for
  /// previews only, such as a coordinator's preview stand-in, that release builds leave out).
  public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "Preview Content"]

  /// Glob patterns (`fnmatch`, matched against the path as found and against each name) to leave out.
  public var excludes: [String]

  /// Creates a finder.
  public init(excludes: [String] = []) {
    self.excludes = excludes
  }

  /// The Swift files under `paths`, sorted, each once.
  public func files(in paths: [String]) -> [String] { files(in: paths, endingIn: ".swift") }

  /// The files under `paths` whose names end in `suffix` (`.storyboard`), walked and left out as the Swift files are,
  /// sorted, each once.
  public func files(in paths: [String], endingIn suffix: String) -> [String] {
    var found = Found()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        walk(path, suffix: suffix, found: &found)
      } else if path.hasSuffix(suffix), !isExcluded(path) {
        found.add(path)
      }
    }
    return found.paths.sorted()
  }

  /// The files found, and the folders and files seen, by their canonical paths.
  private struct Found {
    var paths: [String] = []
    var files = Set<String>()
    var folders = Set<String>()

    mutating func add(_ path: String) {
      if files.insert(SwiftFileFinder.canonical(path)).inserted { paths.append(path) }
    }
  }

  private func walk(_ folder: String, suffix: String, found: inout Found) {
    guard found.folders.insert(Self.canonical(folder)).inserted else { return }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names.sorted() {
      let path = (folder as NSString).appendingPathComponent(name)
      if name.hasPrefix(".") || isExcluded(path) || isExcluded(name) { continue }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        // A name with the suffix that cannot be opened (a dangling link) is kept, to be reported as unreadable.
        if name.hasSuffix(suffix) { found.add(path) }
        continue
      }
      if isDirectory.boolValue {
        if !Self.skippedFolders.contains(name) { walk(path, suffix: suffix, found: &found) }
      } else if name.hasSuffix(suffix) {
        found.add(path)
      }
    }
  }

  /// The absolute path with every link resolved (`realpath`), the same however the path is written (`.`, `../App`, a
  /// link); the path as it is when it cannot be resolved (a dangling link).
  static func canonical(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private func isExcluded(_ path: String) -> Bool {
    excludes.contains { fnmatch($0, path, 0) == 0 }
  }
}
