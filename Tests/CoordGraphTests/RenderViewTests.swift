import DesignFile
import FlowRenderer
import Foundation
import NavigationChecker
import NavigationModel
import Testing

/// The other views (focus, overview, trace) and the large-graph fallback.
@Suite struct RenderViewTests {
  static let sample = "Samples/TaskBoard/taskboard.yml"

  private func sampleDiagram(trace: [TraceStep]? = nil) throws -> FlowDiagram {
    let design = try #require(try? DesignLoader.load(path: packageRoot.appendingPathComponent(Self.sample).path).get())
    let findings = NavigationCheck.run(design).findings
    return DiagramBuilder(graph: design, options: DiagramOptions(findings: findings, trace: trace)).build()
  }

  @Test func focusKeepsTheCoordinatorAndItsNeighboursOnly() throws {
    let focused = try #require(DiagramViews.focus(try sampleDiagram(), on: "Paywall"))
    let nodes = Set(focused.clusters.flatMap { $0.nodes.map(\.id) }.filter { !$0.hasPrefix("legend") })
    #expect(nodes.isSuperset(of: ["Paywall.offer", "Paywall.receipt"]))
    #expect(nodes.contains("TaskEditor.form") && nodes.contains("Profile.profile"), "who covers the paywall")
    #expect(!nodes.contains("Inbox.messages"))
    #expect(DiagramViews.focus(try sampleDiagram(), on: "Nobody") == nil)
  }

  @Test func overviewHasOneNodePerCoordinatorAndCountedEdges() throws {
    let overview = DiagramViews.overview(try sampleDiagram())
    #expect(overview.nodeCount == 14)
    let projects = overview.edges.first { $0.from == "Tasks" && $0.to == "TaskEditor" }
    #expect(projects?.attributes.contains(DiagramAttribute("xlabel", "2 actions")) == true)
    #expect(overview.layoutEngine == "dot")
  }

  @Test func traceIsDrawnAsANumberedPath() throws {
    let design = try #require(try? DesignLoader.load(path: packageRoot.appendingPathComponent(Self.sample).path).get())
    let finding = try #require(NavigationCheck.run(design).findings.first { $0.rule == "dead-end" })
    let trace = try #require(finding.trace)
    let diagram = try sampleDiagram(trace: trace)
    let traced = diagram.edges.filter { edge in
      edge.attributes.contains { $0.name == "class" && $0.value.contains("trace") }
    }
    #expect(traced.count == trace.count)
    let labels = traced.compactMap { edge in edge.attributes.first { $0.name == "xlabel" }?.value }
    #expect(Set(labels.map { String($0.prefix(2)) }) == Set((1...trace.count).map { "\($0)." }))
  }

  @Test func largeGraphFallsBackToPages() throws {
    var text = "version: 1\nentry: C0\ncoordinators:\n"
    for index in 0..<120 {
      text +=
        "  C\(index): {kind: stack, start: a, routes: {a: {actions: [push: b, {present: C\((index + 1) % 120)}]}, "
      text += "b: {actions: [push: c]}, c: {actions: [dismiss]}}}\n"
    }
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    let design = folder.appendingPathComponent("large.yml").path
    try text.write(toFile: design, atomically: true, encoding: .utf8)
    let run = try runCoordgraph([
      "render", design, "-o", folder.appendingPathComponent("large.svg").path, "--max-states", "500",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("wrote the overview and one page per coordinator"))
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("large").path)
    #expect(pages.contains("index.html") && pages.contains("overview.svg") && pages.contains("legend.svg"))
    #expect(pages.filter { $0.hasPrefix("C") && $0.hasSuffix(".svg") }.count == 120)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("large.svg").path))
  }

  @Test func missingLayoutPluginIsExplained() throws {
    let empty = try temporaryFolder()
    defer { removeTemporaryFolder(empty) }
    let binary = Bundle.main.bundleURL.appendingPathComponent("coordgraph")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["render", Self.sample, "-o", empty.appendingPathComponent("x.svg").path]
    process.currentDirectoryURL = packageRoot
    process.environment = ["GVBINDIR": empty.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(message.contains("dot -c"), "the message names the fix: \(message)")
    #expect(!FileManager.default.fileExists(atPath: empty.appendingPathComponent("x.svg").path))
  }
}
