import Testing

@testable import SwiftFrontEnd

/// The call graph's function numbers: every key listed gets the number of its first listing, in listing order, on any
/// number of threads, whether or not a type is listed twice.
@Suite struct FunctionNumbersTests {
  @Test func keysAreNumberedInTheOrderTheyAreFirstListed() {
    var random = SeededGenerator(seed: 58)
    for round in 0..<300 {
      let lists = (0..<Int(random.next() % 12)).map { _ -> [FunctionKey] in
        // A type of a small pool (some listed twice when the round allows), each list of one type, names repeating.
        let typeName = "Type\(round % 3 == 0 ? random.next() % 4 : random.next() % 1_000)"
        return (0..<Int(random.next() % 6)).map { _ in
          FunctionKey(typeName: typeName, function: "f\(random.next() % 5)")
        }
      }
      var expected: [FunctionKey] = []
      var seen: Set<FunctionKey> = []
      for key in lists.joined() where seen.insert(key).inserted { expected.append(key) }
      for threads in [1, 2, 3] {
        let (numbers, ordered) = FunctionNumbers.numbering(lists, threads: threads)
        #expect(ordered == expected, "round \(round), threads \(threads)")
        #expect(numbers.count == expected.count)
        #expect(expected.indices.allSatisfy { numbers[expected[$0]] == $0 }, "round \(round), threads \(threads)")
        #expect(numbers[FunctionKey(typeName: "Type0", function: "g")] == nil)
      }
    }
  }

}
