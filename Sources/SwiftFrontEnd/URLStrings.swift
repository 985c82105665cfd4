import SourceIndex

/// What a URL the app builds from a literal (`URL(string: "shop://cart/42")!`) passes to a method whose arms test its
/// URL parameter's strings (`switch url.host { case "cart": ... }`, `if url.path.hasPrefix("/cart")`,
/// `url.absoluteString.contains("42")`): each string those arms test that the literal's text holds. A string in the
/// text counts wherever it stands (the reading does not tell which part of the URL an arm tests), so a URL may pass
/// an arm it would not run, never miss one it would.
enum URLStrings {
  /// Whether a type, by its written name, holds such a URL (compared, not hashed: asked of every parameter).
  static func isURLType(_ name: String) -> Bool { name == "URL" || name == "URLComponents" }

  /// The text of a URL built from a string literal (`URL(string:)`, `URLComponents(string:)`); nil for any other value.
  static func literal(_ value: ExpressionShape) -> String? {
    guard case .call(let chain, let arguments) = value, chain.count == 1, case .name(let type) = chain[0],
      isURLType(type), arguments.count == 1, arguments[0].label == "string",
      case .string(let text) = arguments[0].value
    else { return nil }
    return text
  }

  /// The strings among `tested` (those the arms of the methods called test) that the URL `value` builds holds, in
  /// the order tested; the URL's text alone when it holds none (it runs no arm that names strings); empty when
  /// `value` builds no URL from a literal.
  static func passed(_ value: ExpressionShape, tested: [String]) -> [String] {
    guard let text = literal(value) else { return [] }
    var held: [String] = []
    for string in tested where !string.isEmpty && text.contains(string) && !held.contains(string) {
      held.append(string)
    }
    return held.isEmpty ? [text] : held
  }

  /// Whether some call or assignment of a function is in an arm that tests strings (`case "account":`).
  static func testsStrings(_ function: FunctionItem) -> Bool {
    function.calls.contains { !$0.casePatterns.isEmpty && !LinkCaseNames.innermostStrings($0.casePatterns).isEmpty }
      || function.assignments.contains {
        !$0.casePatterns.isEmpty && !LinkCaseNames.innermostStrings($0.casePatterns).isEmpty
      }
  }

  /// The `case` patterns around a function's calls and assignments (the code that arms may hold).
  static func patterns(in function: FunctionItem) -> [[ExpressionShape]] {
    function.calls.map(\.casePatterns) + function.assignments.map(\.casePatterns)
  }

  /// The strings that arms with these `case` patterns test (`case "cart":`, the innermost test of each), each once, in
  /// the order written.
  static func tested(in patterns: [[ExpressionShape]]) -> [String] {
    var strings: [String] = []
    for string in patterns.flatMap(LinkCaseNames.innermostStrings) where !strings.contains(string) {
      strings.append(string)
    }
    return strings
  }
}
