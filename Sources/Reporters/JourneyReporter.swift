import Foundation
import NavigationModel

/// The `path` command's output: a user journey, one numbered step per line.
public enum JourneyReporter {
  /// Text: a heading, then `  1. push settings from Profile.profile  (file:line:column)`.
  public static func text(_ journey: [TraceStep]?, to route: String, complete: Bool) -> String {
    guard let journey else {
      let caveat = complete ? "" : " within the exploration bounds"
      return "\(route) is not reachable from launch\(caveat)\n"
    }
    if journey.isEmpty { return "\(route) is shown at launch (0 steps)\n" }
    var lines = ["Shortest journey to \(route) (\(journey.count) step\(journey.count == 1 ? "" : "s")):"]
    for (index, step) in journey.enumerated() {
      let place = step.location.map { "  (\($0))" } ?? ""
      lines.append("  \(index + 1). \(TextReporter.describe(step))\(place)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// JSON: `{"route", "reachable", "steps": [{action, from, to, location}]}`.
  public static func json(_ journey: [TraceStep]?, to route: String, complete: Bool) -> String {
    let document = JourneyDocument(
      route: route, reachable: journey != nil, complete: complete, steps: (journey ?? []).map(StepDocument.init))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

private struct JourneyDocument: Encodable {
  let route: String
  let reachable: Bool
  let complete: Bool
  let steps: [StepDocument]
}
