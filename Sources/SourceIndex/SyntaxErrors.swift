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
    let (places, first) = errorPlaces(in: tree)
    if places > wordedErrors, let first {
      return SyntaxErrorItem(
        location: walker.location(atOffset: first),
        message:
          "code the parser cannot read (more than \(wordedErrors) such places: their messages are not worked out)",
        count: places)
    }
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
    guard let first = diagnostics.first else { return nil }
    return SyntaxErrorItem(
      location: walker.location(atOffset: first.position.utf8Offset), message: first.message,
      count: diagnostics.count)
  }

  /// How many places the parser could not read are given the compiler's words, at most.
  static let wordedErrors = 1_000

  /// How many places of the tree the parser could not read (a missing token, a token it reports, unexpected text), and
  /// the first one's offset: the nodes without errors are not entered, and the walk keeps its own stack.
  static func errorPlaces(in tree: SourceFileSyntax) -> (count: Int, first: Int?) {
    var count = 0
    var first: Int?
    var stack = [Syntax(tree)]
    while let node = stack.popLast() {
      guard node.hasError else { continue }
      let token = node.as(TokenSyntax.self)
      if node.kind == .unexpectedNodes || token.map({ $0.presence == .missing || $0.tokenDiagnostic != nil }) == true {
        count += 1
        if first == nil { first = node.positionAfterSkippingLeadingTrivia.utf8Offset }
        continue
      }
      stack.append(contentsOf: node.children(viewMode: .all).reversed())
    }
    return (count, first)
  }
}
