import DesignFile
import NavigationModel
import Testing

/// Every class of load error comes out at its exact line and column, saying what was expected and found.
@Suite struct DesignLoadErrorTests {
  private func only(_ text: String) -> DesignProblem? {
    let found = problems(text)
    #expect(found.count == 1, "expected one problem, got \(found)")
    return found.first
  }

  private let valid = """
    version: 1
    entry: App
    coordinators:
      App:
        kind: stack
        start: home
        routes:
          home: {}
    """

  @Test func validDesignLoads() throws {
    let loaded = try graph(valid)
    #expect(loaded.coordinators.map(\.name) == ["App"])
    #expect(loaded.coordinators[0].location == SourceLocation(file: "design.yml", line: 4, column: 3))
  }

  @Test func wrongType() {
    let problem = only(valid.replacingOccurrences(of: "kind: stack", with: "kind: [stack]"))
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 5, column: 11))
    #expect(problem?.message == "expected a coordinator kind (stack, tabs or root), found a sequence")
  }

  @Test func wrongScalarType() {
    let problem = only(valid.replacingOccurrences(of: "home: {}", with: "home: {terminal: maybe}"))
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 8, column: 24))
    #expect(problem?.message == "expected `terminal` (true or false), found the string \"maybe\"")
  }

  @Test func unknownKeyListsTheValidKeys() {
    let problem = only(valid.replacingOccurrences(of: "routes:", with: "rotues:"))
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 7, column: 5))
    #expect(
      problem?.message
        == "unknown key \"rotues\" in coordinator \"App\"; valid keys: at, handles, kind, routes, start, tabs")
  }

  @Test func missingRequiredKey() {
    let problem = only(valid.replacingOccurrences(of: "    start: home\n", with: ""))
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 4, column: 3))
    #expect(problem?.message == "coordinator \"App\" is missing the required key \"start\"")
  }

  @Test func unknownAction() {
    let problem = only(valid.replacingOccurrences(of: "home: {}", with: "home:\n        actions:\n          - show: x"))
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 10, column: 13))
    #expect(problem?.message.hasPrefix("unknown action \"show\"; expected one of push, present, cover") == true)
  }

  @Test func unknownBareAction() {
    let problem = only(valid.replacingOccurrences(of: "home: {}", with: "home: {actions: [close]}"))
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 8, column: 24))
    #expect(problem?.message.hasPrefix("unknown action \"close\"") == true)
  }

  @Test func ifAnyOnAStepOtherThanADismiss() {
    let link = "\ndeeplinks:\n  - {url: x, target: App.home, steps: [{push: home, ifAny: true}]}"
    let problem = only(valid + link)
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 10, column: 60))
    #expect(problem?.message == "ifAny applies to a dismiss step only, not to \"push\"")
    let notBool = only(
      valid + link.replacingOccurrences(of: "{push: home, ifAny: true}", with: "{dismiss: null, ifAny: 2}"))
    #expect(notBool?.message == "expected `ifAny` (true or false), found the integer 2")
  }

  @Test func onlyWithOnALinkWithoutStepsOrNamingNoName() {
    let link = "\ndeeplinks:\n  - {url: x, target: App.home, onlyWith: App}"
    let problem = only(valid + link)
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 10, column: 42))
    #expect(problem?.message == "onlyWith applies to a deep link with steps only")
    let notAName = only(
      valid + link.replacingOccurrences(of: "onlyWith: App}", with: "onlyWith: [App], steps: [{push: home}]}"))
    #expect(notAName?.message.hasPrefix("expected the coordinator the link is opened only with (`onlyWith`)") == true)
  }

  @Test func actionWithTwoKinds() {
    let problem = only(valid.replacingOccurrences(of: "home: {}", with: "home: {actions: [{push: a, present: b}]}"))
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 8, column: 34))
    #expect(problem?.message == "an action has exactly one action key, found push and present")
  }

  @Test func badName() {
    let problem = only(valid.replacingOccurrences(of: "home: {}", with: "9lives: {}"))
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 8, column: 7))
    #expect(
      problem?.message
        == "expected a route name, found \"9lives\", which is not a name (letters, digits and _, not starting with a digit)"
    )
  }

  @Test func versionOtherThanOne() {
    let problem = only(valid.replacingOccurrences(of: "version: 1", with: "version: 2"))
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 1, column: 10))
    #expect(
      problem?.message == "expected version 1 (the only design format this coordgraph reads), found the integer 2")
  }

  @Test func truncatedYAML() {
    let problem = only("version: 1\nentry: App\ncoordinators:\n  App: {kind: stack, start: home, routes: {home: {")
    #expect(problem?.location.line == 5)
    #expect(problem?.message.hasPrefix("invalid YAML:") == true)
    #expect(problem?.message.hasSuffix("the file ends early: is it truncated?") == true)
  }

  @Test func truncatedJSON() {
    let problem = DesignLoader.load(
      text: "{\"version\": 1,\n \"entry\": \"App\",\n \"coordinators\": {", path: "d.json")
    guard case .failure(let error) = problem else {
      Issue.record("a truncated JSON file loaded")
      return
    }
    #expect(error.problems.count == 1)
    #expect(error.problems.first?.location.file == "d.json")
    #expect(error.problems.first?.location.line == 4)
    #expect(error.problems.first?.message.contains("truncated") == true)
  }

  @Test func emptyFile() {
    for text in ["", "\n\n", "# only a comment\n"] {
      let problem = only(text)
      #expect(problem?.location == SourceLocation(file: "design.yml", line: 1, column: 1))
      #expect(
        problem?.message == "expected a design (a mapping with version, entry and coordinators), found an empty file")
    }
  }

  @Test func binaryFile() {
    let bytes: [UInt8] = Array("version: 1\nentry: A".utf8) + [0, 1, 2, 0xFF]
    guard case .failure(let error) = DesignLoader.load(bytes: bytes, path: "blob.yml") else {
      Issue.record("a binary file loaded")
      return
    }
    #expect(error.problems.first?.location == SourceLocation(file: "blob.yml", line: 2, column: 9))
    #expect(error.problems.first?.message.hasPrefix("expected a YAML or JSON design file, found binary data") == true)
  }

  @Test func nonUTF8File() {
    let bytes: [UInt8] = Array("version: 1\nentry: Caf".utf8) + [0xE9] + Array("\n".utf8)
    guard case .failure(let error) = DesignLoader.load(bytes: bytes, path: "latin1.yml") else {
      Issue.record("a Latin-1 file loaded")
      return
    }
    #expect(error.problems.first?.location == SourceLocation(file: "latin1.yml", line: 2, column: 11))
    #expect(error.problems.first?.message.hasPrefix("expected UTF-8 text, found the byte 0xE9") == true)
  }

  @Test func documentThatIsNotAMapping() {
    let problem = only("- version: 1\n- entry: App\n")
    #expect(problem?.location == SourceLocation(file: "design.yml", line: 1, column: 1))
    #expect(problem?.message == "expected a design (a mapping with version, entry and coordinators), found a sequence")
  }

  @Test func everyProblemOfAFileIsReported() {
    let text = valid.replacingOccurrences(of: "version: 1", with: "version: 3")
      .replacingOccurrences(of: "kind: stack", with: "kind: stak")
    #expect(problems(text).map(\.location.line) == [1, 5])
  }

  @Test func jsonLoadsWithPositions() throws {
    let json = """
      {
        "version": 1,
        "entry": "App",
        "coordinators": {
          "App": {"kind": "stack", "start": "home", "routes": {"home": {"actions": ["pop"]}}}
        }
      }
      """
    let loaded = try graph(json, path: "design.json")
    #expect(
      loaded.coordinators.first?.routes.first?.actions.first?.location
        == SourceLocation(file: "design.json", line: 5, column: 79))
  }

  @Test func documentsNestedDeeperThanAHundredLevelsAreRejectedWhereTheyGoTooDeep() {
    // Yams composes nodes recursively: before, each of these overflowed the stack (the tool crashed).
    let flow = valid + "\nx: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(only(flow)?.location == SourceLocation(file: "design.yml", line: 9, column: 103))
    #expect(
      only(flow)?.message == "the document nests deeper than 100 levels here (a design nests about 8): not read")
    let json =
      "{\"version\": 1, \"x\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
    #expect(
      problems(json, path: "design.json").map(\.location) == [SourceLocation(file: "design.json", line: 1, column: 120)]
    )
    let block = (0..<3_000).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n")
    #expect(only(block)?.location == SourceLocation(file: "design.yml", line: 101, column: 201))
    // At the limit, the document is read, and what is wrong with it said.
    let deepest = valid + "\nx: " + String(repeating: "[", count: 99) + String(repeating: "]", count: 99)
    #expect(only(deepest)?.message.hasPrefix("unknown key \"x\" in the design") == true)
  }

  @Test func unreadableFileIsReported() {
    guard case .failure(let error) = DesignLoader.load(path: "/nonexistent/design.yml") else {
      Issue.record("a missing file loaded")
      return
    }
    #expect(error.problems.first?.message == "no such file")
  }
}
