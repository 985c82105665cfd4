import Testing

@testable import NavigationChecker

/// The state store never stores what it cannot address: it says it is full instead of wrapping.
@Suite struct StateStoreTests {
  @Test func aFullStoreRefusesStatesAndKeepsWhatItHas() {
    var store = StateStore(expectedStates: 100, byteLimit: 4 << 20)
    let big = (0..<4).map { index in [UInt8](repeating: UInt8(index + 1), count: 1 << 20) }
    var stored: [Int] = []
    for state in big {
      let result = state.withUnsafeBufferPointer { bytes in
        store.insert(bytes, hash: StateStore.hash(bytes), parent: 0, limit: 100)
      }
      if let result { stored.append(result.index) }
    }
    #expect(stored == [0, 1, 2], "three 1 MiB states fit a 4 MiB store, the fourth does not")
    let full = store.isFull
    #expect(full)
    for index in stored {
      #expect(Array(store.bytes(of: index)) == big[index])
      let found = big[index].withUnsafeBufferPointer { store.find($0, hash: StateStore.hash($0)) }
      #expect(found == index)
    }
    let missing = big[3].withUnsafeBufferPointer { store.find($0, hash: StateStore.hash($0)) }
    #expect(missing == nil)
  }

  @Test func aStateLargerThanAChunkIsRefusedNotACrash() {
    var store = StateStore(expectedStates: 10)
    let huge = [UInt8](repeating: 7, count: 5 << 20)
    let result = huge.withUnsafeBufferPointer {
      store.insert($0, hash: StateStore.hash($0), parent: 0, limit: 10)
    }
    #expect(result == nil)
    let full = store.isFull
    #expect(full)
  }
}
