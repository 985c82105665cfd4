import NavigationModel
import SwiftParserDiagnostics
import SwiftSyntax

/// Where a file stops being valid Swift: the first of SwiftParser's diagnostics, and how many it gave.
public struct SyntaxErrorItem: Sendable, Hashable {
  /// The first error's place.
  public var location: NavigationModel.SourceLocation
  /// The first error's message, as the compiler words it (`expected '}' to end class`).
  public var message: String
  /// How many errors SwiftParser found in the file.
  public var count: Int
}

extension SourceFileIndexer {
  /// The first syntax error of a parsed file, if it has any. Only files with errors pay for the
  /// diagnostics walk: a clean tree says so in its root's flags.
  static func firstSyntaxError(_ tree: SourceFileSyntax, walker: DeclarationWalker) -> SyntaxErrorItem? {
    guard tree.hasError else { return nil }
    // SwiftParserDiagnostics works out each error's message in time that grows with its line's other errors: a line of
    // 10,000 took 44 s (a generated or garbled file). Past `wordedErrors` places, the first is given without its words.
    let (places, first, unworded) = errorPlaces(in: tree)
    if places > wordedErrors, let first {
      return SyntaxErrorItem(
        location: walker.location(atOffset: first),
        message:
          "code the parser cannot read (more than \(wordedErrors) such places: their messages are not worked out)",
        count: places)
    }
    // SwiftParserDiagnostics stops the process on some places (`breaksTheDiagnostics`): such a file's error is given in
    // words of our own, at the character Swift does not allow that makes it.
    if let unworded, let first {
      guard let invalid = invalidCharacter(before: unworded) else {
        return SyntaxErrorItem(
          location: walker.location(atOffset: first), message: "code the parser cannot read", count: places)
      }
      return SyntaxErrorItem(
        location: walker.location(atOffset: invalid), message: "invalid character in source file", count: places)
    }
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
    guard let first = diagnostics.first else { return nil }
    return SyntaxErrorItem(
      location: walker.location(atOffset: first.position.utf8Offset), message: first.message,
      count: diagnostics.count)
  }

  /// How many places the parser could not read are given the compiler's words, at most.
  static let wordedErrors = 1_000

  /// How many places of the tree the parser could not read (a missing token, a token it reports, unexpected text), the
  /// first one's offset, and the first place that `breaksTheDiagnostics`, if any: the nodes without errors are not
  /// entered, and the walk keeps its own stack.
  static func errorPlaces(in tree: SourceFileSyntax) -> (count: Int, first: Int?, unworded: TokenSyntax?) {
    var count = 0
    var first: Int?
    var unworded: TokenSyntax?
    var stack = [Syntax(tree)]
    while let node = stack.popLast() {
      guard node.hasError else { continue }
      let token = node.as(TokenSyntax.self)
      if node.kind == .unexpectedNodes || token.map({ $0.presence == .missing || $0.tokenDiagnostic != nil }) == true {
        count += 1
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        if first == nil { first = offset }
        if unworded == nil, let token, breaksTheDiagnostics(token) { unworded = token }
        continue
      }
      stack.append(contentsOf: node.children(viewMode: .all).reversed())
    }
    return (count, first, unworded)
  }

  /// Whether SwiftParserDiagnostics would stop the process on a token: an `=` that the lexer reports for whitespace
  /// on one side only, where the whitespace is on both sides of what the parser keeps (a character Swift does not
  /// allow, read as trivia, stands between: `w \u{1}= 1`). Its Fix-It would make no change, which swift-syntax 603.0.1
  /// stops on (`FixIt.init`'s precondition) instead of reporting.
  static func breaksTheDiagnostics(_ token: TokenSyntax) -> Bool {
    guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
    let leading = token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false
    return leading && token.trailingTrivia.contains(where: \.isSpaceOrTab)
  }

  /// Where the first character Swift does not allow is in the trivia just before a token (the parser keeps it there, in
  /// the previous token's trailing trivia or the token's leading trivia), if any.
  static func invalidCharacter(before token: TokenSyntax) -> Int? {
    let previous = token.previousToken(viewMode: .all)
    let trivia = [
      (previous.map { $0.endPositionBeforeTrailingTrivia.utf8Offset }, previous?.trailingTrivia ?? []),
      (token.position.utf8Offset, token.leadingTrivia),
    ]
    for case (var offset?, let pieces) in trivia {
      for piece in pieces {
        if case .unexpectedText = piece { return offset }
        offset += piece.sourceLength.utf8Length
      }
    }
    return nil
  }
}
