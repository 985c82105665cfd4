import NavigationModel
import Reporters
import SwiftFrontEnd

/// `--strict-triggers`: an action read from Swift that fires from every route of its coordinator
/// because no screen was found to call it.
enum InferredTriggerFinding {
  static let rule = SourceRuleDescriptions.inferredTrigger.identifier

  static func make(_ trigger: InferredTrigger) -> Finding {
    Finding(
      rule: rule, severity: SourceRuleDescriptions.inferredTrigger.severity,
      subject: "\(trigger.coordinator): \(trigger.action.summary)",
      message:
        "'\(trigger.action.summary)' in \(trigger.coordinator) is called from no screen that coordgraph can follow; "
        + "it is assumed to fire from every route of \(trigger.coordinator)",
      location: trigger.action.location)
  }
}
