import Foundation
import NavigationModel
import SourceIndex

/// Reads an app's Swift sources into a navigation graph: index the files, recognise the library's
/// dialect, read coordinators and actions, place each action on the routes it fires from, find the
/// entry coordinator and the deep links.
public enum SwiftAppLoader {
  /// The dialects, tried in order.
  public static let dialects: [any Dialect] = [ALCoordinatorDialect(), JumperDialect()]

  /// Reads the given Swift files as one app named `source` (the folder given, say). `entry` overrides
  /// the entry coordinator; `threads` bounds the parsing threads (all the cores by default).
  public static func load(files: [String], source: String, entry: String? = nil, threads: Int? = nil)
    -> Result<SwiftApp, SwiftAppError>
  {
    let start = SourceLocation(file: source, line: 1, column: 1)
    guard !files.isEmpty else {
      return .failure(SwiftAppError(location: start, message: "no Swift files found", problems: []))
    }
    let index = SourceIndexer.index(files: files, threads: threads)
    let app = read(index, source: source, entry: entry, threads: threads)
    SourceIndexer.release(index, threads: threads)
    return app
  }

  /// Reads an app from its source index (the second half of `load`, timed on its own by the benchmark).
  public static func read(_ sources: SourceIndex, source: String, entry: String? = nil, threads: Int? = nil)
    -> Result<SwiftApp, SwiftAppError>
  {
    read(sources, source: source, entry: entry, threads: threads, followingEveryCall: false)
  }

  /// `read`, with the call graph following every call when `followingEveryCall` (`GraphAssembler.followsEveryCall`).
  static func read(
    _ sources: SourceIndex, source: String, entry: String?, threads: Int?, followingEveryCall: Bool
  ) -> Result<SwiftApp, SwiftAppError> {
    let start = SourceLocation(file: source, line: 1, column: 1)
    let (index, libraryNotes) = NonAppCode.appCode(
      of: sources, libraryModules: dialects.reduce(into: []) { $0.formUnion($1.libraryModules) }, threads: threads)
    if index.files.isEmpty, !sources.files.isEmpty {
      return .failure(
        SwiftAppError(
          location: start,
          message:
            "no app code found: every Swift file here is test code (it imports XCTest, Testing, Quick or Nimble, or a "
            + "module @testable) or the coordinator library's own; give the app's own folder",
          problems: index.problems))
    }
    let types = AppTypes(
      index: index, threads: threads,
      libraryBases: dialects.reduce(into: [:]) { $0.merge($1.coordinatorBaseTypes) { $0.union($1) } },
      libraryEnvironment: dialects.reduce(into: [:]) { $0.merge($1.environmentValues) { first, _ in first } })
    guard let dialect = dialects.first(where: { $0.recognizes(types) }) else {
      let names = dialects.map(\.name).joined(separator: ", ")
      return .failure(
        SwiftAppError(
          location: start, message: "no supported coordinator library is used here (supported: \(names))",
          problems: index.problems))
    }
    let prepared = dialect.prepare(types, threads: threads)
    var resolver = TypeResolver(types: types, chainStep: prepared.chainStepTyping)
    resolver.neverSet = NeverSetProperties(types: types, resolver: resolver, threads: threads)
    let reading = prepared.read(resolver: resolver, threads: threads)
    guard !reading.coordinators.isEmpty else {
      return .failure(
        SwiftAppError(
          location: start, message: "no coordinators found (dialect: \(dialect.name))", problems: index.problems,
          notes: parseNotes(index)))
    }
    var assembler = GraphAssembler(types: types, resolver: resolver, reading: reading, threads: threads)
    assembler.followsEveryCall = followingEveryCall
    switch assembler.entry(override: entry) {
    case .failure(let problem):
      return .failure(
        SwiftAppError(
          location: start, message: problem.message, problems: index.problems,
          notes: sorted(
            reading.notes + libraryNotes + resolver.neverSet.notes + redeclarationNotes(types) + parseNotes(index)
              + severalAppsNotes(index))))
    case .success(let (entryReference, entryNotes)):
      let read = assembler.graph(source: source, entry: entryReference)
      // Dotted type names (nested types, two modules' types of one name) become names a design allows.
      let names = CoordinatorNames(read.coordinators)
      let inferred = assembler.inferred.map {
        InferredTrigger(action: names.action($0.action), coordinator: names.name($0.coordinator))
      }
      // Shared route enums are trimmed on the renamed graph, where `Coordinator.route` splits at its dot.
      let startChoices = Dictionary(
        reading.startChoices.map { (names.name($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
      let (started, startNotes) = StartChoices.preferred(names.graph(read), choices: startChoices)
      let graph = SharedRouteEnums.trimmed(started, startChoices: startChoices.mapValues(\.routes))
      return .success(
        SwiftApp(
          graph: graph, dialect: dialect.name, inferredTriggers: inferred, problems: index.problems,
          notes: sorted(
            reading.notes + startNotes + libraryNotes + entryNotes + assembler.notes + resolver.neverSet.notes
              + redeclarationNotes(types) + parseNotes(index) + severalAppsNotes(index))))
    }
  }

  /// A note for each type declared again in another file of its module, which is not read.
  private static func redeclarationNotes(_ types: AppTypes) -> [ReadingNote] {
    types.redeclared.map { declaration, first in
      ReadingNote(
        location: declaration.location,
        message:
          "\(declaration.name) is declared again here; only its declaration at \(first) is read (files of two "
          + "targets of one project? read one target's folder, or leave the other out with --exclude)")
    }
  }

  /// Notes on how the files parsed: for each file that does not parse cleanly, its first syntax error (what is read of it
  /// stops short where the parser had to recover, and the user should know why an action may be missing); for each
  /// part read otherwise than written so that the parser could read it, what was done (`BracketRuns`, `ElseIfChains`).
  private static func parseNotes(_ index: SourceIndex) -> [ReadingNote] {
    index.files.flatMap { file in
      let error = file.syntaxError.map { error in
        let others = error.count == 1 ? "" : " (and \(error.count - 1) more in this file)"
        return ReadingNote(
          location: error.location,
          message:
            "syntax error: \(error.message)\(others); this file is read as far as it parses, so navigation "
            + "written near the error may be missing")
      }
      let guards = file.parserGuards.map { item in
        switch item.kind {
        case .bracketRun:
          ReadingNote(
            location: item.location,
            message:
              "\(item.length) '[' in a row (an array or type nested \(item.length) deep): the Swift parser takes time "
              + "that doubles with each, so all but the first \(BracketRuns.keptBrackets) are read as parentheses; what "
              + "they hold is still read")
        case .elseIfChain:
          ReadingNote(
            location: item.location,
            message:
              "\(item.length) 'else if' in one block: the Swift parser reads each by recursion, so from here on each "
              + "'if' is read as a statement of its own (after the first \(ElseIfChains.keptBranches)); what the branches "
              + "hold is still read")
        }
      }
      return (error.map { [$0] } ?? []) + guards
    }
  }

  /// Notes in source order.
  private static func sorted(_ notes: [ReadingNote]) -> [ReadingNote] {
    notes.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
  }
}
