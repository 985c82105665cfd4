import Dispatch
import Foundation

/// Work spread over the cores: each index computed once, results in index order (so output does not
/// depend on scheduling).
enum Parallel {
  /// `body(0) ..< body(count)` on `threads` threads (all the cores when nil). Each worker writes its results
  /// straight into their places in the array returned: no lock per result, and no serial pass that copies the
  /// results into order afterwards (it retained and released every reference each result holds, on one core:
  /// about 15 ms of the 2,000-file benchmark's dialect stage on two threads, session 29). The workers take
  /// runs of up to `maximumChunk` indices in turn, so that neighbouring places, which share cache lines, are mostly written
  /// by one core, while costly indices that cluster (a file's coordinator, then its screens) are still shared
  /// out.
  static func map<Result: Sendable>(count: Int, threads: Int?, _ body: @Sendable (Int) -> Result) -> [Result] {
    let workers = max(1, min(threads ?? ProcessInfo.processInfo.activeProcessorCount, count))
    if workers == 1 { return (0..<count).map(body) }
    return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
      let places = Places(base: buffer.baseAddress!)
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for run in runs(of: worker, workers: workers, count: count) {
          for index in run { places.initialize(index, to: body(index)) }
        }
      }
      initialized = count
    }
  }

  /// The runs of neighbouring indices that `worker` of `workers` takes, in turn with the others: short enough
  /// that every worker gets several (two halves, `count: 2`, are one index each).
  static func runs(of worker: Int, workers: Int, count: Int) -> [Range<Int>] {
    let chunk = max(1, min(maximumChunk, count / (workers * 4)))
    return stride(from: worker * chunk, to: count, by: workers * chunk).map { $0..<min($0 + chunk, count) }
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
