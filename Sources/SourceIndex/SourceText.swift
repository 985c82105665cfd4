/// A file's bytes, for reading a node's text as written by slicing instead of rebuilding it
/// (`trimmedDescription` copies the tree through key paths and costs more than the parse).
struct SourceText {
  let bytes: [UInt8]
  /// The offset where each line starts (`\n`, `\r\n` and `\r` end a line, as for the compiler).
  let lineStarts: [Int]

  init(_ source: String) {
    bytes = Array(source.utf8)
    var starts = [0]
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\r") {
        if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        starts.append(index + 1)
      } else if bytes[index] == UInt8(ascii: "\n") {
        starts.append(index + 1)
      }
      index += 1
    }
    lineStarts = starts
  }

  /// The line and column (1-based, columns in UTF-8 bytes like the compiler's) of a file offset.
  func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  /// A node's text without its leading and trailing trivia.
  func text(_ node: RawNode) -> String {
    let start = node.start
    let end = node.end
    guard start >= 0, start <= end, end <= bytes.count else { return "" }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
