import DesignFile
import FlowRenderer
import Foundation
import NavigationChecker
import NavigationModel
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Drawing: DOT from our own writer (snapshotted), SVG, PNG and PDF from Graphviz in process.
@Suite struct RenderTests {
  static let sample = "Samples/TaskBoard/taskboard.yml"

  private func sampleDiagram() throws -> (NavigationGraph, FlowDiagram) {
    guard case .success(let graph) = DesignLoader.load(path: packageRoot.appendingPathComponent(Self.sample).path)
    else {
      Issue.record("the sample does not load")
      throw CancellationError()
    }
    let findings = NavigationCheck.run(graph).findings
    return (graph, DiagramBuilder(graph: graph, options: DiagramOptions(findings: findings)).build())
  }

  /// Compares text with a reference file; COORDGRAPH_UPDATE_SNAPSHOTS=1 rewrites it.
  private func assertSnapshot(_ text: String, named name: String) throws {
    let url = packageRoot.appendingPathComponent("Tests/CoordGraphTests/Snapshots/\(name)")
    if ProcessInfo.processInfo.environment["COORDGRAPH_UPDATE_SNAPSHOTS"] == "1" {
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let reference = try String(contentsOf: url, encoding: .utf8)
    #expect(text == reference, "\(name) differs from its snapshot (COORDGRAPH_UPDATE_SNAPSHOTS=1 to accept)")
  }

  @Test func smallDesignDOTMatchesItsSnapshot() throws {
    let design = try graph(
      """
      version: 1
      entry: Tabs
      coordinators:
        Tabs: {kind: tabs, start: Feed, tabs: [Feed, Me]}
        Feed:
          kind: stack
          start: list
          routes:
            list: {actions: [{push: post, label: Open}, {present: Compose, inferred: true}]}
            post: {actions: [{popTo: list}]}
          handles: {posted: dismiss}
        Compose: {kind: stack, start: draft, routes: {draft: {actions: [{emit: posted}]}}}
        Me: {kind: stack, start: profile, routes: {profile: {actions: [{select: Feed}]}, hidden: {}}}
      """, path: "small.yml")
    let findings = NavigationCheck.run(design).findings
    let diagram = DiagramBuilder(
      graph: design, options: DiagramOptions(findings: findings, linkTemplate: "vscode://file/{path}:{line}?a=1&b=2")
    ).build()
    try assertSnapshot(DOTWriter.write(diagram), named: "small.dot")
    #expect(DOTWriter.write(diagram) == DOTWriter.write(diagram))
  }

  @Test func sampleSVGHasTheExpectedStructure() throws {
    let (graph, diagram) = try sampleDiagram()
    let data = try GraphvizRenderer.render(diagram, format: .svg)
    let collector = SVGCollector()
    let parser = XMLParser(data: data)
    parser.delegate = collector
    #expect(parser.parse(), "the SVG is not well-formed XML")
    var routes = Set<String>()
    for coordinator in graph.coordinators {
      for route in coordinator.routes { routes.insert("\(coordinator.name).\(route.name)") }
    }
    let routeGroups = collector.groups.filter { $0.classes.contains("route") }
    #expect(routeGroups.count == routes.count, "one node element per route")
    #expect(Set(routeGroups.map(\.id)) == Set(routes.map { "route-\($0)" }))
    #expect(routeGroups.filter { $0.classes.contains("start") }.count == 13)
    #expect(routeGroups.contains { $0.id == "route-Paywall.receipt" && $0.classes.contains("dead-end") })
    #expect(routeGroups.contains { $0.id == "route-BetaLab.home" && $0.classes.contains("unreachable-route") })
    #expect(collector.groups.contains { $0.classes.contains("edge") && $0.classes.contains("invalid-pop-target") })
    #expect(collector.groups.filter { $0.classes.contains("legend") }.count > 8, "the legend is drawn")
  }

  @Test func svgIsTheSameEachTimeWithClustersInTheirOrder() throws {
    // cgraph's default IDs are the addresses of interned names, and it writes subgraphs in ID order: the clusters
    // came out in an order that changed with the heap. Renders between which the heap changes give the same bytes,
    // with the clusters in the order the diagram makes them.
    let (_, diagram) = try sampleDiagram()
    var renders: [Data] = []
    var churn: [[String]] = []
    for round in 0..<3 {
      churn.append((0..<(200 * (round + 1))).map { String(repeating: "x", count: $0 % 97 + 17) })
      if round == 1 { churn.removeFirst() }
      renders.append(try GraphvizRenderer.render(diagram, format: .svg))
    }
    #expect(renders.allSatisfy { $0 == renders[0] }, "SVG renders of one diagram differ")
    let svg = String(decoding: renders[0], as: UTF8.self)
    let drawn = svg.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("<title>cluster"), line.hasSuffix("</title>") else { return nil }
      return String(line.dropFirst("<title>".count).dropLast("</title>".count))
    }
    #expect(drawn == diagram.clusters.map(\.id))
  }

