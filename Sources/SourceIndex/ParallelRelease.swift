import Dispatch
import Foundation

/// Frees values on several threads, each by one worker: an index holds many small heap objects, and freeing
/// them on one core, as a scope's end does, leaves the others idle. (Tried on the dialect stage's per-type
/// results too, session 28: no gain there that the benchmark host resolves.)
public enum ParallelRelease {
  /// Frees `values` on `threads` threads (all the cores when nil); values also held elsewhere are only let go.
  public static func release<Value>(_ values: consuming [Value], threads: Int? = nil) {
    let slots = ReleaseSlots(consume values)
    let workers = max(1, min(threads ?? ProcessInfo.processInfo.activeProcessorCount, slots.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for position in stride(from: worker, to: slots.count, by: workers) { slots.release(position) }
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

  func release(_ position: Int) { slots[position] = nil }
}
