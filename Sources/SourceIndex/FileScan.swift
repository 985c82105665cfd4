import Dispatch
import Foundation

/// Files read again on all the cores, each file's bytes handed to a reader that gives names (`NameMentions`,
/// `NameWrites`).
enum FileScan {
  /// The names `read` gives for the files at `paths`, gathered; a file that cannot be read gives `unreadable`.
  /// `read` is handed the file's position in `paths`, its bytes, and what the worker reading it found so far (a
  /// reader looking for names may skip those). `threads`: the threads the files are read on (all the cores when nil).
  static func names(
    in paths: [String], threads: Int?, unreadable: Set<String>,
    _ read: @Sendable (Int, UnsafeBufferPointer<UInt8>, Set<String>) -> Set<String>
  ) -> Set<String> {
    guard !paths.isEmpty else { return [] }
    let found = FoundNames()
    let workers = max(1, min(threads ?? ProcessInfo.processInfo.activeProcessorCount, paths.count))
    let runs = SharedRuns(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      var mine: Set<String> = []
      while let index = runs.take()?.lowerBound {
        guard let data = FileManager.default.contents(atPath: paths[index]) else {
          mine.formUnion(unreadable)
          continue
        }
        mine.formUnion(
          data.withUnsafeBytes { raw in read(index, raw.assumingMemoryBound(to: UInt8.self), mine) })
      }
      found.add(mine)
    }
    return found.names
  }
}

/// The names the workers found, gathered under a lock.
private final class FoundNames: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var names: Set<String> = []

  func add(_ found: Set<String>) {
    lock.lock()
    names.formUnion(found)
    lock.unlock()
  }
}
