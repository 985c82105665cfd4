import Foundation
import SourceIndex
import Testing

@testable import SwiftFrontEnd

/// `Parallel.map` computes each index once, on any number of threads, and returns the results in index order.
@Suite struct ParallelMapTests {
  /// A result held by reference, as most of the dialect stage's are (each place must be initialised with it once).
  final class Made: @unchecked Sendable {
    let index: Int
    init(_ index: Int) { self.index = index }
  }

  @Test func everyIndexOnceInOrder() {
    for count in [0, 1, 2, 3, 7, 16, 17, 63, 64, 65, 1_000] {
      for threads in [1, 2, 3, 8] {
        let calls = Calls()
        let results = Parallel.map(count: count, threads: threads) { index in
          calls.add(index)
          return Made(index)
        }
        #expect(results.map(\.index) == Array(0..<count), "count \(count), threads \(threads)")
        #expect(calls.sorted == Array(0..<count), "count \(count), threads \(threads)")
      }
    }
  }

  /// The runs share the indices out: each index in one run, in order, runs of at most 16 neighbours, short enough that
  /// every worker can take some (`count: 2` on two threads, as the app types' two halves are: one each), and none once
  /// all are taken.
  @Test func runsShareTheIndicesOut() {
    for count in [0, 1, 2, 3, 8, 9, 100, 129, 10_000] {
      for workers in [2, 3, 8] {
        let length = Parallel.runLength(workers: workers, count: count)
        let shared = SharedRuns(count: count, length: length)
        var runs: [Range<Int>] = []
        while let run = shared.take() { runs.append(run) }
        #expect(runs.flatMap { Array($0) } == Array(0..<count), "count \(count), workers \(workers)")
        #expect(runs.allSatisfy { $0.count <= 16 && !$0.isEmpty })
        if count >= workers * 4 { #expect(runs.count >= workers * 4, "count \(count), workers \(workers)") }
        #expect(shared.take() == nil)
      }
    }
    #expect(Parallel.runLength(workers: 2, count: 2) == 1)
  }

  private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var indices: [Int] = []
    func add(_ index: Int) {
      lock.lock()
      indices.append(index)
      lock.unlock()
    }
    var sorted: [Int] {
      lock.lock()
      defer { lock.unlock() }
      return indices.sorted()
    }
  }
}
