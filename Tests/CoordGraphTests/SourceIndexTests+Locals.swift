import Foundation
import SourceIndex
import Testing

/// What the index keeps of the locals that bodies test and of the values a loop receives.
extension SourceIndexTests {
  @Test func testsOfALocalBuiltFromNoParameterAreTheLocals() throws {
    let source = """
      final class C {
        func open(_ url: URL, event: Event) {
          let season = Season.current
          switch season { case .harvest: a() default: b() }
          if case .rest = season { c() } else { d() }
          let link = AppLink(url: url)
          switch link { case .cart: e() default: break }
          switch url.kind { case .web: j() default: break }
          if url.kind == .file { k() }
          guard let event else { return }
          if case .close = event { f() }
          let picked = [Season.harvest, .rest]
          for each in picked { if case .rest = each { g() } }
          let host = Season.current.name
          switch host { case "help": h() default: break }
          var later = Season.rest
          switch later { case .rest: i() default: break }
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "C.swift")
    let calls = try #require(file.types.first?.functions.first?.calls)
    let patterns = Dictionary(uniqueKeysWithValues: calls.map { ($0.member, $0.casePatterns) })
    // A local no caller's value goes into: its arms are its own, the cases its other arms leave too.
    #expect(patterns["a"] == [.localTest("season", .implicitMember("harvest", nil))])
    #expect(patterns["b"] == [.localTest("season", .otherCases(than: ["harvest"]))])
    #expect(patterns["c"] == [.localTest("season", .implicitMember("rest", nil))])
    #expect(patterns["d"] == [.localTest("season", .otherCases(than: ["rest"]))])
    #expect(patterns["g"] == [.localTest("each", .implicitMember("rest", nil))])
    // Built from a parameter (`url`): the parameter's arms, as before; a parameter after the first (`event`, also
    // unwrapped by `guard let event`) by its name.
    #expect(patterns["e"] == [.implicitMember("cart", nil)])
    #expect(patterns["f"] == [.parameterTest("event", .implicitMember("close", nil))])
    // A member of a parameter, whatever its position, by `parameter.member`.
    #expect(patterns["j"] == [.parameterTest("url.kind", .implicitMember("web", nil))])
    #expect(patterns["k"] == [.parameterTest("url.kind", .implicitMember("file", nil))])
    // A string stays a link's name; a `var` may be given a caller's value later.
    #expect(patterns["h"] == [.string("help")])
    #expect(patterns["i"] == [.implicitMember("rest", nil)])
  }

  @Test func aTestedLocalIsReadThroughABoundedChainOfLocals() throws {
    // `let a1 = a0` ... : read through 32 locals a local is still one built from no parameter; through more, it is
    // taken for one that may hold a caller's value (bare patterns, the reading before), and the chain costs no more.
    func source(chainOf count: Int) -> String {
      let renames = (1...count).map { "    let a\($0) = a\($0 - 1)" }.joined(separator: "\n")
      return """
        final class C {
          func handle(_ event: Event) {
            let a0 = Season.current
        \(renames)
            switch a\(count) { case .harvest: x() default: break }
          }
        }
        """
    }
    func patterns(chainOf count: Int) throws -> [ExpressionShape] {
      let file = SourceFileIndexer.index(source: source(chainOf: count), path: "C.swift")
      return try #require(file.types.first?.functions.first?.calls.first { $0.member == "x" }).casePatterns
    }
    #expect(try patterns(chainOf: 30) == [.localTest("a30", .implicitMember("harvest", nil))])
    #expect(try patterns(chainOf: 40) == [.implicitMember("harvest", nil)])
  }

  @Test func aForAwaitLoopsValueIsReceived() throws {
    // The value of each turn of a `for await` loop is received, as a subscribed closure's parameter is: a test of it
    // gives bare patterns; a `for` loop's value is a local like any other.
    let source = """
      final class C {
        func f() async {
          for await event in model.$event.values {
            switch event { case .crane: x() default: break }
          }
          for row in Row.all {
            if case .crane = row { y() }
          }
        }
      }
      """
    let file = SourceFileIndexer.index(source: source, path: "C.swift")
    let function = try #require(file.types.first?.functions.first)
    #expect(function.locals.map(\.name) == ["event", "row"])
    #expect(function.locals.map(\.isReceived) == [true, false])
    #expect(function.calls.first { $0.member == "x" }?.casePatterns == [.implicitMember("crane", nil)])
    #expect(
      function.calls.first { $0.member == "y" }?.casePatterns == [.localTest("row", .implicitMember("crane", nil))])
  }
}
