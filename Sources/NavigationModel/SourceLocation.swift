/// A place in a file that the user can open: a design file, or a Swift source.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path as the user gave it (relative paths stay relative, so output is portable).
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, when known (`at: "File.swift:31"` gives none).
  public var column: Int?

  /// Creates a location.
  public init(file: String, line: Int, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:column`, or `path:line` without a column: the form editors and Xcode open.
  public var description: String {
    if let column { return "\(file):\(line):\(column)" }
    return "\(file):\(line)"
  }

  /// Parses `path:line` or `path:line:column`; nil when the text has neither form.
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 2 else { return nil }
    if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]),
      line > 0, column > 0
    {
      let file = parts.dropLast(2).joined(separator: ":")
      guard !file.isEmpty else { return nil }
      self.init(file: file, line: line, column: column)
      return
    }
    guard let line = Int(parts[parts.count - 1]), line > 0 else { return nil }
    let file = parts.dropLast().joined(separator: ":")
    guard !file.isEmpty else { return nil }
    self.init(file: file, line: line)
  }

  /// Orders by file, then line, then column (a missing column first).
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    return (lhs.column ?? 0) < (rhs.column ?? 0)
  }
}
