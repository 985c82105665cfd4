/// A set of state indexes, one bit each.
struct StateBits {
  private(set) var words: [UInt64]

  init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }

  subscript(index: Int) -> Bool {
    get { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }
    set {
      if newValue {
        words[index >> 6] |= 1 << UInt64(index & 63)
      } else {
        words[index >> 6] &= ~(1 << UInt64(index & 63))
      }
    }
  }
}

extension StateSpace {
  /// The states from which some state in `targets` can be reached (each target reaches itself).
  ///
  /// A fixpoint over re-expanded states, in breadth-first order: a way back usually leads to states
  /// found earlier, so few passes are needed, and no edge is ever stored.
  func statesReaching(_ targets: StateBits) -> StateBits {
    var good = targets
    var changed = true
    while changed {
      changed = false
      for index in 0..<stateCount where !good[index] {
        if successors(of: index).contains(where: { good[$0.state] }) {
          good[index] = true
          changed = true
        }
      }
    }
    return good
  }

  /// The states that satisfy a predicate on their facts.
  func states(where predicate: (StateFacts) -> Bool) -> StateBits {
    var bits = StateBits(count: stateCount)
    for index in 0..<stateCount where predicate(facts(of: index)) { bits[index] = true }
    return bits
  }

  /// A shortest path from the initial state to a state satisfying `goal`, through states none of
  /// which (the initial one included) satisfies `avoid`; nil when there is none.
  func shortestPath(to goal: (StateFacts) -> Bool, avoiding avoid: (StateFacts) -> Bool)
    -> [(state: Int, label: UInt32)]?
  {
    guard stateCount > 0, !avoid(facts(of: 0)) else { return nil }
    var parent = [Int32](repeating: -1, count: stateCount)
    var via = [UInt32](repeating: 0, count: stateCount)
    var seen = StateBits(count: stateCount)
    seen[0] = true
    var queue = [0]
    var head = 0
    while head < queue.count {
      let index = queue[head]
      head += 1
      if goal(facts(of: index)) {
        var path: [(state: Int, label: UInt32)] = []
        var walk = index
        while walk != 0 {
          path.append((walk, via[walk]))
          walk = Int(parent[walk])
        }
        return path.reversed()
      }
      for (successor, label) in successors(of: index) where !seen[successor] {
        seen[successor] = true
        if avoid(facts(of: successor)) { continue }
        parent[successor] = Int32(index)
        via[successor] = label
        queue.append(successor)
      }
    }
    return nil
  }
}
