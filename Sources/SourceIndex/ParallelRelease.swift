import Dispatch
import Foundation

/// Frees values on several threads, each by one worker: an index holds many small heap objects, and freeing
/// them on one core, as a scope's end does, leaves the others idle. (Tried on the dialect stage's per-type
/// results too, session 28: no gain there that the benchmark host resolves.)
///
/// Where a value was allocated matters: glibc's `free` of a block from another thread's arena takes that
/// arena's lock, so two threads that free each other's blocks wait on each other. Freed by stride, the
/// 2,000-file benchmark's index took as long on two threads as on one (0.10 to 0.15 s); each file freed on the
/// thread that indexed it, 0.05 to 0.08 s (session 29).
public enum ParallelRelease {
  /// Frees `values` on `threads` threads (all the cores when nil); values also held elsewhere are only let go.
  /// `owners`, when it gives one thread per value, says which thread allocated each: a worker running on
  /// that thread frees it, and the values whose thread runs no worker are shared out afterwards.
  public static func release<Value>(
    _ values: consuming [Value], allocatedBy owners: [ThreadIdentity] = [], threads: Int? = nil
  ) {
    let slots = ReleaseSlots(consume values)
    let workers = max(1, min(threads ?? ProcessInfo.processInfo.activeProcessorCount, slots.count))
    if owners.count == slots.count {
      DeepStackWorkers.shared.perform(iterations: workers) { _ in
        let thread = ThreadIdentity.current
        for position in owners.indices where owners[position] == thread { slots.release(position) }
      }
    }
    DeepStackWorkers.shared.perform(iterations: workers) { worker in
      for position in stride(from: worker, to: slots.count, by: workers) where slots.holds(position) {
        slots.release(position)
      }
    }
  }
}

/// Values to be freed, each by exactly one worker: distinct elements of a buffer that this object owns and
/// never resizes.
private final class ReleaseSlots<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Value?>

  /// Takes the values out of the array one by one from its end (`popLast` moves a value: no retain here, no
  /// release when the emptied array goes). The array must be the caller's last reference to its buffer, or
  /// the first `popLast` copies it, and the values are freed where the other reference goes.
  init(_ values: consuming [Value]) {
    slots = .allocate(capacity: values.count)
    var position = values.count
    while let last = values.popLast() {
      position -= 1
      (slots.baseAddress! + position).initialize(to: last)
    }
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  var count: Int { slots.count }

  /// Whether the value at `position` is not freed yet.
  func holds(_ position: Int) -> Bool { slots[position] != nil }

  func release(_ position: Int) { slots[position] = nil }
}
