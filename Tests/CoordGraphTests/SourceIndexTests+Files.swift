import Foundation
import SourceIndex
import Testing

/// Which files the index reads, and what it tells of files it cannot read or that do not compile.
extension SourceIndexTests {
  @Test func filesWithThousandsOfErrorsAreToldWithoutTheCompilersWords() throws {
    // 1,200 errors on one line: SwiftParserDiagnostics took time growing with the line's errors (44 s for 10,000,
    // release). Past 1,000 places, the first is given at its place, with how many there are.
    let source = "struct S { func f() { " + (0..<1_200).map { "a\($0) b\($0)" }.joined(separator: " ") + " } }"
    let error = try #require(SourceFileIndexer.index(source: source, path: "F.swift").syntaxError)
    #expect(error.message.hasPrefix("code the parser cannot read (more than 1000 such places"))
    #expect(error.count > 1_000)
    #expect((error.location.line, error.location.column) == (1, 26))
    // Fewer keep the compiler's words.
    let few = "struct S { func f() { a b } }"
    let worded = try #require(SourceFileIndexer.index(source: few, path: "F.swift").syntaxError)
    #expect(worded.message == "consecutive statements on a line must be separated by newline or ';'")
  }

  @Test func anInvalidCharacterBeforeAnEqualsSignIsToldWithoutStoppingTheProcess() throws {
    // A character Swift does not allow between spaces and `=` (`w \u{1}= 1`, found by fuzzing with a corrupted byte):
    // SwiftParserDiagnostics 603.0.1 stops the process on it (a Fix-It with no change). The file's error is told in
    // words of our own, at the character, and the file is read as far as it parses.
    for invalid in ["\u{1}", "\u{FFFD}"] {
      let source = "struct S {\n  func f() {\n    w \(invalid)= 1\n    coordinator.open()\n  }\n}\n"
      let file = SourceFileIndexer.index(source: source, path: "F.swift")
      let error = try #require(file.syntaxError)
      #expect(error.message == "invalid character in source file")
      #expect((error.location.line, error.location.column) == (3, 7))
      #expect(file.types.map(\.name) == ["S"])
    }
    // A space on both sides of the character keeps the compiler's words.
    let spaced = "struct S { func f() { w \u{1} = 1 } }"
    let worded = try #require(SourceFileIndexer.index(source: spaced, path: "F.swift").syntaxError)
    #expect(worded.message == "invalid character in source file")
    #expect((worded.location.line, worded.location.column) == (1, 25))
  }

  @Test func anUnreadableFileIsReportedAndTheOthersGoOn() {
    let index = SourceIndexer.index(files: ["/nonexistent/A.swift", fixture("testIndexesCoordinatorIdioms")])
    #expect(index.problems.map(\.path) == ["/nonexistent/A.swift"])
    #expect(index.files.count == 1)
  }

  @Test func walksSourcesAndSkipsWhatIsNotTheApp() throws {
    let root = try temporaryFolder()
    defer { removeTemporaryFolder(root) }
    let manager = FileManager.default
    for folder in [
      "App/Flows", "App/.hidden", ".build/debug", "Pods/Lib", "Carthage/Checkouts", "DerivedData/X", "App/Generated",
      "App/Preview Content",
    ] {
      try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for file in [
      "App/AppCoordinator.swift", "App/Flows/LoginCoordinator.swift", "App/Flows/notes.txt", "App/.hidden/Secret.swift",
      ".build/debug/Built.swift", "Pods/Lib/Pod.swift", "Carthage/Checkouts/C.swift", "DerivedData/X/D.swift",
      "App/Generated/Mocks.swift", "App/Preview Content/PreviewCoordinator.swift",
    ] {
      try "struct S {}".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    // A symbolic link back up the tree must not make the walk loop.
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("App/Flows/loop").path,
      withDestinationPath: root.appendingPathComponent("App").path)
    let files = SwiftFileFinder(excludes: ["*/Generated"]).files(in: [root.path])
    let relative = files.map { String($0.dropFirst(root.path.count + 1)) }
    #expect(relative == ["App/AppCoordinator.swift", "App/Flows/LoginCoordinator.swift"])
  }

  @Test func readsEachFileOnceWhateverPathLeadsToIt() throws {
    let root = try temporaryFolder()
    defer { removeTemporaryFolder(root) }
    let manager = FileManager.default
    try manager.createDirectory(at: root.appendingPathComponent("App/Shared"), withIntermediateDirectories: true)
    for file in ["App/A.swift", "App/Shared/B.swift"] {
      try "struct S {}".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    // A link back up to the folder given, and a second name for a file.
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("App/Shared/up").path,
      withDestinationPath: root.appendingPathComponent("App").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("App/Alias.swift").path,
      withDestinationPath: root.appendingPathComponent("App/A.swift").path)
    // The folder given by a path relative to the working directory (as `coordgraph check .` gives it), and again.
    let depth = manager.currentDirectoryPath.split(separator: "/").count
    let relative = String(repeating: "../", count: depth) + root.path.dropFirst() + "/App"
    let files = SwiftFileFinder().files(in: [relative, root.appendingPathComponent("App").path])
    #expect(files == [relative + "/A.swift", relative + "/Shared/B.swift"])
  }

  @Test func takesSwiftFilesGivenDirectly() throws {
    let root = try temporaryFolder()
    defer { removeTemporaryFolder(root) }
    let file = root.appendingPathComponent("One.swift").path
    try "enum E {}".write(toFile: file, atomically: true, encoding: .utf8)
    #expect(SwiftFileFinder().files(in: [file, file, root.appendingPathComponent("missing.swift").path]) == [file])
  }
}
