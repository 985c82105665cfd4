@_spi(RawSyntax) import SwiftSyntax

/// Which identifiers of a file, token by token, may name a function: not the name a declaration gives (`func settings`,
/// `var`, `let`), nor an enum case's (`case settings`, `case inbox, settings`), nor an implicit member
/// (`.settings` in `navigate(toRoute: .settings)`, `.detail(id: 3)`, `case .settings:`: an enum case, where a route
/// and the coordinator's method that shows it often share their name), unless it calls a static function of that
/// name (`.make()`). `coordinator.settings`, `self?.settings` or `\.settings` reads a member of a value: a mention.
/// Nor is the name written on its own in the body of a function of that name: there it is a local or a parameter (`let
/// checkout = CheckoutCoordinator()` in `func checkout()`), or the function calling itself, which runs only once
/// something else has called it.
struct MentionReading {
  /// What a keyword token says of the identifier after it or of a `.` after it.
  private enum Word { case other, declarer, functionDeclarer, caseKeyword, valueKeyword, otherDeclarer }

  private var previous: RawTokenKind?
  private var previousWord = Word.other
  /// The kind of the token before the last `.` (and what it says, for a keyword), when the last token is one.
  private var beforePeriod: RawTokenKind?
  private var beforePeriodWord = Word.other
  /// An implicit member whose next token says whether it is called.
  private var pending: String?
  /// Whether the tokens are in a `case` clause's list (at its own depth of brackets), and that depth.
  private var inCaseList = false
  private var depth = 0
  /// The names of static functions, which an implicit member expression may call (`.make()`).
  private let typeMembers: Set<String>
  /// The cases of the app's enums among the names, by enum name: `BookingRoute.confirm` names a case, no function.
  private let enumCases: [String: Set<String>]
  /// The identifier before the last `.`, when the last token is one and there are enum cases to tell.
  private var nameBeforePeriod: String?
  private var previousName: String?
  /// The functions whose bodies the tokens are in, innermost last, each with the depth of braces inside its body.
  private var bodies: [(name: String, braces: Int)] = []
  /// A function declared whose body has not opened yet (none, for a protocol's requirement), with the depth of
  /// parentheses it is declared at: its body is the next `{` at that depth.
  private var declaredFunction: (name: String, parentheses: Int)?
  private var braces = 0
  private var parentheses = 0

  init(typeMembers: Set<String> = [], enumCases: [String: Set<String>] = [:]) {
    self.typeMembers = typeMembers
    self.enumCases = enumCases
  }

  /// The name the token mentions, if it is an identifier that may name a function; or the implicit member before it,
  /// when it is a call's `(`.
  mutating func mention(_ kind: RawTokenKind, _ text: SwiftSyntax.SyntaxText) -> String? {
    defer {
      if kind == .period { (beforePeriod, beforePeriodWord, nameBeforePeriod) = (previous, previousWord, previousName) }
      previous = kind
      if !enumCases.isEmpty { previousName = kind == .identifier ? Self.unescaped(text) : nil }
      previousWord = kind == .keyword ? Self.word(text) : .other
    }
    var result: String?
    if let called = pending {
      pending = nil
      if kind == .leftParen, typeMembers.contains(called) { result = called }
    }
    trackCaseList(kind, text)
    trackBodies(kind, text)
    guard kind == .identifier else { return result }
    let name = Self.unescaped(text)
    if previousWord == .functionDeclarer { declaredFunction = (name, parentheses) }
    if previousWord == .declarer || previousWord == .functionDeclarer || previousWord == .caseKeyword { return result }
    if previous != .period, declaredFunction?.name == name || bodies.contains(where: { $0.name == name }) {
      return result
    }
    if previous == .comma && inCaseList && depth == 0 { return result }
    if previous == .period, beforePeriod == .identifier, let owner = nameBeforePeriod,
      enumCases[owner]?.contains(name) == true
    {
      return result
    }
    if previous == .period && !Self.endsAValue(beforePeriod, beforePeriodWord) {
      pending = name
      return result
    }
    return name
  }

  /// Follows the brackets and the `case` clauses: an identifier after a `,` at the clause's own depth is one of its
  /// cases; a `:`, `=`, `{` or `}` there ends the list.
  private mutating func trackCaseList(_ kind: RawTokenKind, _ text: SwiftSyntax.SyntaxText) {
    switch kind {
    case .keyword where Self.word(text) == .caseKeyword:
      inCaseList = true
      depth = 0
    case .leftParen, .leftSquare: depth += 1
    case .rightParen, .rightSquare: depth -= 1
    case .colon where depth <= 0, .equal where depth <= 0: inCaseList = false
    case .leftBrace, .rightBrace: inCaseList = false
    default: break
    }
  }

  /// Follows the functions' bodies: a function declared opens its body at the next `{` at its depth of parentheses (not
  /// a closure given as a parameter's default value), unless another declaration or the `}` of the scope around it
  /// comes first. Its name written in its parameters (`func share(share: Bool)`) is no mention either.
  private mutating func trackBodies(_ kind: RawTokenKind, _ text: SwiftSyntax.SyntaxText) {
    switch kind {
    case .leftParen, .leftSquare: parentheses += 1
    case .rightParen, .rightSquare: parentheses -= 1
    case .leftBrace:
      braces += 1
      if let declared = declaredFunction, declared.parentheses == parentheses {
        bodies.append((declared.name, braces))
        declaredFunction = nil
      }
    case .rightBrace:
      if bodies.last?.braces == braces { bodies.removeLast() }
      braces -= 1
      if declaredFunction?.parentheses == parentheses { declaredFunction = nil }
    case .keyword:
      if let declared = declaredFunction, declared.parentheses == parentheses, Self.word(text) != .other,
        Self.word(text) != .valueKeyword
      {
        declaredFunction = nil
      }
    default: break
    }
  }

  /// Whether a token before a `.` ends a value, so that the `.` reads a member of it (`coordinator.settings`,
  /// `model?.settings`, `items[0].settings`, `{ ... }.settings`, `\.settings`), not an implicit member (`.settings`).
  private static func endsAValue(_ kind: RawTokenKind?, _ word: Word) -> Bool {
    switch kind {
    case .identifier, .dollarIdentifier, .rightParen, .rightSquare, .rightBrace, .rightAngle, .postfixQuestionMark,
      .exclamationMark, .postfixOperator, .stringQuote, .multilineStringQuote, .rawStringPoundDelimiter,
      .integerLiteral, .floatLiteral, .backslash:
      return true
    case .keyword: return word == .valueKeyword
    default: return false
    }
  }

  private static func word(_ text: SwiftSyntax.SyntaxText) -> Word {
    switch text {
    case "func": .functionDeclarer
    case "var", "let": .declarer
    case "case": .caseKeyword
    case "self", "Self", "super": .valueKeyword
    case "init", "subscript", "typealias", "class", "struct", "enum", "protocol", "extension", "actor": .otherDeclarer
    default: .other
    }
  }

  private static func unescaped(_ text: SwiftSyntax.SyntaxText) -> String {
    String(identifier: text)
  }
}
