import NavigationChecker

/// The findings made while reading Swift sources rather than by exploring the design; listed with the
/// rules by `coordgraph rules`. (Their examples are Swift apps, in the front end's fixture tests.)
public enum SourceRuleDescriptions {
  /// `--strict-triggers`: an action read from Swift that fires from every route of its coordinator.
  public static let inferredTrigger = RuleDescription(
    identifier: "inferred-trigger",
    summary:
      "Swift sources, with `--strict-triggers`: an action is called from no screen coordgraph can follow, "
      + "so it is assumed to fire from every route of its coordinator",
    severity: .warning, triggeringExamples: [], nonTriggeringExamples: [])

  /// Every one, by identifier.
  public static let all = [inferredTrigger]
}
