import Dispatch
import Foundation

/// Work spread over the cores: each index computed once, results in index order (so output does not
/// depend on scheduling).
enum Parallel {
  /// `body(0) ..< body(count)` on `threads` threads (all the cores when nil).
  static func map<Result: Sendable>(count: Int, threads: Int?, _ body: @Sendable (Int) -> Result) -> [Result] {
    let workers = max(1, min(threads ?? ProcessInfo.processInfo.activeProcessorCount, count))
    if workers == 1 { return (0..<count).map(body) }
    let slots = Slots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: count, by: workers) { slots.set(index, body(index)) }
    }
    return slots.values
  }
}

/// One slot per index, each written by exactly one worker, read after all have finished.
private final class Slots<Value>: @unchecked Sendable {
  private var storage: [Value?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [Value] { storage.map { $0! } }
}
