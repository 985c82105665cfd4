import SourceIndex
import Testing

@testable import SwiftFrontEnd

/// What a continuation's `yield` gives the `for await` loops over its stream (`SubjectEvents.yielded(by:)`), read
/// from indexed code.
@Suite struct StreamYieldTests {
  @Test func aYieldGivesItsValueOrItsSuccessAndAFailureNothing() throws {
    let source = """
      final class Model {
        func f() {
          sink.yield(.bread)
          sink.yield(with: .success(.cakes))
          sink.yield(with: .failure(Closed()))
          sink.yield(with: result)
          sink.yield()
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "Model.swift")
    let calls = try #require(file.types.first?.functions.first?.calls).filter { $0.member == "yield" }
    let yielded = calls.map(SubjectEvents.yielded(by:))
    #expect(yielded.map(\.delivers) == [true, true, false, true, true])
    #expect(
      yielded.map(\.value) == [.implicitMember("bread", nil), .implicitMember("cakes", nil), nil, nil, nil])
  }
}
