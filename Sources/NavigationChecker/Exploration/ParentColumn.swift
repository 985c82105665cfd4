/// The breadth-first parent of every stored state, in about one byte per state. States are stored
/// in the order they are found while expanding states in index order, so parents never decrease:
/// each is kept as its difference from the one before (255: the full parent is in `overflow`),
/// with the full parent of every 64th state as a checkpoint that a random lookup starts from.
struct ParentColumn: ~Copyable {
  private static let checkpointSpacing = 64
  private static let escape: UInt8 = 255

  private var deltas: LargeColumn<UInt8>
  private var checkpoints: [UInt32] = []
  /// (state, parent) for each state whose difference does not fit below `escape`, by state.
  private var overflow: [(state: UInt32, parent: UInt32)] = []
  private var last: UInt32 = 0

  init(capacity: Int) {
    deltas = LargeColumn(capacity: capacity)
    checkpoints.reserveCapacity(capacity / Self.checkpointSpacing + 1)
  }

  var count: Int { deltas.count }

  /// Bytes held.
  var memoryFootprint: Int { deltas.count + checkpoints.count * 4 + overflow.count * 8 }

  mutating func append(_ parent: UInt32) {
    let state = deltas.count
    if state % Self.checkpointSpacing == 0 { checkpoints.append(parent) }
    if parent >= last && parent - last < UInt32(Self.escape) {
      deltas.append(UInt8(parent - last))
    } else {
      deltas.append(Self.escape)
      overflow.append((UInt32(state), parent))
    }
    last = parent
  }

  /// The parent of `state`, from its checkpoint.
  func parent(of state: Int) -> UInt32 {
    let checkpoint = state / Self.checkpointSpacing
    var parent = checkpoints[checkpoint]
    var walk = checkpoint * Self.checkpointSpacing
    while walk < state {
      walk += 1
      parent = self.parent(of: walk, following: parent)
    }
    return parent
  }

  /// The parent of `state`, given the parent of the state before it: for walking states in order.
  @inline(__always)
  func parent(of state: Int, following previous: UInt32) -> UInt32 {
    let delta = deltas[state]
    return delta == Self.escape ? overflowParent(of: state) : previous + UInt32(delta)
  }

  private func overflowParent(of state: Int) -> UInt32 {
    var low = 0
    var high = overflow.count
    while low < high {
      let middle = (low + high) / 2
      if Int(overflow[middle].state) < state { low = middle + 1 } else { high = middle }
    }
    return overflow[low].parent
  }
}
