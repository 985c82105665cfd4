import Foundation
import Testing
import Yams

@testable import DesignFile

/// The design writer's fast strings give the same YAML as Yams' own `represented()`, and the same JSON
/// as Foundation's encoder.
@Suite struct StringScalarTests {
  static let strings: [String] = [
    "Home", "Home.detail", "_private", "Samples/Pantry/App.swift:12:5", "/tmp/app/Home.swift:3:1",
    "Sign in", "a: b", "a #b", "it's", "say \"hi\"", "x-y", "tasks/{id}", "app://x/{id}", "Off", "off",
    "ON", "yes", "Yes", "NO", "true", "False", "null", "Null", "NULL", "y", "n", "nullable", "yesterday",
    "Trueish", "", "~", "<<", "=", "1", "-1", "+1", "0x1F", "0b101", "1_000", "1.5", ".5", ".inf", ".NaN",
    "2024-01-02", "12:30", "1:20", "- item", "? key", "[a]", "{a}", "!tag", "&anchor", "*alias", "|", ">",
    "%x", "@x", "`x", "tab\there", "yes\n", "null\n", "Home\n", "café", "Café.menu", " lead", "trail ",
  ]

  @Test(arguments: strings)
  func writesAsYamsDoes(_ text: String) throws {
    let fast = try Yams.serialize(node: .scalar(StringScalar.scalar(text)))
    let reference = try Yams.serialize(node: .scalar(text.represented()))
    #expect(fast == reference)
    #expect(try Yams.load(yaml: fast) as? String == text)
  }

  @Test func takesTheFastPathOnlyForPlainNames() {
    let fast = Self.strings.filter(StringScalar.isPlainString)
    #expect(
      fast == [
        "Home", "Home.detail", "_private", "Samples/Pantry/App.swift:12:5", "/tmp/app/Home.swift:3:1", "Sign in",
        "a: b", "a #b", "it's", "say \"hi\"", "x-y", "tasks/{id}", "app://x/{id}", "y", "n", "nullable",
        "yesterday", "Trueish", "trail ",
      ])
  }

  @Test(arguments: strings + ["\\", "a\\b", "\u{1}", "\u{7F}", "\u{2028}", "😀", "a/b"])
  func quotesJSONAsFoundationDoes(_ text: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    #expect(OrderedJSONWriter.quoted(text) == String(decoding: try encoder.encode(text), as: UTF8.self))
  }

  /// Each string written plain after a key, where that is YAML (`k: a: b` is not), and explicit tags.
  static let plainLines =
    strings.map { "k: \($0)" }.filter { (try? Yams.compose(yaml: $0)) != nil } + [
      "k: !!int 12", "k: !!int Home", "k: !!str yes", "k: ! x", "k: !!bool true", "k: !!str Home",
    ]

  @Test(arguments: plainLines)
  func readsTagsAsYamsDoes(_ line: String) throws {
    // Two parses, so that the reference resolution is not cached in the node the fast path reads.
    let fast = try #require(try Yams.compose(yaml: line)?.mapping?.first?.value)
    let slow = try #require(try Yams.compose(yaml: line)?.mapping?.first?.value)
    #expect(fast.tagName == Tag.Name(rawValue: slow.tag.description))
  }
}
