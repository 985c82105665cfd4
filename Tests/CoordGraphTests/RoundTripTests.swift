import DesignFile
import Foundation
import NavigationModel
import Testing

/// load, extract, load gives an equal graph: over every sample and over generated designs.
@Suite struct RoundTripTests {
  /// The graph with the locations of elements that the format cannot carry an `at:` for (tabs, the
  /// entry, home routes, handler keys, deep-link targets and `in`, invariants) set aside: those are
  /// positions in whichever file was read. Everything else, `at:` locations included, must survive.
  private func comparable(_ graph: NavigationGraph) -> NavigationGraph {
    let nowhere = SourceLocation(file: "", line: 1)
    var graph = graph
    graph.entry.location = nowhere
    graph.home = graph.home.map { NameReference($0.name, at: nowhere) }
    graph.coordinators = graph.coordinators.map { coordinator in
      var coordinator = coordinator
      coordinator.start.location = nowhere
      coordinator.tabs = coordinator.tabs.map { NameReference($0.name, at: nowhere) }
      coordinator.handlers = coordinator.handlers.map {
        EventHandler(event: $0.event, action: $0.action, location: nowhere)
      }
      return coordinator
    }
    graph.deepLinks = graph.deepLinks.map { link in
      var link = link
      link.target.location = nowhere
      link.onlyWith?.location = nowhere
      link.steps = link.steps?.map { step in
        var step = step
        step.coordinator = step.coordinator.map { NameReference($0.name, at: nowhere) }
        return step
      }
      return link
    }
    graph.invariants = graph.invariants.map { invariant in
      Invariant(
        kind: invariant.kind,
        arguments: invariant.arguments.map { InvariantArgument(key: $0.key, value: $0.value, location: nowhere) },
        location: nowhere)
    }
    return graph
  }

  private func roundTrip(_ original: NavigationGraph, format: DesignFormat) throws {
    let text = DesignWriter.write(original, format: format)
    let reloaded = try graph(text, path: original.source)
    #expect(comparable(reloaded) == comparable(original), "\(format) round trip changed the graph:\n\(text)")
    #expect(DesignWriter.write(reloaded, format: format) == text, "writing is not stable")
  }

  static let samples: [String] = {
    let samples = packageRoot.appendingPathComponent("Samples")
    let files = FileManager.default.enumerator(atPath: samples.path)?.compactMap { $0 as? String } ?? []
    return files.filter { DesignLoader.isDesignFile($0) && !$0.hasSuffix("expected-report.json") }.map {
      "Samples/\($0)"
    }.sorted()
  }()

  @Test(arguments: samples)
  func sampleRoundTrips(_ path: String) throws {
    guard case .success(let original) = DesignLoader.load(path: packageRoot.appendingPathComponent(path).path) else {
      Issue.record("sample \(path) does not load")
      return
    }
    try roundTrip(original, format: .yaml)
    try roundTrip(original, format: .json)
  }

  @Test func thereIsASample() {
    #expect(Self.samples.contains("Samples/TaskBoard/taskboard.yml"))
  }

  @Test(arguments: 0..<100)
  func generatedDesignRoundTrips(_ seed: Int) throws {
    var generator = DesignGenerator(seed: UInt64(seed))
    let design = generator.design()
    // First load the generator's own writing, so that every location is one a file can hold.
    let original = try graph(DesignWriter.write(design, format: .yaml), path: design.source)
    try roundTrip(original, format: .yaml)
    try roundTrip(original, format: .json)
  }

  @Test func namesThatLookLikeOtherTypesSurvive() throws {
    let text = """
      version: 1
      entry: "yes"
      coordinators:
        "yes": {kind: stack, start: "null", routes: {"null": {actions: [{emit: "true", label: "1.5"}]}}}
      """
    try roundTrip(try graph(text), format: .yaml)
  }
}
