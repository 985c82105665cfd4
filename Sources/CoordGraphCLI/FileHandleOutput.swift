import Foundation

/// Writes to the standard streams without buffering surprises.
enum FileHandleOutput {
  static func standardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
