import Foundation
import SourceIndex
import Testing

/// `ParallelRelease` frees every value exactly once, on any number of threads, and only lets go of values
/// that are also held elsewhere.
@Suite struct ParallelReleaseTests {
  /// Counts its instances' deinits.
  final class Tracked: @unchecked Sendable {
    static let lock = NSLock()
    nonisolated(unsafe) static var freed: [Int] = []
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit {
      Self.lock.lock()
      Self.freed.append(id)
      Self.lock.unlock()
    }
  }

  @Test func everyValueIsFreedOnceAndHeldOnesSurvive() {
    for threads in [1, 2, 3] {
      Tracked.lock.lock()
      Tracked.freed = []
      Tracked.lock.unlock()
      let kept = Tracked(-1)
      var values = (0..<1_000).map { [Tracked($0)] }
      values.append([kept])
      ParallelRelease.release(consume values, threads: threads)
      Tracked.lock.lock()
      let freed = Tracked.freed
      Tracked.lock.unlock()
      #expect(freed.sorted() == Array(0..<1_000), "threads: \(threads)")
      #expect(kept.id == -1)
    }
  }
}
