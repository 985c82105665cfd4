import NavigationModel

/// Every built-in rule and invariant kind, in one explicit list. A rule missing from here never runs.
public enum RuleRegistry {
  /// The rules that read the design as written, before any exploration.
  public static let staticRules: [any NavigationRule.Type] = [
    DanglingReferenceRule.self,
    DuplicateNameRule.self,
  ]

  /// The rules over the explored state space (navigation-model.md §4).
  public static let explorationRules: [any NavigationRule.Type] = [
    UnreachableRouteRule.self,
    UnreachableCoordinatorRule.self,
    DeadEndRule.self,
    NoWayBackRule.self,
    UnboundedGrowthRule.self,
    InvalidPopTargetRule.self,
    NothingToDismissRule.self,
    PushOutsideStackRule.self,
    UnhandledEventRule.self,
    FinishRootRule.self,
    DeepLinkUnresolvedRule.self,
    ExplorationIncompleteRule.self,
  ]

  /// The invariant kinds teams declare (navigation-model.md §6).
  public static let invariantRules: [any NavigationRule.Type] = [
    ReachableInvariant.self,
    UnreachableInvariant.self,
    OnlyAfterInvariant.self,
    NeverAboveInvariant.self,
    MaxStepsInvariant.self,
    AlwaysReturnsInvariant.self,
  ]

  /// Every rule and invariant kind.
  public static var all: [any NavigationRule.Type] { staticRules + explorationRules + invariantRules }

  /// The rules' descriptions (not the invariants'), sorted by identifier.
  public static var ruleDescriptions: [RuleDescription] {
    (staticRules + explorationRules).map { $0.description }.sorted { $0.identifier < $1.identifier }
  }

  /// The invariant kinds' descriptions, sorted by identifier.
  public static var invariantDescriptions: [RuleDescription] {
    invariantRules.map { $0.description }.sorted { $0.identifier < $1.identifier }
  }

  /// Every description, sorted by identifier.
  public static var descriptions: [RuleDescription] {
    all.map { $0.description }.sorted { $0.identifier < $1.identifier }
  }
}
