import Foundation

/// Runs of neighbouring indices `0..<count`, handed out in order to whichever worker asks next: a worker that the
/// system runs late, or that meets costly indices, takes fewer, and none waits at the end for another's fixed share
/// (fixed shares, one run in turn per worker, left one core idle for about 3% of the 2,000-file benchmark's
/// extraction on two threads; session 58).
public final class SharedRuns: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  /// How many indices there are.
  public let count: Int
  /// How many neighbouring indices a run holds (the last may hold fewer).
  public let length: Int

  /// Runs of `length` indices (at least one) of `0..<count`.
  public init(count: Int, length: Int = 1) {
    self.count = max(0, count)
    self.length = max(1, length)
  }

  /// The next run no worker has taken, or nil when all are taken.
  public func take() -> Range<Int>? {
    lock.lock()
    let start = next
    next = min(count, start + length)
    lock.unlock()
    return start < count ? start..<min(start + length, count) : nil
  }
}
