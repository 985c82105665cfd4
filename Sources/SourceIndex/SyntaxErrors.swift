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
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
    guard let first = diagnostics.first else { return nil }
    return SyntaxErrorItem(
      location: walker.location(atOffset: first.position.utf8Offset), message: first.message,
      count: diagnostics.count)
  }
}
