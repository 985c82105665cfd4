import Dispatch
import Foundation
import SourceIndex

/// Work spread over the cores: each index computed once, results in index order (so output does not
/// depend on scheduling).
enum Parallel {
  /// `body(0) ..< body(count)` on `threads` threads (all the cores when nil). Each worker writes its results
  /// straight into their places in the array returned: no lock per result, and no serial pass that copies the
  /// results into order afterwards (it retained and released every reference each result holds, on one core:
  /// about 15 ms of the 2,000-file benchmark's dialect stage on two threads, session 29). The workers take
  /// runs of up to `maximumChunk` neighbouring indices, whichever asks next (`SharedRuns`), so that neighbouring
  /// places, which share cache lines, are mostly written by one core, while costly indices that cluster (a file's
  /// coordinator, then its screens) are still shared out, and a worker the system runs late takes fewer.
  static func map<Result: Sendable>(count: Int, threads: Int?, _ body: @Sendable (Int) -> Result) -> [Result] {
    let workers = max(1, min(threads ?? ProcessInfo.processInfo.activeProcessorCount, count))
    if workers == 1 { return (0..<count).map(body) }
    return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
      let places = Places(base: buffer.baseAddress!)
      let runs = SharedRuns(count: count, length: runLength(workers: workers, count: count))
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let run = runs.take() {
          for index in run { places.initialize(index, to: body(index)) }
        }
      }
      initialized = count
    }
  }

  /// How many neighbouring indices a run holds: few enough that every worker can take several (two halves,
  /// `count: 2`, are one index each).
  static func runLength(workers: Int, count: Int) -> Int {
    max(1, min(maximumChunk, count / (workers * 4)))
  }

  /// How many neighbouring indices one worker takes at a time, at most.
  private static let maximumChunk = 16
}

/// The array's uninitialised storage, shared by the workers: each index is initialised by exactly one worker,
/// and read only after all have finished.
private struct Places<Value>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Value>

  func initialize(_ index: Int, to value: consuming Value) { (base + index).initialize(to: value) }
}
