import Foundation

/// Writes a file all at once: to a temporary file beside it, then renamed over it, so that a failure
/// never leaves a half-written output.
enum AtomicFileWriter {
  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw CLIError("cannot write \(path): the folder \(directory.path) does not exist")
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw CLIError("cannot write \(path): \(error.localizedDescription)")
    }
  }

  static func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  /// Writes a folder of files all at once: into a temporary folder beside it, then moved into place
  /// (replacing an older one), so that a failure leaves no half-written folder.
  static func writeFolder(_ files: [(name: String, data: Data)], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let parent = url.deletingLastPathComponent()
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw CLIError("cannot write \(path): the folder \(parent.path) does not exist")
    }
    let staging = parent.appendingPathComponent(".\(url.lastPathComponent).coordgraph-\(UUID().uuidString)")
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: false)
      for file in files { try file.data.write(to: staging.appendingPathComponent(file.name), options: .atomic) }
      if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
      try manager.moveItem(at: staging, to: url)
    } catch {
      try? manager.removeItem(at: staging)
      throw CLIError("cannot write \(path): \(error.localizedDescription)")
    }
  }
}

/// A problem running a command, with a message for the user; it exits with status 2.
struct CLIError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
