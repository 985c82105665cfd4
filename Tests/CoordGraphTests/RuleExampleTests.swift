import NavigationChecker
import NavigationModel
import Testing

/// Every rule's own examples: triggering ones report exactly where `↓` marks, the others stay silent.
@Suite struct RuleExampleTests {
  static let rules = RuleRegistry.descriptions.map(\.identifier)

  /// The example without its markers, and the (line, column) of each marker.
  private func markers(_ example: String) -> (text: String, places: [SourceLocation]) {
    var text = ""
    var places: [SourceLocation] = []
    var line = 1
    var column = 1
    for character in example {
      if character == RuleDescription.marker {
        places.append(SourceLocation(file: "example.yml", line: line, column: column))
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    return (text, places)
  }

  private func findings(of rule: String, in text: String) throws -> [Finding] {
    NavigationCheck.run(try graph(text, path: "example.yml")).findings.filter { $0.rule == rule }
  }

  @Test(arguments: rules)
  func examples(_ identifier: String) throws {
    let description = try #require(RuleRegistry.descriptions.first { $0.identifier == identifier })
    #expect(!description.triggeringExamples.isEmpty, "\(identifier) has no triggering example")
    #expect(!description.nonTriggeringExamples.isEmpty, "\(identifier) has no non-triggering example")
    for example in description.triggeringExamples {
      let (text, places) = markers(example)
      #expect(!places.isEmpty, "a triggering example of \(identifier) has no ↓ marker:\n\(example)")
      let found = try findings(of: identifier, in: text)
      #expect(
        Set(found.compactMap(\.location)) == Set(places),
        "\(identifier) reported at \(found.compactMap(\.location)), marked at \(places):\n\(text)")
      #expect(found.allSatisfy { $0.severity == description.severity })
    }
    for example in description.nonTriggeringExamples {
      let found = try findings(of: identifier, in: example)
      #expect(found.isEmpty, "\(identifier) reported \(found) in a non-triggering example:\n\(example)")
    }
  }

  @Test func identifiersAreUniqueAndWellFormed() {
    #expect(Set(Self.rules).count == Self.rules.count)
    for rule in Self.rules {
      #expect(rule.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule) is not kebab-case")
    }
  }
}
