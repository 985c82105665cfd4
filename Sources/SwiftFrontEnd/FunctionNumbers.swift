/// The call graph's function numbers, by key. The functions the app's types declare are numbered type by
/// type, in order, each type's from an offset: a lookup finds the type, then the function in the type's own
/// table, which is built with the type's keys on all the cores (one serial insert per type, not one per
/// function). Functions that are only called (a method a subclass inherits, called on the subclass) are
/// numbered after them, one by one.
struct FunctionNumbers: Sendable {
  private var byType: [String: (offset: Int, functions: [String: Int])] = [:]
  private var others: [FunctionKey: Int] = [:]
  /// How many functions are numbered.
  private(set) var count = 0

  /// Numbers each type's functions in order (`keys`: one list per type, each of one type name, in type
  /// order; a key listed twice keeps its first number), on `threads` threads (all the cores when nil). Gives
  /// the numbers, and the keys in number order.
  static func numbering(_ keys: [[FunctionKey]], threads: Int?) -> (numbers: FunctionNumbers, keys: [FunctionKey]) {
    let tables = Parallel.map(count: keys.count, threads: threads) { index in
      var functions: [String: Int] = [:]
      functions.reserveCapacity(keys[index].count)
      var repeated = false
      for (position, key) in keys[index].enumerated() {
        if functions[key.function] == nil { functions[key.function] = position } else { repeated = true }
      }
      // Most lists name each function once: they are their own distinct keys (no copy to allocate, and later free on one
      // core); a list with a key twice is read again, each key kept at its first place.
      guard repeated else { return (functions: functions, distinct: keys[index]) }
      var distinct: [FunctionKey] = []
      functions.removeAll(keepingCapacity: true)
      for key in keys[index] where functions[key.function] == nil {
        functions[key.function] = distinct.count
        distinct.append(key)
      }
      return (functions: functions, distinct: distinct)
    }
    var numbers = FunctionNumbers()
    numbers.byType.reserveCapacity(keys.count)
    // Where each type's list starts in the numbering (by position: a loop over the tables would copy each).
    var offsets: [Int] = []
    offsets.reserveCapacity(tables.count)
    for position in tables.indices {
      offsets.append(numbers.count)
      guard let typeName = tables[position].distinct.first?.typeName else { continue }
      guard numbers.byType[typeName] == nil else {
        // A type name listed twice (rare): its second list's keys are numbered one by one, each after those before.
        let ordered = serialOrder(of: tables, into: &numbers, from: position)
        return (numbers, ordered)
      }
      numbers.byType[typeName] = (numbers.count, tables[position].functions)
      numbers.count += tables[position].distinct.count
    }
    // The keys in number order, copied on all the cores: each is in the list that starts last at or before it.
    let ordered = Parallel.map(count: numbers.count, threads: threads) { [offsets] number in
      var (low, high) = (0, offsets.count)  // the first list that starts after it is in low..<high, or none
      while low < high {
        let middle = (low + high) / 2
        if offsets[middle] > number { high = middle } else { low = middle + 1 }
      }
      return tables[low - 1].distinct[number - offsets[low - 1]]
    }
    return (numbers, ordered)
  }

  /// The keys in number order, where the type of `tables[duplicate]` was listed before: the lists before it in order,
  /// then each list's keys, those of a type numbered before one by one.
  private static func serialOrder(
    of tables: [(functions: [String: Int], distinct: [FunctionKey])], into numbers: inout FunctionNumbers,
    from duplicate: Int
  ) -> [FunctionKey] {
    var ordered = tables[..<duplicate].flatMap(\.distinct)
    for position in tables.indices.dropFirst(duplicate) {
      guard let typeName = tables[position].distinct.first?.typeName else { continue }
      guard numbers.byType[typeName] == nil else {
        for key in tables[position].distinct where numbers.number(adding: key).added { ordered.append(key) }
        continue
      }
      numbers.byType[typeName] = (numbers.count, tables[position].functions)
      numbers.count += tables[position].distinct.count
      ordered += tables[position].distinct
    }
    return ordered
  }

  /// The number of a function, if it has one.
  subscript(key: FunctionKey) -> Int? {
    if let type = byType[key.typeName], let local = type.functions[key.function] { return type.offset + local }
    return others.isEmpty ? nil : others[key]
  }

  /// The number of a function, numbered next if it had none (`added`).
  mutating func number(adding key: FunctionKey) -> (number: Int, added: Bool) {
    if let number = self[key] { return (number, false) }
    others[key] = count
    count += 1
    return (count - 1, true)
  }
}
