import Dispatch
import Foundation

/// Work spread over the cores: each index computed once, results in index order (so output does not
/// depend on scheduling).
enum Parallel {
  /// `body(0) ..< body(count)` on `threads` threads (all the cores when nil). Each worker keeps its
  /// results to itself until all are done (no lock or shared cache line per result).
  static func map<Result: Sendable>(count: Int, threads: Int?, _ body: @Sendable (Int) -> Result) -> [Result] {
    let workers = max(1, min(threads ?? ProcessInfo.processInfo.activeProcessorCount, count))
    if workers == 1 { return (0..<count).map(body) }
    let slots = WorkerResults<Result>(workers: workers)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      slots.set(worker, stride(from: worker, to: count, by: workers).map(body))
    }
    // Worker w computed indices w, w + workers, ...: interleave them back.
    let lists = slots.values
    var results: [Result] = []
    results.reserveCapacity(count)
    for index in 0..<count { results.append(lists[index % workers][index / workers]) }
    return results
  }
}

/// One list of results per worker, each written once by its worker, read after all have finished.
private final class WorkerResults<Value>: @unchecked Sendable {
  private var storage: [[Value]]
  private let lock = NSLock()

  init(workers: Int) { storage = Array(repeating: [], count: workers) }

  func set(_ worker: Int, _ values: [Value]) {
    lock.lock()
    storage[worker] = values
    lock.unlock()
  }

  var values: [[Value]] { storage }
}
