import Foundation
import SourceIndex
import SwiftFrontEnd
import Testing

/// The Swift samples end to end, through the built binary: every planted defect found and nothing
/// else, the expected report byte for byte, and `extract` giving a design in which `check` finds the same.
@Suite struct SwiftSampleTests {
  static let samples = ["Samples/Courier", "Samples/Pantry", "Samples/Voyage"]

  /// `file:line rule` for every `// planted: RULE[, RULE]` comment in a sample's Swift files.
  private func planted(in sample: String) throws -> Set<String> {
    var found: Set<String> = []
    let root = packageRoot.path + "/"
    for file in SwiftFileFinder().files(in: [packageRoot.appendingPathComponent(sample).path]) {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        guard let range = line.range(of: "// planted: ") else { continue }
        for rule in line[range.upperBound...].split(separator: ",") {
          found.insert("\(file.dropFirst(root.count)):\(index + 1) \(rule.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    return found
  }

  private func findings(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return object?["findings"] as? [[String: Any]] ?? []
  }

  @Test(arguments: samples) func everyPlantedDefectAndNothingElse(sample: String) throws {
    let run = try runCoordgraph(["check", "--format", "json", sample])
    #expect(run.status == 1)
    let reported = try Set(
      findings(run.standardOutput).map { finding in
        let location = finding["location"] as? [String: Any] ?? [:]
        return "\(location["file"] ?? ""):\(location["line"] ?? 0) \(finding["rule"] ?? "")"
      })
    let expected = try planted(in: sample)
    #expect(expected.count >= 5)
    #expect(reported == expected)
  }

  @Test(arguments: samples) func matchesItsExpectedReport(sample: String) throws {
    let run = try runCoordgraph(["check", "--format", "json", sample])
    let expected = try String(
      contentsOf: packageRoot.appendingPathComponent("\(sample)/expected-report.json"), encoding: .utf8)
    #expect(run.standardOutput == expected, "the report differs from \(sample)/expected-report.json")
  }

  @Test(arguments: samples) func extractedDesignHasTheSameDefects(sample: String) throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let design = folder.appendingPathComponent("design.yml").path
    let extract = try runCoordgraph(["extract", sample, "-o", design])
    #expect(extract.status == 0, "\(extract.standardError)")
    func ruleAndSubject(_ json: String) throws -> Set<String> {
      try Set(findings(json).map { "\($0["rule"] ?? "") \($0["subject"] ?? "")" })
    }
    let fromSources = try ruleAndSubject(try runCoordgraph(["check", "--format", "json", sample]).standardOutput)
    let fromDesign = try ruleAndSubject(try runCoordgraph(["check", "--format", "json", design]).standardOutput)
    #expect(fromDesign == fromSources)
  }

  @Test(arguments: samples) func readingOnOneThreadOrAllCoresGivesTheSameGraph(sample: String) throws {
    let files = SwiftFileFinder().files(in: [packageRoot.appendingPathComponent(sample).path])
    let one = try SwiftAppLoader.load(files: files, source: sample, threads: 1).get()
    let all = try SwiftAppLoader.load(files: files, source: sample, threads: 4).get()
    #expect(one.graph == all.graph)
    #expect(one.inferredTriggers == all.inferredTriggers)
  }

  @Test func strictTriggersReportsEachInferredAction() throws {
    let fixture = "Tests/CoordGraphTests/Fixtures/ALCoordinator/testMacroCoordinatorWithUnresolvedTrigger.swift"
    let plain = try runCoordgraph(["check", fixture, "--entry", "NotesCoordinator"])
    #expect(plain.standardError.contains("1 action read from Swift"))
    #expect(!plain.standardOutput.contains("[inferred-trigger]"))
    let strict = try runCoordgraph(["check", fixture, "--entry", "NotesCoordinator", "--strict-triggers"])
    #expect(strict.standardOutput.contains("testMacroCoordinatorWithUnresolvedTrigger.swift:26:35: warning:"))
    #expect(strict.standardOutput.contains("[inferred-trigger]"))
    // The rule it reports under is listed with the others.
    let rules = try runCoordgraph(["rules"])
    #expect(rules.standardOutput.split(separator: "\n").contains { $0.hasPrefix("inferred-trigger ") })
  }

  @Test func aMissingEntryIsAnErrorThatNamesTheFlag() throws {
    let fixture = "Tests/CoordGraphTests/Fixtures/ALCoordinator/testMacroCoordinatorWithUnresolvedTrigger.swift"
    let run = try runCoordgraph(["check", fixture])
    #expect(run.status == 2)
    #expect(run.standardError.contains("--entry TYPE"))
  }

  @Test func notesStillExplainAnAppThatCannotBeRead() throws {
    // The notes fixture without its scene delegate: no entry, and the notes say what else is missing.
    let fixture = "Tests/CoordGraphTests/Fixtures/ALCoordinator/testNotesForMissingRouteTypesAndASecondEntry.swift"
    let text = try String(contentsOf: packageRoot.appendingPathComponent(fixture), encoding: .utf8)
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let app = folder.appendingPathComponent("App.swift")
    try String(text[..<text.range(of: "final class SceneDelegate")!.lowerBound]).write(
      to: app, atomically: true, encoding: .utf8)
    let run = try runCoordgraph(["check", folder.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("no entry coordinator found"))
    #expect(run.standardError.contains("App.swift:15:1: note: PaymentsCoordinator's route type PaymentsRoute"))
    // The JSON report carries the notes too, for tools that read it.
    let json = try runCoordgraph(["check", "--format", "json", folder.path])
    let report = try #require(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let notes = try #require(report["notes"] as? [[String: Any]])
    #expect(
      notes.contains { ($0["message"] as? String)?.hasPrefix("PaymentsCoordinator's route type PaymentsRoute") == true }
    )
    #expect((notes.first?["location"] as? [String: Any])?["line"] as? Int == 15)
  }

  @Test func codeThatDoesNotCompileAndUnreadableFilesDoNotStopTheRest() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let fixture = packageRoot.appendingPathComponent(
      "Tests/CoordGraphTests/Fixtures/ALCoordinator/testRouteStylesAndRouterActions.swift")
    try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("Shop.swift"))
    try "import SUICoordinator\nclass Half: NavigationCoordinator<ShopRoute> {\n  func x( {\n".write(
      to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "/nonexistent/Gone.swift")
    let run = try runCoordgraph(["check", folder.path, "--entry", "ShopCoordinator"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("Gone.swift:1:1: error: the file cannot be read"))
    #expect(run.standardOutput.contains("[finish-root]"))
    #expect(run.standardOutput.contains("coordinator Half is never started"))
  }

  @Test func excludedFoldersAreNotRead() throws {
    let run = try runCoordgraph(["check", "Samples/Courier", "--exclude", "*/Account"])
    // Without the account tab's files, its coordinator is gone and the tab names nothing.
    #expect(run.standardOutput.contains("AccountCoordinator"))
    #expect(!run.standardOutput.contains("AccountCoordinator.swift"))
  }
}
