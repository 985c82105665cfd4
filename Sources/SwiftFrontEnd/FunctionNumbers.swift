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
      var distinct: [FunctionKey] = []
      distinct.reserveCapacity(keys[index].count)
      for key in keys[index] where functions[key.function] == nil {
        functions[key.function] = distinct.count
        distinct.append(key)
      }
      return (functions: functions, distinct: distinct)
    }
    var numbers = FunctionNumbers()
    numbers.byType.reserveCapacity(keys.count)
    var ordered: [FunctionKey] = []
    ordered.reserveCapacity(tables.reduce(0) { $0 + $1.distinct.count })
    for table in tables {
      guard let typeName = table.distinct.first?.typeName else { continue }
      guard numbers.byType[typeName] == nil else {
        // A type name listed twice: its second list's keys are numbered one by one.
        for key in table.distinct where numbers.number(adding: key).added { ordered.append(key) }
        continue
      }
      numbers.byType[typeName] = (numbers.count, table.functions)
      numbers.count += table.distinct.count
      ordered += table.distinct
    }
    return (numbers, ordered)
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
