import SourceIndex
import Testing

@testable import SwiftFrontEnd

/// `AppTypes.shareLabels`: whether two overloads of one name take the same argument labels, told pairwise for a few
/// and by hashing each one's labels for many (a generated visitor's hundreds of `visit(_:)`).
@Suite struct OverloadLabelTests {
  @Test func fewOverloadsAreComparedPairwise() {
    #expect(!AppTypes.shareLabels(overloads(["to:", "from:", "_:"])))
    #expect(AppTypes.shareLabels(overloads(["to:", "_:", "to:"])))
  }

  @Test func manyOverloadsAreComparedByHash() {
    let distinct = (0..<12).map { "label\($0):" }
    #expect(!AppTypes.shareLabels(overloads(distinct)))
    // The last shares the first's labels: found though ten others lie between.
    #expect(AppTypes.shareLabels(overloads(distinct + ["label0:"])))
    // Labels that differ only in number (`a:` and `a:a:`) are no match.
    #expect(!AppTypes.shareLabels(overloads(distinct + ["label0:label0:"])))
  }

  /// One overload of `open` per label list (`to:from:` takes two parameters), indexed from Swift source.
  private func overloads(_ labelLists: [String]) -> [FunctionItem] {
    var source = "final class Router {\n"
    for (position, list) in labelLists.enumerated() {
      let labels = list.split(separator: ":").map(String.init)
      let parameters = labels.enumerated().map { "\($1) p\(position)x\($0): Int" }.joined(separator: ", ")
      source += "  func open(\(parameters)) {}\n"
    }
    source += "}\n"
    let functions = SourceFileIndexer.index(source: source, path: "Router.swift").types.first?.functions ?? []
    #expect(functions.count == labelLists.count)
    return functions
  }
}
