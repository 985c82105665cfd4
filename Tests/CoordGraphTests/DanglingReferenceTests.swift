import NavigationChecker
import NavigationModel
import Testing

/// Names that refer to nothing are findings at the referring place, and the rest of the file is still checked.
@Suite struct DanglingReferenceTests {
  private func dangling(_ text: String) throws -> [Finding] {
    NavigationCheck.run(try graph(text)).findings.filter { $0.rule == "dangling-reference" }
  }

  @Test func everyKindOfReferenceIsChecked() throws {
    let text = """
      version: 1
      entry: App
      home: [App.nowhere]
      coordinators:
        App:
          kind: stack
          start: home
          routes:
            home:
              actions:
                - push: ghost
                - {push: Other, start: missing}
                - select: NoTab
                - popTo: Other.gone
                - emit: anything
        Tabs: {kind: tabs, start: Phantom, tabs: [Other, Lost]}
        Other: {kind: stack, start: b, routes: {b: {}}}
        Broken: {kind: stack, start: absent, routes: {a: {}}}
      deeplinks:
        - {url: "app://x", target: Other.zzz}
        - {url: "app://y", target: Other.b, steps: [{push: b, in: Nobody}, {push: nope, in: Other}]}
      invariants:
        - reachable: Other.nope
        - max-steps: {target: App.home, steps: 2}
      """
    let found = try dangling(text)
    let pairs = found.map { "\($0.location!.line):\($0.location!.column!) \($0.subject)" }
    #expect(
      pairs == [
        "3:8 App.nowhere", "11:13 ghost", "12:13 Other.missing", "13:13 NoTab", "14:13 Other.gone",
        "16:29 Phantom", "16:52 Lost", "18:32 absent", "20:30 Other.zzz", "21:61 Nobody", "21:70 nope",
        "23:16 Other.nope",
      ])
    #expect(found.allSatisfy { $0.severity == .error })
  }

  @Test func theEntryIsADanglingReferenceNotALoadError() throws {
    let found = try dangling(
      """
      version: 1
      entry: Start
      coordinators:
        App: {kind: stack, start: a, routes: {a: {actions: [push: b]}}}
      """)
    #expect(found.map(\.subject) == ["Start", "b"])
    #expect(found.first?.location == SourceLocation(file: "design.yml", line: 2, column: 8))
  }

  @Test func resolvedNamesAreNotReported() throws {
    let found = try dangling(
      """
      version: 1
      entry: App
      bounds: {states: 2000}
      coordinators:
        App:
          kind: root
          start: Main
          routes: {r: {actions: [{replace: Main}, {push: App.r}, {cover: Other.b}, {popTo: Other}]}}
        Main: {kind: tabs, start: Other, tabs: [Other]}
        Other: {kind: stack, start: b, routes: {b: {actions: [{select: Other}, {push: App, start: r}]}}}
      """)
    #expect(found.isEmpty)
  }
}

extension DanglingReferenceTests {
  @Test func aLinkToNothingIsReportedAtItsTargetAndItsTraceNamesNoScreen() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let design = folder.appendingPathComponent("links.yml")
    try """
    version: 1
    entry: App
    coordinators:
      App: {kind: stack, start: home, routes: {home: {actions: [push: next]}, next: {}}}
    deeplinks:
      - {url: x, target: Ghost, steps: [{popToRoot: null}]}
    """.write(to: design, atomically: true, encoding: .utf8)
    let run = try runCoordgraph(["check", design.path])
    #expect(run.status == 1)
    // The name that refers to nothing, at its place; the failing link's trace opens it and names no screen it shows
    // (before: `open x (shows )`).
    #expect(run.standardOutput.contains("links.yml:6:22: error: deep link x targets route or coordinator \"Ghost\""))
    #expect(run.standardOutput.contains("note: step 1: open x\n"))
    #expect(!run.standardOutput.contains("(shows )"))
  }
}
