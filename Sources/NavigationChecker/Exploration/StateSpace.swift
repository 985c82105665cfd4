import NavigationModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The explored state space of one design: what rules and invariants query.
///
/// Immutable once explored (the queries that re-expand states do so on a private explorer).
public final class StateSpace: @unchecked Sendable {
  let model: CompiledModel
  let explorer: Explorer
  var record: ExplorationRecord { explorer.record }
  private var scratch = WorkingState()
  private var scratchBars = Int32Buffer(capacity: 8)
  private let lock = PthreadMutex()

  init(model: CompiledModel) {
    self.model = model
    explorer = Explorer(model: model)
    explorer.explore()
  }

  /// Explores a design; fails when no initial state can be built.
  public static func explore(_ graph: NavigationGraph, bounds: Bounds) -> Result<StateSpace, ExplorationErrors> {
    ModelCompiler.compile(graph, bounds: bounds).map(StateSpace.init(model:))
  }

  /// States stored.
  public var stateCount: Int { explorer.count }
  /// Transitions taken.
  public var transitionCount: Int { record.transitions }
  /// Whether exploration stopped because the state store could hold no more (4 GiB of packed states).
  var storeIsFull: Bool { explorer.engine.store.isFull }

  /// Whether no bound was reached.
  public var isComplete: Bool { record.cuts.isEmpty }
  /// Bytes held by the stored states, their parents and the hash set.
  public var storedBytes: Int { explorer.memoryFootprint }

  // MARK: Per-state facts

  /// Facts about one stored state.
  struct StateFacts {
    var visibleRoute: Int32
    var layerCount: Int
    var isSettled: Bool
  }

  func facts(of index: Int) -> StateFacts {
    lock.withLock {
      explorer.decode(index, into: &scratch)
      let visible = scratch.visible(tabBars: &scratchBars)
      let layers = scratch.layerCount
      let rootScreen = layers == 1 && (!visible.isStack || scratch.tokens[visible.content + 1] == 1)
      return StateFacts(
        visibleRoute: visible.route, layerCount: layers,
        isSettled: rootScreen || model.homeRoutes.contains(visible.route))
    }
  }

  /// Whether some layer below the top one holds `route` anywhere (any entry, any tab, a screen).
  func lowerLayerHolds(_ route: Int32, in index: Int) -> Bool {
    lock.withLock {
      explorer.decode(index, into: &scratch)
      let top = scratch.topLayerStart
      var position = 0
      while position < top {
        let end = scratch.contentEnd(position + 1)
        if contains(route, from: position + 1, in: scratch) { return true }
        position = end
      }
      return false
    }
  }

  private func contains(_ route: Int32, from index: Int, in state: borrowing WorkingState) -> Bool {
    let tokens = state.tokens.base
    switch tokens[index] {
    case ContentKind.stack:
      let count = Int(tokens[index + 1])
      return (0..<count).contains { tokens[index + 2 + 2 * $0] == route }
    case ContentKind.tabs:
      var child = index + 4
      for _ in 0..<Int(tokens[index + 3]) {
        if contains(route, from: child, in: state) { return true }
        child = state.contentEnd(child)
      }
      return false
    case ContentKind.slot:
      return contains(route, from: index + 2, in: state)
    default:
      return tokens[index + 1] == route
    }
  }

  /// Successors of a stored state, with their step labels.
  func successors(of index: Int) -> [(state: Int, label: UInt32)] {
    lock.withLock { explorer.successors(of: index) }
  }

  /// The same, and whether the state has a successor that the state bound left unstored: where it leads is unknown.
  func successorsAndCut(of index: Int) -> (successors: [(state: Int, label: UInt32)], cut: Bool) {
    lock.withLock { explorer.successorsAndCut(of: index) }
  }
}

/// A small mutex for the state space's scratch buffers.
final class PthreadMutex: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
