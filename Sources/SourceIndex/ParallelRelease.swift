import Dispatch
import Foundation

/// Frees values on several threads, each by one worker: an index, and a front end's large intermediate
/// results (a list of each type's edges, say), hold many small heap objects, and freeing them on one core,
/// as a scope's end does, leaves the others idle.
public enum ParallelRelease {
  /// Frees `values` on `threads` threads (all the cores when nil); values also held elsewhere are only let go.
  public static func release<Value>(_ values: consuming [Value], threads: Int? = nil) {
    let slots = ReleaseSlots(values)
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

  init(_ values: consuming [Value]) {
    slots = .allocate(capacity: values.count)
    _ = slots.initialize(from: values.lazy.map(Optional.some))
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  var count: Int { slots.count }

  func release(_ position: Int) { slots[position] = nil }
}
