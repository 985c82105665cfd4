import SourceIndex
import Testing

/// Long runs of `[` read in part as parentheses before the parse (`BracketRuns`), on sources written out.
@Suite struct BracketRunsTests {
  private func brackets(_ count: Int, around inner: String) -> String {
    String(repeating: "[", count: count) + inner + String(repeating: "]", count: count)
  }

  @Test func theBracketsPastTheTwelfthBecomeParenthesesInPlace() {
    let source = "let grid = " + brackets(14, around: "1") + "\nlet next = [[2]]\n"
    let (defused, runs) = BracketRuns.defused(source)
    #expect(runs.map { [$0.offset, $0.length] } == [[11, 14]])
    #expect(
      defused == "let grid = " + String(repeating: "[", count: 12) + "((1))" + String(repeating: "]", count: 12)
        + "\nlet next = [[2]]\n")
    #expect(defused.utf8.count == source.utf8.count)
  }

  @Test func runsOfTwelveOrFewerAreLeftAsWritten() {
    let source = "let a = " + brackets(12, around: "1") + "\nlet b: [[[Int]]] = [[[1], [2]], [[3, 4]]]\n"
    let (defused, runs) = BracketRuns.defused(source)
    #expect(runs.isEmpty)
    #expect(defused == source)
  }

  @Test func whitespaceAndCommentsBetweenTheBracketsKeepARunGoing() {
    let opening = (0..<7).map { _ in "[ /* ] */\n  [ // ]\n" }.joined()
    let source = "let a = " + opening + "1" + String(repeating: "]", count: 14) + "\n"
    let (defused, runs) = BracketRuns.defused(source)
    #expect(runs.map(\.length) == [14])
    #expect(defused.utf8.count == source.utf8.count)
    #expect(defused.filter { $0 == "\n" }.count == source.filter { $0 == "\n" }.count)
    #expect(defused.filter { $0 == "(" }.count == 2)
    // The comments' own `]` are no brackets: the two closing brackets rewritten are the innermost.
    #expect(defused.hasSuffix("1))" + String(repeating: "]", count: 12) + "\n"))
  }

  @Test func aRunAfterWhatLooksLikeACommentInAStringIsFound() {
    // `//` in a string is no comment: the run after it on the line is read (before, it was skipped as comment text).
    let source = "let url = \"https://example.com\"; let grid = " + brackets(14, around: "1") + "\n"
    let (defused, runs) = BracketRuns.defused(source)
    #expect(runs.map(\.length) == [14])
    #expect(defused.contains("((1))"))
    let opened = "let a = \"/*\"; let b = " + brackets(14, around: "2") + "\n"
    #expect(BracketRuns.defused(opened).runs.map(\.length) == [14])
  }

  @Test func bracketsInStringsAndCommentsAreNoRun() {
    let text = String(repeating: "[", count: 20)
    let source = "let a = \"\(text)\"\n// \(text)\nlet b = \"\"\"\n\(text)\n\"\"\"\n/* \(text) */\n"
    let (defused, runs) = BracketRuns.defused(source)
    #expect(runs.isEmpty)
    #expect(defused == source)
  }

  @Test func aRunThatNeverClosesIsStillDefused() {
    let source = "let a = " + String(repeating: "[", count: 20) + "1\n"
    let (defused, runs) = BracketRuns.defused(source)
    #expect(runs.map(\.length) == [20])
    #expect(defused == "let a = " + String(repeating: "[", count: 12) + String(repeating: "(", count: 8) + "1\n")
  }
}

/// Very long `else if` chains read in part as `if` statements of their own before the parse (`ElseIfChains`).
@Suite struct ElseIfChainsTests {
  private func chain(_ branches: Int) -> String {
    "if a == 0 { f() }" + (1...branches).map { " else if a == \($0) { f() }" }.joined()
  }

  @Test func theElseOfEachBranchPastTheLimitEndsAStatement() throws {
    let source = "func f() {\n  " + chain(10_003) + "\n}\n"
    let (defused, chains) = ElseIfChains.defused(source)
    #expect(chains.map(\.length) == [10_003])
    #expect(defused.utf8.count == source.utf8.count)
    #expect(defused.components(separatedBy: "else if").count - 1 == 10_000)
    // The first rewritten `else` is the 10,001st.
    let first = try #require(chains.first?.offset)
    let tail = defused.utf8.dropFirst(first)
    #expect(String(decoding: tail.prefix(13), as: UTF8.self) == ";    if a == ")
  }

  @Test func chainsOfSeparateBlocksAreCountedApart() {
    let source = (0..<2).map { "func f\($0)() {\n  " + chain(6_000) + "\n}\n" }.joined()
    let (defused, chains) = ElseIfChains.defused(source)
    #expect(chains.isEmpty)
    #expect(defused == source)
  }

  @Test func elseInStringsAndCommentsIsNoBranch() {
    let words = String(repeating: "else if ", count: 10_001)
    let source = "let a = \"\(words)\"\n// \(words)\n"
    let (defused, chains) = ElseIfChains.defused(source)
    #expect(chains.isEmpty)
    #expect(defused == source)
  }
}
