@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Long runs of `[` that SwiftParser would take exponential time over, made harmless before the parse.
///
/// SwiftParser (swift-syntax 603.0.1) looks ahead at each `[` for an `InlineArray` type (`[5 of Int]`) and then, that
/// failing, for a collection type, and both looks recurse into the next `[`: a run of `n` `[` with nothing but
/// whitespace and comments between them (`[[[[1]]]]`, an array nested `n` deep, or such a type) costs about `2^n`
/// steps. Twenty cost 0.2 s, twenty-four 3 s, thirty several minutes: one such line would hang a CI job. Each `[` of
/// a run after the first `keptBrackets`, and the `]` that closes it, is read as a parenthesis instead (`[[[(((1)))]]]`),
/// which parses in linear time; the bytes keep their places, so every location stays true, and what the brackets
/// hold is still read.
public enum BracketRuns {
  /// How many `[` of a run are read as written: 2^12 look-ahead steps at most, about a millisecond.
  public static let keptBrackets = 12

  /// `source` with each run of more than `keptBrackets` `[` made harmless, and the runs (each at its first rewritten
  /// `[`); `source` itself, and no run, when it has none (the common case, told by one pass over its bytes).
  public static func defused(_ source: String) -> (source: String, runs: [GuardedPart]) {
    let (defused, runs) = ParserGuard.defused(source, mayHold: mayHoldRun, find: longRuns)
    return (defused, runs)
  }

  /// Whether the bytes may hold more than `keptBrackets` `[` with nothing but whitespace and comments between them; a
  /// `true` is checked with Swift's own lexer (`longRuns(in:)`), a `false` is certain. Nothing is skipped unread: what
  /// looks like a comment may be in a string (`"http://"`), so a `[` in it counts as well, and it only keeps a run going
  /// (as do bytes outside ASCII and control bytes, which the lexer may read as whitespace); any other byte ends it.
  static func mayHoldRun(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Most files hold too few `[` for a run at all: counted first, in a loop the compiler vectorises.
    var brackets = 0
    for byte in bytes where byte == UInt8(ascii: "[") { brackets += 1 }
    guard brackets > keptBrackets else { return false }
    var run = 0
    var index = 0
    let count = bytes.count
    // Where a comment ends, as far as the bytes tell: the end of its line, or its `*/` (block comments nest).
    var lineComment = false
    var blockDepth = 0
    while index < count {
      // Outside a run, only a `[` or a `/` changes anything (in a line comment, a `[` or the line's end): the bytes
      // between are passed over at once.
      if run == 0, blockDepth == 0 {
        if lineComment {
          while index < count, bytes[index] != UInt8(ascii: "["), bytes[index] != UInt8(ascii: "\n"),
            bytes[index] != UInt8(ascii: "\r")
          {
            index += 1
          }
        } else {
          while index < count, bytes[index] != UInt8(ascii: "["), bytes[index] != UInt8(ascii: "/") { index += 1 }
        }
        guard index < count else { break }
      }
      let byte = bytes[index]
      let next = index + 1 < count ? bytes[index + 1] : 0
      if byte == UInt8(ascii: "[") {
        run += 1
        if run > keptBrackets { return true }
      } else if lineComment {
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { lineComment = false }
      } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        blockDepth += 1
        index += 1
      } else if blockDepth > 0 {
        if byte == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
          blockDepth -= 1
          index += 1
        }
      } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
        lineComment = true
        index += 1
      } else if byte > 0x20 && byte < 0x80 {
        run = 0
      }
      index += 1
    }
    return false
  }

  /// The runs of more than `keptBrackets` `[` tokens in a row, by Swift's own lexer, and the bytes to rewrite: each
  /// `[` after the first `keptBrackets` of a run becomes `(`, and the `]` that closes it `)`.
  private static func longRuns(in buffer: UnsafeBufferPointer<UInt8>) -> (
    parts: [GuardedPart], replacements: [(offset: Int, bytes: [UInt8])]
  ) {
    var runs: [GuardedPart] = []
    var rewritten: [(offset: Int, bytes: [UInt8])] = []
    // The open `[` tokens, each with whether it is read as a parenthesis.
    var open: [Bool] = []
    var run: [Int] = []
    func endRun() {
      if run.count > keptBrackets { runs.append(GuardedPart(offset: run[0], length: run.count)) }
      run = []
    }
    ParserGuard.forEachToken(in: buffer) { kind, _, start in
      switch kind {
      case .leftSquare:
        run.append(start)
        let rewrites = run.count > keptBrackets
        if rewrites { rewritten.append((start, [UInt8(ascii: "(")])) }
        open.append(rewrites)
      case .rightSquare:
        endRun()
        if open.popLast() == true { rewritten.append((start, [UInt8(ascii: ")")])) }
      default:
        endRun()
      }
    }
    endRun()
    return (runs, rewritten)
  }
}
