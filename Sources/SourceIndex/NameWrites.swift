@_spi(RawSyntax) import SwiftSyntax

/// Which of some names a set of Swift files may write to where the source index saw no assignment: the safety check
/// behind a stored property that nothing sets (`NeverSetProperties` in the front end). The index reads the assignments
/// of the types' functions; code it does not read as a function (a global function, top-level code, a closure a
/// property's value is built with) may set a property too, and so may `&x.name` (an `inout` argument) or a writable key
/// path (`\.name`).
///
/// Each file that writes a name is looked at by SwiftParser's own lexer (names in comments and strings are no writes).
/// A write is `name =` (not after `let`, `var` or `case`, which declare a local of that name), any name in parentheses
/// just before `=` (a tuple assignment: `(screen.coordinator, other) = pair`), any name of a chain after `&`, and any name
/// of a key path. A file that writes a name more often than its index assigns to it (`File.assigned`,
/// counting every assignment whose place ends with the name, whatever it is called on) writes it where the index did
/// not look.
public enum NameWrites {
  /// A file to look at, with how many assignments to each name its index holds.
  public struct File: Sendable {
    public var path: String
    public var assigned: [String: Int]

    /// A file at `path` whose index holds `assigned` assignments to each name (`x.coordinator = self` counts for
    /// `coordinator`).
    public init(path: String, assigned: [String: Int]) {
      self.path = path
      self.assigned = assigned
    }
  }

  /// The names among `names` that some file writes more often than its index assigns to them; a file that cannot be
  /// read writes them all. `threads`: the threads the files are read on (all the cores when nil).
  public static func writtenUnseen(_ names: Set<String>, in files: [File], threads: Int? = nil) -> Set<String> {
    guard !names.isEmpty else { return [] }
    return FileScan.names(in: files.map(\.path), threads: threads, unreadable: names) { index, bytes, _ in
      writesUnseen(of: names, in: bytes, assigned: files[index].assigned)
    }
  }

  /// The names among `names` that the bytes of one file write more often than `assigned` says.
  static func writesUnseen(of names: Set<String>, in bytes: UnsafeBufferPointer<UInt8>, assigned: [String: Int])
    -> Set<String>
  {
    let present = names.filter { NameMentions.wholeWords(Array($0.utf8), in: bytes) > 0 }
    guard !present.isEmpty else { return [] }
    var writes: [String: Int] = [:]
    var reading = WriteReading(names: present)
    ParserGuard.forEachToken(in: bytes) { kind, text, _ in
      reading.read(kind, text) { writes[$0, default: 0] += 1 }
    }
    return Set(writes.filter { $0.value > assigned[$0.key, default: 0] }.keys)
  }
}

/// Reads a file's tokens in order and tells which of them write one of the names (`NameWrites`).
struct WriteReading {
  let names: Set<String>
  /// The name just read, waiting to see whether `=` follows it.
  private var pending: String?
  /// Whether the identifier just read follows `let`, `var` or `case` (it declares a local).
  private var declaring = false
  /// Whether the tokens read belong to a chain after `&` or `\` (every name in it is written).
  private var inWrittenChain = false
  /// Whether the last token was `let`, `var` or `case`.
  private var afterDeclarer = false
  /// The names read inside the open parentheses, and where each open parenthesis's names start among them.
  private var namesInParentheses: [String] = []
  private var openParentheses: [Int] = []
  /// The names of the parentheses just closed, waiting to see whether `=` follows them (`(a.name, b) = pair`).
  private var pendingGroup: ArraySlice<String> = []

  init(names: Set<String>) { self.names = names }

  /// Reads one token, calling `wrote` with each name it writes: `=` completes the write of the name just before it, or
  /// of every name in the parentheses just before it (a tuple assignment).
  mutating func read(_ kind: RawTokenKind, _ text: SwiftSyntax.SyntaxText, wrote: (String) -> Void) {
    defer { afterDeclarer = kind == .keyword && (text == "let" || text == "var" || text == "case") }
    if kind == .equal {
      if let name = pending, !declaring { wrote(name) }
      for name in pendingGroup { wrote(name) }
    }
    pending = nil
    pendingGroup = []
    switch kind {
    case .prefixAmpersand, .backslash:
      inWrittenChain = true
    case .identifier:
      let name = String(identifier: text)
      guard names.contains(name) else { return }
      if !openParentheses.isEmpty { namesInParentheses.append(name) }
      if inWrittenChain {
        wrote(name)
      } else {
        pending = name
        declaring = afterDeclarer
      }
    case .period, .postfixQuestionMark, .exclamationMark:
      break
    case .keyword where text == "self" || text == "Self":
      break
    case .leftParen:
      inWrittenChain = false
      openParentheses.append(namesInParentheses.count)
    case .rightParen:
      inWrittenChain = false
      guard let start = openParentheses.popLast() else { return }
      pendingGroup = namesInParentheses[start...]
      if openParentheses.isEmpty { namesInParentheses.removeAll(keepingCapacity: true) }
    default:
      inWrittenChain = false
    }
  }
}