  @Test func pngAndPDFRender() throws {
    let (_, diagram) = try sampleDiagram()
    let png = try GraphvizRenderer.render(diagram, format: .png)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let pdf = try GraphvizRenderer.render(diagram, format: .pdf)
    #expect(pdf.starts(with: Array("%PDF".utf8)))
  }

  @Test func labelsAreEscaped() throws {
    let path = packageRoot.appendingPathComponent("Tests/CoordGraphTests/Fixtures/testLabelsAreEscaped.yml").path
    guard case .success(let design) = DesignLoader.load(path: path) else {
      Issue.record("the fixture does not load")
      return
    }
    let diagram = DiagramBuilder(graph: design, options: DiagramOptions(linkTemplate: "https://x/{path}?l={line}&c=1"))
      .build()
    let data = try GraphvizRenderer.render(diagram, format: .svg)
    let collector = SVGCollector()
    let parser = XMLParser(data: data)
    parser.delegate = collector
    #expect(parser.parse(), "the SVG is not well-formed XML")
    #expect(!collector.elements.contains("script"), "a label became markup")
    #expect(collector.text.contains("</text><script>alert(1)</script>"), "the label is shown as text")
    #expect(collector.text.contains("\\N"), "a backslash sequence is shown, not expanded")
    let dot = DOTWriter.write(diagram)
    #expect(dot.contains(#"\"quotes\""#))
  }

  @Test func concurrentRendersAllSucceed() async throws {
    let (_, diagram) = try sampleDiagram()
    let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<12 {
        group.addTask { try GraphvizRenderer.render(diagram, format: index % 2 == 0 ? .svg : .png).count }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(sizes.count == 12)
    #expect(sizes.allSatisfy { $0 > 1000 })
  }

  @Test func renderCommandWritesEachFormatAndNothingOnFailure() throws {
    let folder = try temporaryFolder()
    defer { removeTemporaryFolder(folder) }
    for format in ["svg", "png", "pdf", "dot"] {
      let output = folder.appendingPathComponent("taskboard.\(format)").path
      let run = try runCoordgraph(["render", Self.sample, "-o", output])
      #expect(run.status == 0, "\(format): \(run.standardError)")
      #expect(FileManager.default.fileExists(atPath: output))
    }
    let missing = folder.appendingPathComponent("no/such/folder/out.svg").path
    let failed = try runCoordgraph(["render", Self.sample, "-o", missing])
    #expect(failed.status == 2)
    #expect(!FileManager.default.fileExists(atPath: missing))
    let checked = try runCoordgraph(["check", Self.sample, "--svg", folder.appendingPathComponent("c.svg").path])
    #expect(checked.status == 1)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("c.svg").path))
  }
}

/// Collects what the structural SVG tests look at.
final class SVGCollector: NSObject, XMLParserDelegate {
  var groups: [(id: String, classes: [String])] = []
  var elements = Set<String>()
  var text = ""

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    elements.insert(name)
    if name == "g" {
      groups.append((attributes["id"] ?? "", (attributes["class"] ?? "").split(separator: " ").map(String.init)))
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}
