import Foundation
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

  /// The workers' runs share the indices out: each index in one run, runs of at most 16 neighbours, and every
  /// worker some where there are enough (`count: 2` on two threads, as the app types' two halves are: one each).
  @Test func runsShareTheIndicesOut() {
    for count in [1, 2, 3, 8, 9, 100, 129, 10_000] {
      for workers in [2, 3, 8] where workers <= count {
        let runs = (0..<workers).map { Parallel.runs(of: $0, workers: workers, count: count) }
        #expect(runs.joined().flatMap { Array($0) }.sorted() == Array(0..<count), "count \(count), workers \(workers)")
        #expect(runs.joined().allSatisfy { $0.count <= 16 })
        if count >= workers * 4 { #expect(runs.allSatisfy { !$0.isEmpty }, "count \(count), workers \(workers)") }
      }
    }
    #expect(Parallel.runs(of: 0, workers: 2, count: 2) == [0..<1])
    #expect(Parallel.runs(of: 1, workers: 2, count: 2) == [1..<2])
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
