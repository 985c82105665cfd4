import SourceIndex

/// What a deep link named by a case of one of the app's enums is called: the strings that the enum's own
/// parser maps to the case (an initialiser such as `init?(url: URL)` whose `case "list", "lists": self =
/// .shoppingList` reads the URL: a link per string), else the case's string raw value (`case crew =
/// "crew-list"`), else the case's name.
enum LinkCaseNames {
  /// Case name to URL names, in the order written, for the cases of `type` (an enum) that its parser or a
  /// raw value names.
  static func names(of type: AppType) -> [String: [String]] {
    guard type.declaration.kind == "enum" else { return [:] }
    var names: [String: [String]] = [:]
    for item in type.declaration.cases { if let raw = item.rawValue { names[item.name] = [raw] } }
    return names.merging(parsedNames(of: type)) { _, fromParser in fromParser }
  }

  /// Whether the enum's own parser maps strings to some of its cases (`case "me": self = .profile`): a case
  /// that it maps no string to is then no link, whatever a handler's `switch` names.
  static func parsesStrings(_ type: AppType) -> Bool { !parsedNames(of: type).isEmpty }

  /// Case name to the strings that the enum's parser maps to it, in the order written.
  private static func parsedNames(of type: AppType) -> [String: [String]] {
    guard type.declaration.kind == "enum" else { return [:] }
    let cases = Set(type.declaration.cases.map(\.name))
    var parsed: [String: [String]] = [:]
    for function in type.functions where isParser(function, of: type) {
      for assignment in function.assignments where assignment.target == [.name("self")] {
        guard let name = assignedCase(assignment.value), cases.contains(name) else { continue }
        for text in innermostStrings(assignment.casePatterns) where parsed[name]?.contains(text) != true {
          parsed[name, default: []].append(text)
        }
      }
    }
    return parsed
  }

  /// Whether a function is an initialiser of an enum of the app: it reads a value (a URL, a string) into
  /// a case and navigates nowhere, so it is no deep-link handler, even when it receives the URL.
  static func isParser(_ function: FunctionItem, of type: AppType) -> Bool {
    function.name == "init" && type.declaration.kind == "enum"
  }

  /// The case an assignment to `self` gives: `.pantry`, `.recipe(id)`, `Self.pantry`, `AppLink.recipe(id)`.
  private static func assignedCase(_ value: ExpressionShape) -> String? {
    switch value {
    case .implicitMember(let name, _): name
    case .reference(let chain) where chain.count > 1: chain.last?.name
    case .call(let chain, _) where chain.count > 1: chain.last?.name
    default: nil
    }
  }

  /// The strings of the innermost `case "text":` around some code (each of `case "list", "lists":`); empty for code in
  /// no such arm.
  static func innermostStrings(_ patterns: [ExpressionShape]) -> [String] {
    patterns.reversed().lazy.map(\.matchedStrings).first { !$0.isEmpty } ?? []
  }
}
