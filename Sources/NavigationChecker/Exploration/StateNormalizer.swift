/// Brings a working state to its canonical form after an effect.
///
/// Instances that own no content leave the chain, and what they started moves up to their nearest
/// ancestor still in it (semantics-details.md §3); the rest are renumbered in order of first
/// appearance (layers bottom-up, pre-order), so that states equal up to renaming of instances
/// become identical token sequences.
struct StateNormalizer {
  private var canonical: [Int32] = []
  private var order: [Int32] = []
  private var newTypes: [Int32] = []
  private var newParents: [Int32] = []

  mutating func normalize(_ state: inout WorkingState) {
    let instanceCount = state.types.count
    canonical.removeAll(keepingCapacity: true)
    canonical.append(contentsOf: repeatElement(-1, count: instanceCount))
    order.removeAll(keepingCapacity: true)
    state.tokens.withUnsafeMutableBufferPointer { tokens in
      var index = 0
      var pending = 0
      func own(_ position: Int) {
        let old = Int(tokens[position])
        if canonical[old] < 0 {
          canonical[old] = Int32(order.count)
          order.append(Int32(old))
        }
        tokens[position] = canonical[old]
      }
      while index < tokens.count {
        if pending == 0 {
          index += 1  // a layer's style
          pending = 1
          continue
        }
        pending -= 1
        switch tokens[index] {
        case ContentKind.stack:
          let count = Int(tokens[index + 1])
          for entry in 0..<count { own(index + 3 + 2 * entry) }
          index += 2 + 2 * count
        case ContentKind.tabs:
          own(index + 1)
          pending += Int(tokens[index + 3])
          index += 4
        case ContentKind.slot:
          own(index + 1)
          pending += 1
          index += 2
        default:
          own(index + 2)
          index += 3
        }
      }
    }
    newTypes.removeAll(keepingCapacity: true)
    newParents.removeAll(keepingCapacity: true)
    for old in order {
      newTypes.append(state.types[Int(old)])
      var parent = state.parents[Int(old)]
      while parent >= 0 && canonical[Int(parent)] < 0 { parent = state.parents[Int(parent)] }
      newParents.append(parent < 0 ? -1 : canonical[Int(parent)])
    }
    swap(&state.types, &newTypes)
    swap(&state.parents, &newParents)
  }
}
