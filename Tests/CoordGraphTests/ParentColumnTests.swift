import Testing

@testable import NavigationChecker

/// Parents are stored as one-byte differences with checkpoints; every kind of step reads back whole.
@Suite struct ParentColumnTests {
  /// Small steps, steps too large for a byte (a long run of states that found nothing new), a parent
  /// smaller than the one before (never made by the explorer, still kept), across many checkpoints.
  @Test func everyParentReadsBackAtRandomAndInOrder() {
    var parents: [UInt32] = [0]
    for state in 1..<5_000 {
      let step: UInt32
      switch state % 97 {
      case 0: step = 254
      case 1: step = 255
      case 2: step = 100_000
      default: step = UInt32(state * 7 % 4)
      }
      parents.append(parents[state - 1] + step)
    }
    parents[4_321] = 7  // smaller than its neighbours
    var column = ParentColumn(capacity: 16)
    for parent in parents { column.append(parent) }
    #expect(column.count == parents.count)
    for state in parents.indices {
      #expect(column.parent(of: state) == parents[state], "state \(state)")
    }
    var previous = parents[0]
    for state in 1..<parents.count {
      previous = column.parent(of: state, following: previous)
      #expect(previous == parents[state], "state \(state), read in order")
    }
  }
}
