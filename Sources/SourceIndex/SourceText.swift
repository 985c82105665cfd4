import SwiftSyntax

/// A file's bytes, for reading a node's text as written by slicing instead of rebuilding it
/// (`trimmedDescription` copies the tree through key paths and costs more than the parse).
struct SourceText {
  let bytes: [UInt8]

  init(_ source: String) { bytes = Array(source.utf8) }

  /// The node's text without its leading and trailing trivia.
  func text(_ node: some SyntaxProtocol) -> String {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    guard start >= 0, start <= end, end <= bytes.count else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
