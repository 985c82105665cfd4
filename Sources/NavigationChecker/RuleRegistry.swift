import NavigationModel

/// Every built-in rule, in one explicit list. A rule missing from here never runs.
public enum RuleRegistry {
  /// The rules that read the design as written, before any exploration.
  public static let staticRules: [any NavigationRule.Type] = [
    DanglingReferenceRule.self,
    DuplicateNameRule.self,
  ]

  /// Every rule.
  public static var all: [any NavigationRule.Type] { staticRules }

  /// Every rule's description, sorted by identifier.
  public static var descriptions: [RuleDescription] {
    all.map { $0.description }.sorted { $0.identifier < $1.identifier }
  }
}
