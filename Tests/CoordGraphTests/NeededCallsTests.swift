import Foundation
import SourceIndex
import Testing

@testable import SwiftFrontEnd

/// The call graph follows only the calls that may lead to where its searches start (`CallGraph.neededNames`): every
/// fixture app of the Swift front end reads the same with it as when every call is followed.
struct NeededCallsTests {
  /// Each dialect fixture: a file, or a folder of files.
  static let fixtures: [[String]] = ["ALCoordinator", "Jumper"].flatMap { dialect in
    let folder = packageRoot.appendingPathComponent("Tests/CoordGraphTests/Fixtures/\(dialect)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { name in
      let path = folder.appendingPathComponent(name).path
      return name.hasSuffix(".swift") ? [path] : SwiftFileFinder().files(in: [path])
    }
  }

  @Test func testEveryFixtureReadsAsWhenEveryCallIsFollowed() throws {
    #expect(Self.fixtures.count > 300)
    var compared = 0
    for files in Self.fixtures {
      let index = SourceIndexer.index(files: files)
      var entry: String?
      // A fixture whose entry its test names: the first coordinator the error offers.
      if case .failure(let error) = SwiftAppLoader.read(index, source: "app"),
        let list = error.message.range(of: "(one of: ")
      {
        entry = error.message[list.upperBound...].split(whereSeparator: { ", )".contains($0) }).first.map(String.init)
      }
      let needed = SwiftAppLoader.read(index, source: "app", entry: entry, threads: nil, followingEveryCall: false)
      let every = SwiftAppLoader.read(index, source: "app", entry: entry, threads: nil, followingEveryCall: true)
      switch (needed, every) {
      case (.success(let needed), .success(let every)):
        // Compared first, so that a failure names the fixture rather than printing two whole graphs.
        let sameGraph = needed.graph == every.graph
        let sameNotes = needed.notes == every.notes
        let sameInferred = needed.inferredTriggers == every.inferredTriggers
        #expect(sameGraph, "the graphs of \(files) differ")
        #expect(sameNotes, "the notes of \(files) differ")
        #expect(sameInferred, "the inferred triggers of \(files) differ")
        compared += 1
      case (.failure(let needed), .failure(let every)):
        #expect(needed.message == every.message, "\(files)")
      default:
        Issue.record("only one reading of \(files) failed")
      }
    }
    #expect(compared > 250)
  }
}

extension NeededCallsTests {
  @Test func testCallsOfAValueANameHoldsNeedNoMethodOfThatName() throws {
    let path = packageRoot.appendingPathComponent(
      "Tests/CoordGraphTests/Fixtures/ALCoordinator/testCallsOfAValueANameHoldsNeedNoMethodOfThatName.swift"
    ).path
    let types = AppTypes(index: SourceIndexer.index(files: [path]))
    let graph = CallGraph(types: types, resolver: TypeResolver(types: types), searchedFrom: ["showHelp"])
    // The search starts at `showHelp`, which the menu's `body` calls. `body()` in `measure(body:)` and in the nested
    // `timed(_:)` calls the closure the parameter holds, which no method of the app can be: neither function, nor
    // `audit` and `lap`, which call them, is needed. Before, every function calling something named `body` was (in
    // swift-syntax's sources, 2,696 names for a four-function app, and 18,167 calls read again).
    #expect(graph.neededNames == ["body", "showHelp"])
  }
}
