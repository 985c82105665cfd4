/// Brings a working state to its canonical form after an effect.
///
/// Instances that own no content leave the chain, and what they started moves up to their nearest
/// ancestor still in it (semantics-details.md §3); the rest are renumbered in order of first
/// appearance (layers bottom-up, pre-order), so that states equal up to renaming of instances
/// become identical token sequences.
struct StateNormalizer: ~Copyable {
  private var canonical = Int32Buffer(capacity: 32)
  private var order = Int32Buffer(capacity: 32)
  private var newTypes = Int32Buffer(capacity: 32)
  private var newParents = Int32Buffer(capacity: 32)

  init() {}

  @inline(__always)
  private mutating func own(_ position: Int, in tokens: UnsafeMutablePointer<Int32>, identity: inout Bool) {
    let old = Int(tokens[position])
    if canonical[old] < 0 {
      if old != order.count { identity = false }
      canonical[old] = Int32(order.count)
      order.append(Int32(old))
    }
    tokens[position] = canonical[old]
  }

  /// What the walk measured, for the bounds (semantics-details.md §18).
  private(set) var layers = 0
  private(set) var deepestStack = 0
  private(set) var deepestNesting = 0
  private var depths = Int32Buffer(capacity: 16)

  mutating func normalize(_ state: inout WorkingState) {
    let instanceCount = state.types.count
    canonical.removeAll()
    for _ in 0..<instanceCount { canonical.append(-1) }
    order.removeAll()
    layers = 0
    deepestStack = 0
    deepestNesting = 0
    depths.removeAll()
    let tokens = state.tokens.base
    let count = state.tokens.count
    var index = 0
    var pending = 0
    var identity = true
    while index < count {
      if pending == 0 {
        index += 1  // a layer's style
        pending = 1
        layers += 1
        depths.removeAll()
        continue
      }
      pending -= 1
      // Nesting: the number of open containers around this node.
      while depths.count > 0 && depths[depths.count - 1] == 0 { depths.truncate(at: depths.count - 1) }
      if depths.count > 0 { depths[depths.count - 1] -= 1 }
      switch tokens[index] {
      case ContentKind.stack:
        let entries = Int(tokens[index + 1])
        deepestStack = max(deepestStack, entries)
        for entry in 0..<entries { own(index + 3 + 2 * entry, in: tokens, identity: &identity) }
        index += 2 + 2 * entries
      case ContentKind.tabs:
        own(index + 1, in: tokens, identity: &identity)
        pending += Int(tokens[index + 3])
        depths.append(tokens[index + 3])
        deepestNesting = max(deepestNesting, depths.count)
        index += 4
      case ContentKind.slot:
        own(index + 1, in: tokens, identity: &identity)
        pending += 1
        depths.append(1)
        deepestNesting = max(deepestNesting, depths.count)
        index += 2
      default:
        own(index + 2, in: tokens, identity: &identity)
        index += 3
      }
    }
    // Every instance kept and met in its own order: the tables stand as they are.
    if identity && order.count == instanceCount { return }
    newTypes.removeAll()
    newParents.removeAll()
    for position in 0..<order.count {
      let old = Int(order[position])
      newTypes.append(state.types[old])
      var parent = state.parents[old]
      while parent >= 0 && canonical[Int(parent)] < 0 { parent = state.parents[Int(parent)] }
      newParents.append(parent < 0 ? -1 : canonical[Int(parent)])
    }
    state.types.copy(from: newTypes)
    state.parents.copy(from: newParents)
  }
}
