import Foundation
import NavigationChecker
import Testing

/// The built binary, run as a user runs it: stdout, stderr and the exit status.
@Suite struct EndToEndTests {
  static let sample = "Samples/TaskBoard/taskboard.yml"

  private func fixture(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/CoordGraphTests/Fixtures/\(name)").path
  }

  /// `(line, rule)` for every `# planted: RULE[, RULE]` comment of a sample.
  static func plantedDefects(in path: String) throws -> [PlantedDefect] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    var planted: [PlantedDefect] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let range = line.range(of: "# planted: ") else { continue }
      for rule in line[range.upperBound...].split(separator: ",") {
        planted.append(PlantedDefect(line: index + 1, rule: rule.trimmingCharacters(in: .whitespaces)))
      }
    }
    return planted
  }

  @Test func sampleReportsEveryPlantedDefectOfTheRulesThatExist() throws {
    let run = try runCoordgraph(["check", Self.sample])
    #expect(run.status == 1)
    let registered = Set(RuleRegistry.descriptions.map(\.identifier))
    let expected = try Self.plantedDefects(in: Self.sample).filter { registered.contains($0.rule) }
    #expect(!expected.isEmpty)
    let reported = run.standardOutput.split(separator: "\n").compactMap { line -> PlantedDefect? in
      guard line.hasPrefix(Self.sample + ":"), !line.contains(": note: "),
        let open = line.lastIndex(of: "["), line.hasSuffix("]")
      else { return nil }
      let lineNumber = Int(line.dropFirst(Self.sample.count + 1).prefix { $0.isNumber }) ?? 0
      return PlantedDefect(
        line: lineNumber, rule: String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
    }
    #expect(Set(reported) == Set(expected), "stdout:\n\(run.standardOutput)")
    #expect(run.standardError.contains("error"))
  }

  @Test func sampleMatchesItsExpectedReport() throws {
    let run = try runCoordgraph(["check", "--format", "json", Self.sample])
    #expect(run.status == 1)
    let expectedPath = packageRoot.appendingPathComponent("Samples/TaskBoard/expected-report.json")
    let expected = try String(contentsOf: expectedPath, encoding: .utf8)
    #expect(run.standardOutput == expected, "the report differs from Samples/TaskBoard/expected-report.json")
  }

  @Test func reportDoesNotDependOnTheOrderOfFiles() throws {
    let other = fixture("testTwoTabsDesign.yml")
    let forward = try runCoordgraph(["check", "--format", "json", Self.sample, other])
    let backward = try runCoordgraph(["check", "--format", "json", other, Self.sample])
    #expect(forward.standardOutput == backward.standardOutput)
    #expect(forward.standardOutput.contains("testTwoTabsDesign.yml"))
  }

  @Test func pathPrintsTheShortestJourney() throws {
    let run = try runCoordgraph(["path", Self.sample, "--to", "ProjectSettings.members"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput == """
        Shortest journey to ProjectSettings.members (5 steps):
          1. replace Main from App.splash  (Samples/TaskBoard/taskboard.yml:23:13)
          2. tap tab Projects of Main
          3. push project from Projects.board  (Samples/TaskBoard/taskboard.yml:136:13)
          4. push ProjectSettings from Projects.project  (Samples/TaskBoard/taskboard.yml:139:13)
          5. push members from ProjectSettings.general  (Samples/TaskBoard/taskboard.yml:154:13)

        """)
    #expect(try runCoordgraph(["path", Self.sample, "--to", "BetaLab.home"]).status == 1)
    #expect(try runCoordgraph(["path", Self.sample, "--to", "Nowhere.x"]).status == 2)
  }

  @Test func boundFlagsOverrideTheDesign() throws {
    let run = try runCoordgraph(["check", "--format", "json", "--max-states", "50", Self.sample])
    #expect(run.standardOutput.contains("\"subject\" : \"states\""))
    #expect(try runCoordgraph(["check", "--max-depth", "0", Self.sample]).status == 2)
  }

  @Test func sampleReportIsByteIdenticalAcrossRuns() throws {
    let first = try runCoordgraph(["check", "--format", "json", Self.sample])
    let second = try runCoordgraph(["check", "--format", "json", Self.sample])
    #expect(first.standardOutput == second.standardOutput)
    let json = try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any]
    #expect(json?["version"] as? Int == 1)
    #expect((json?["findings"] as? [[String: Any]])?.isEmpty == false)
  }

  @Test func brokenDesignExitsTwoWithItsPlace() throws {
    let path = fixture("testBrokenDesignExitsTwo.yml")
    let run = try runCoordgraph(["check", path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("\(path):10:13: error: unknown action \"teleport\""))
    #expect(run.standardOutput.isEmpty)
  }

  @Test func oneBadFileDoesNotStopTheOthers() throws {
    let run = try runCoordgraph(["check", fixture("testBrokenDesignExitsTwo.yml"), Self.sample])
    #expect(run.status == 2)
    #expect(run.standardOutput.contains("[dangling-reference]"))
    #expect(run.standardError.contains("unknown action \"teleport\""))
  }

  @Test func missingFileAndBadArgumentsExitTwo() throws {
    #expect(try runCoordgraph(["check", "no/such/design.yml"]).status == 2)
    #expect(try runCoordgraph(["check", "--format", "xml", Self.sample]).status == 2)
    #expect(try runCoordgraph(["check"]).status == 2)
  }

  @Test func aFolderOfDesignFilesNamesThem() throws {
    // A folder is read as Swift sources; one that holds only design files says which to name.
    let run = try runCoordgraph(["check", "Samples/TaskBoard"])
    #expect(run.status == 2)
    #expect(
      run.standardError.contains(
        "Samples/TaskBoard:1:1: error: no Swift files found; to read a design file, name it: "
          + "Samples/TaskBoard/taskboard.yml\n"))
  }

  @Test func cleanDesignExitsZero() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let path = folder.appendingPathComponent("clean.yml").path
    try "version: 1\nentry: A\ncoordinators:\n  A: {kind: stack, start: a, routes: {a: {terminal: true}}}\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = try runCoordgraph(["check", path])
    #expect(run.status == 0)
    #expect(run.standardOutput.isEmpty)
  }

  @Test func extractWritesADesignThatChecksTheSame() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let output = folder.appendingPathComponent("extracted.json").path
    let extract = try runCoordgraph(["extract", Self.sample, "--format", "json", "-o", output])
    #expect(extract.status == 0)
    let original = try runCoordgraph(["check", "--format", "json", Self.sample])
    let again = try runCoordgraph(["check", "--format", "json", output])
    #expect(again.status == original.status)
    // Findings keep their locations through `at:`; invariants have no `at:` in the format, so
    // theirs are their lines in the extracted file.
    let invariants = Set(RuleRegistry.invariantDescriptions.map(\.identifier))
    func comparable(_ json: String) throws -> [String] {
      let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      let findings = report?["findings"] as? [[String: Any]] ?? []
      return try findings.map { finding in
        var finding = finding
        if invariants.contains(finding["rule"] as? String ?? "") { finding["location"] = nil }
        let data = try JSONSerialization.data(withJSONObject: finding, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
      }.sorted()
    }
    let expected = try comparable(original.standardOutput)
    #expect(expected.count > 20)
    #expect(try comparable(again.standardOutput) == expected)
  }

  @Test func extractRefusesToWriteIntoAMissingFolder() throws {
    let run = try runCoordgraph(["extract", Self.sample, "-o", "/nonexistent/folder/out.yml"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("does not exist"))
  }

  @Test func helpExitsZero() throws {
    let run = try runCoordgraph(["--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("check"))
  }
}

struct PlantedDefect: Hashable, CustomStringConvertible {
  var line: Int
  var rule: String
  var description: String { "\(line): \(rule)" }
}
