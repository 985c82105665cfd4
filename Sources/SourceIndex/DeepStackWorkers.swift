import Dispatch
import Foundation

/// Threads with stacks deep enough for SwiftParser, which recurses once per level of nesting in the code it reads
/// (about 5 KB a level in a release build, and it allows 256 levels): a GCD worker thread's stack is 512 KB on macOS,
/// and on Linux it is the process's stack limit, so a file nested 100 deep (parentheses, closures) crashed the parse
/// there. The workers live as long as the process, so that the threads that index files are the ones that free them
/// (`ParallelRelease`: each file freed where it was allocated).
final class DeepStackWorkers: @unchecked Sendable {
  /// The workers every index shares.
  static let shared = DeepStackWorkers()
  /// Each worker's stack, reserved, and used only as deep as the code read nests: SwiftParser takes about 1.3 MB at its
  /// 256 levels of nesting, and about 2 KB per branch of an `else if` chain, which its nesting limit does not bound
  /// (chains are cut at 10,000 branches before the parse: `ElseIfChains`).
  static let stackSize = 64 << 20

  private let lock = NSLock()
  /// The workers no caller holds, in the order they were started: a caller takes the first, so that one caller at a
  /// time (the command line's case) always gets the same threads.
  private var idle: [Worker] = []
  private var started = 0

  /// Runs `body(0)` to `body(iterations - 1)`, each on a worker of its own, and returns when all have returned. Callers
  /// on several threads at once (tests) each get workers of their own.
  func perform(iterations: Int, _ body: @escaping @Sendable (Int) -> Void) {
    guard iterations > 0 else { return }
    let workers = take(iterations)
    let group = DispatchGroup()
    for (index, worker) in workers.enumerated() where worker.isRunning {
      group.enter()
      worker.run({ body(index) }, then: group)
    }
    // A thread the system would not start (its stack refused): its share runs here, on a stack that may be smaller.
    for (index, worker) in workers.enumerated() where !worker.isRunning { body(index) }
    group.wait()
    giveBack(workers.filter(\.isRunning))
  }

  /// `count` idle workers, started as needed.
  private func take(_ count: Int) -> [Worker] {
    lock.lock()
    defer { lock.unlock() }
    let taken = Array(idle.prefix(count))
    idle.removeFirst(taken.count)
    let new = (taken.count..<count).map { _ in
      started += 1
      return Worker(number: started, stackSize: Self.stackSize)
    }
    return taken + new
  }

  private func giveBack(_ workers: [Worker]) {
    lock.lock()
    defer { lock.unlock() }
    idle.append(contentsOf: workers)
    idle.sort { $0.number < $1.number }
  }
}

/// One thread that runs the tasks it is given, one at a time.
private final class Worker: @unchecked Sendable {
  /// In the order the workers were started.
  let number: Int
  private let ready = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var task: (work: @Sendable () -> Void, done: DispatchGroup)?

  /// Whether its thread started (within ten seconds; it takes microseconds).
  private(set) var isRunning = false

  init(number: Int, stackSize: Int) {
    self.number = number
    let started = DispatchSemaphore(value: 0)
    let thread = Thread { [self] in
      started.signal()
      loop()
    }
    thread.stackSize = stackSize
    thread.start()
    isRunning = started.wait(timeout: .now() + 10) == .success
  }

  /// Runs `work` on the worker's thread, then leaves `done`.
  func run(_ work: @escaping @Sendable () -> Void, then done: DispatchGroup) {
    lock.lock()
    task = (work, done)
    lock.unlock()
    ready.signal()
  }

  private func loop() {
    while true {
      ready.wait()
      lock.lock()
      var work: (@Sendable () -> Void)? = task!.work
      let done = task!.done
      task = nil
      lock.unlock()
      work!()
      work = nil  // what the work holds is let go here, before the caller goes on
      done.leave()
    }
  }
}
