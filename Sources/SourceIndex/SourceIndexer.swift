import Dispatch
import Foundation
import NavigationModel

/// A file the index could not read.
public struct IndexProblem: Sendable, Hashable {
  /// The file.
  public var path: String
  /// Why.
  public var message: String
}

/// The index of a set of Swift files, sorted by path.
public struct SourceIndex: Sendable {
  /// Every file's index, sorted by path.
  public var files: [SourceFileIndex]
  /// Files that could not be read.
  public var problems: [IndexProblem]
  /// The thread that indexed each file, in `files`' order, for freeing each where it was allocated.
  var indexingThreads: [ThreadIdentity] = []

  /// Every type declaration, in path order.
  public var types: [TypeItem] { files.flatMap(\.types) }
  /// Every extension, in path order.
  public var extensions: [TypeItem] { files.flatMap(\.extensions) }
}

/// Builds a `SourceIndex`: each file parsed once, files in parallel across the cores, then merged.
public enum SourceIndexer {
  /// Indexes the given Swift files (read here; an unreadable one is a problem, the rest go on), on
  /// `threads` threads (all the cores by default).
  public static func index(files paths: [String], threads: Int? = nil) -> SourceIndex {
    let results = ResultSlots(count: paths.count)
    let workers = max(1, min(threads ?? ProcessInfo.processInfo.activeProcessorCount, paths.count))
    let runs = SharedRuns(count: paths.count)
    DeepStackWorkers.shared.perform(iterations: workers) { _ in
      while let run = runs.take() {
        for index in run { indexFile(paths[index], into: results, at: index) }
      }
    }
    var files: [(index: SourceFileIndex, thread: ThreadIdentity)] = []
    var problems: [IndexProblem] = []
    for (result, thread) in zip(results.values, results.threads) {
      switch result {
      case .success(let file)?: files.append((file, thread))
      case .failure(let problem)?: problems.append(problem)
      case nil: break
      }
    }
    files.sort { $0.index.path < $1.index.path }
    return SourceIndex(
      files: files.map(\.index), problems: problems.sorted { $0.path < $1.path },
      indexingThreads: files.map(\.thread))
  }

  /// Frees an index on `threads` threads (all the cores when nil), each file on the thread that indexed
  /// it where that thread runs a worker (`ParallelRelease`): an index holds many small heap objects, and
  /// freeing them one thread at a time costs about a tenth of indexing them.
  public static func release(_ index: consuming SourceIndex, threads: Int? = nil) {
    let files = index.files
    index.files = []  // the list below is then the files' only holder
    ParallelRelease.release(consume files, allocatedBy: index.indexingThreads, threads: threads)
  }

  /// Reads and indexes one file. (Never inlined: the instruction-count benchmarks find the index's work by its name.)
  @inline(never)
  private static func indexFile(_ path: String, into results: ResultSlots, at index: Int) {
    guard let data = FileManager.default.contents(atPath: path) else {
      results.set(index, .failure(IndexProblem(path: path, message: "the file cannot be read")))
      return
    }
    let source = String(decoding: data, as: UTF8.self)
    results.set(index, .success(SourceFileIndexer.index(source: source, path: path)))
  }
}

/// One slot per file, written from the parsing threads under a lock.
private final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var values: [Result<SourceFileIndex, IndexProblem>?]
  /// The thread that wrote each slot.
  private(set) var threads: [ThreadIdentity]

  init(count: Int) {
    values = Array(repeating: nil, count: count)
    threads = Array(repeating: .current, count: count)
  }

  func set(_ index: Int, _ value: Result<SourceFileIndex, IndexProblem>) {
    let thread = ThreadIdentity.current
    lock.lock()
    values[index] = value
    threads[index] = thread
    lock.unlock()
  }
}

extension IndexProblem: Error {}
