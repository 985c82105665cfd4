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
}

/// A problem running a command, with a message for the user; it exits with status 2.
struct CLIError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
