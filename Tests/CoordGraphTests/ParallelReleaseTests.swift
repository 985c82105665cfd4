import Foundation
import SourceIndex
import Testing

/// `ParallelRelease` frees every value exactly once, on any number of threads, and only lets go of values
/// that are also held elsewhere. Serialized: the tests count deinits in one shared list.
@Suite(.serialized) struct ParallelReleaseTests {
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

  /// Values said to be allocated by this thread, by threads that run no worker (an identity no worker has),
  /// or by a list that does not match the values, are all freed, once.
  @Test func valuesOfEveryOwnerAreFreedOnce() {
    let here = ThreadIdentity.current
    let elsewhere = ThreadIdentity.current == ThreadIdentity.current ? otherThreadIdentity() : here
    for (threads, mismatched) in [(1, false), (2, false), (3, false), (2, true)] {
      Tracked.lock.lock()
      Tracked.freed = []
      Tracked.lock.unlock()
      let values = (0..<1_000).map { [Tracked($0)] }
      let owners = (0..<(mismatched ? 10 : 1_000)).map { $0.isMultiple(of: 3) ? elsewhere : here }
      ParallelRelease.release(consume values, allocatedBy: owners, threads: threads)
      Tracked.lock.lock()
      let freed = Tracked.freed
      Tracked.lock.unlock()
      #expect(freed.sorted() == Array(0..<1_000), "threads: \(threads), mismatched: \(mismatched)")
    }
  }

  /// The identity of a thread that has ended.
  private func otherThreadIdentity() -> ThreadIdentity {
    let box = IdentityBox()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      box.identity = ThreadIdentity.current
      done.signal()
    }
    done.wait()
    return box.identity!
  }

  private final class IdentityBox: @unchecked Sendable {
    var identity: ThreadIdentity?
  }
}
