@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Very long `else if` chains, made harmless before the parse.
///
/// SwiftParser reads each `else if` of a chain by recursing into it (about 2 KB of stack a branch in a release build),
/// and its nesting limit does not bound that: even on the parsing threads' 64 MB stacks (`DeepStackWorkers`), a chain of
/// 50,000 branches overflowed. In a block with more than `keptBranches` `else if`, the `else` of each one after those is
/// read as `;` and blanks, so that its `if` starts a statement of its own (the `;` keeps it valid Swift on a line shared
/// with the branch before: diagnostics of 10,000 statements on one line took minutes): the parse stays flat, the bytes
/// keep their places, and what the branches hold is still read.
public enum ElseIfChains {
  /// How many `else if` of one block are read as written.
  public static let keptBranches = 10_000

  /// `source` with the `else` of each `else if` past the first `keptBranches` of a block made `;   `, and the blocks (each
  /// at its first rewritten `else`); `source` itself, and no block, when no block has that many (told by counting
  /// its `e` first).
  public static func defused(_ source: String) -> (source: String, chains: [GuardedPart]) {
    let (defused, chains) = ParserGuard.defused(
      source, mayHold: mayHoldChain, find: longChains)
    return (defused, chains)
  }

  /// Whether the bytes may hold more than `keptBranches` `else`: each has two `e`, so fewer than twice as many `e` is
  /// certain (counted in a loop the compiler vectorises; most files hold a few hundred), and so are fewer than that
  /// many `else` written anywhere (in words, comments and strings too: a large file has enough `e` to pass the first
  /// count, and Swift's lexer over all of them cost a twentieth of the parse of swift-syntax's sources).
  private static func mayHoldChain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var letters = 0
    for byte in bytes where byte == UInt8(ascii: "e") { letters += 1 }
    guard letters > 2 * keptBranches else { return false }
    var elses = 0
    var index = 0
    while index + 3 < bytes.count {
      if bytes[index] == UInt8(ascii: "e"), bytes[index + 1] == UInt8(ascii: "l"),
        bytes[index + 2] == UInt8(ascii: "s"),
        bytes[index + 3] == UInt8(ascii: "e")
      {
        elses += 1
        if elses > keptBranches { return true }
        index += 4
      } else {
        index += 1
      }
    }
    return false
  }

  /// The blocks with more than `keptBranches` `else if`, by Swift's own lexer, and the `else` to rewrite.
  private static func longChains(in buffer: UnsafeBufferPointer<UInt8>) -> (
    parts: [GuardedPart], replacements: [(offset: Int, bytes: [UInt8])]
  ) {
    // For each open block: how many `else if` it has, and where its first rewritten `else` is.
    var blocks: [(count: Int, firstRewritten: Int?)] = [(0, nil)]
    var chains: [GuardedPart] = []
    var rewritten: [(offset: Int, bytes: [UInt8])] = []
    var pendingElse: Int?
    func close(_ block: (count: Int, firstRewritten: Int?)) {
      if let first = block.firstRewritten { chains.append(GuardedPart(offset: first, length: block.count)) }
    }
    ParserGuard.forEachToken(in: buffer) { kind, text, start in
      let elseBefore = pendingElse
      pendingElse = nil
      switch kind {
      case .keyword where text == "else":
        pendingElse = start
      case .keyword where text == "if":
        guard let elseOffset = elseBefore else { break }
        blocks[blocks.count - 1].count += 1
        if blocks[blocks.count - 1].count > keptBranches {
          rewritten.append((elseOffset, Array(";   ".utf8)))
          if blocks[blocks.count - 1].firstRewritten == nil { blocks[blocks.count - 1].firstRewritten = elseOffset }
        }
      case .leftBrace:
        blocks.append((0, nil))
      case .rightBrace:
        if blocks.count > 1 { close(blocks.removeLast()) }
      default:
        break
      }
    }
    blocks.reversed().forEach(close)
    return (chains.sorted { $0.offset < $1.offset }, rewritten)
  }
}
