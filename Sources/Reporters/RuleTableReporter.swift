import NavigationChecker

/// The README's rule table, generated from the rules' own descriptions.
public enum RuleTableReporter {
  /// Markdown tables: the rules, the invariant kinds, then the findings about Swift sources;
  /// identifier, severity, what it means.
  public static func markdown() -> String {
    table(RuleRegistry.ruleDescriptions, heading: "rule") + "\n"
      + table(RuleRegistry.invariantDescriptions, heading: "invariant") + "\n"
      + table(SourceRuleDescriptions.all, heading: "reading Swift")
  }

  private static func table(_ descriptions: [RuleDescription], heading: String) -> String {
    var lines = ["| \(heading) | severity | what it means |", "| --- | --- | --- |"]
    for rule in descriptions {
      lines.append("| `\(rule.identifier)` | \(rule.severity.rawValue) | \(rule.summary) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A plain listing for the terminal: the rules and invariant kinds, then the findings about Swift sources.
  public static func plain(
    _ descriptions: [RuleDescription] = RuleRegistry.descriptions + SourceRuleDescriptions.all
  ) -> String {
    let width = descriptions.map(\.identifier.count).max() ?? 0
    return descriptions.map { rule in
      let padded = rule.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
      return "\(padded)  \(rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.summary)\n"
    }.joined()
  }
}
