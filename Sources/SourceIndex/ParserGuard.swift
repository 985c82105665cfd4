@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// A part of a file that is read otherwise than written before the parse, so that SwiftParser reads it in linear time
/// and within its stack (`BracketRuns`, `ElseIfChains`): where it is in the file's bytes, and how long it is.
public struct GuardedPart: Sendable, Hashable {
  /// Where it is: a run's first `[`, a chain's first rewritten `else`.
  public var offset: Int
  /// How many brackets or branches it has.
  public var length: Int
}

/// What the parser guards share: a cheap look at the bytes first, then Swift's own lexer where it may be needed, then
/// the bytes rewritten in place (their offsets, lines and columns unchanged).
enum ParserGuard {
  /// `source` with the replacements `find` gives, and the parts it found; `source` itself, and no part, when `mayHold`
  /// says the bytes cannot hold one (the common case) or `find` finds none.
  static func defused(
    _ source: String, mayHold: (UnsafeBufferPointer<UInt8>) -> Bool,
    find: (UnsafeBufferPointer<UInt8>) -> (parts: [GuardedPart], replacements: [(offset: Int, bytes: [UInt8])])
  ) -> (source: String, parts: [GuardedPart]) {
    var source = source
    let found = source.withUTF8 { bytes in mayHold(bytes) ? find(bytes) : nil }
    guard let (parts, replacements) = found, !parts.isEmpty else { return (source, []) }
    var bytes = Array(source.utf8)
    for (offset, replacement) in replacements {
      bytes.replaceSubrange(offset..<offset + replacement.count, with: replacement)
    }
    return (String(decoding: bytes, as: UTF8.self), parts)
  }

  /// Calls `body` with each token of the bytes, by SwiftParser's own lexer (strings, comments and interpolations as the
  /// parser sees them): its kind, its text, and where its text starts.
  static func forEachToken(
    in buffer: UnsafeBufferPointer<UInt8>, _ body: (RawTokenKind, SwiftSyntax.SyntaxText, Int) -> Void
  ) {
    let tracker = UnsafeMutablePointer<LookaheadTracker>.allocate(capacity: 1)
    tracker.initialize(to: LookaheadTracker())
    defer { tracker.deallocate() }
    var offset = 0
    for lexeme in Lexer.tokenize(buffer, from: 0, lookaheadTracker: tracker, experimentalFeatures: []) {
      guard lexeme.rawTokenKind != .endOfFile else { return }
      body(lexeme.rawTokenKind, lexeme.tokenText, offset + lexeme.textRange.lowerBound)
      offset += lexeme.byteLength
    }
  }
}
