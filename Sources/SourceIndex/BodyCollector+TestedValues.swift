@_spi(RawSyntax) import SwiftSyntax

/// The value a `switch` or an `if case` tests, when its arms are not a parameter's: a stored property of the
/// enclosing type (`switch step`, `if case .last = self.step`), or a local constant that the function builds from
/// none of its parameters (`let season = Season.current`). Callers pick a parameter's arms by the cases they pass;
/// an arm over such a value runs whatever they pass, even where its cases share the parameter's names.
extension BodyCollector {
  /// A tested value other than a parameter.
  enum TestedValue {
    /// A stored property, by its name (`ExpressionShape.propertyTest`).
    case property(String)
    /// A local constant built from no parameter, by its name (`ExpressionShape.localTest`).
    case local(String)

    /// An arm's pattern as a test of this value. A string is no case: over a local it stays a link's name.
    func test(_ pattern: ExpressionShape) -> ExpressionShape {
      switch self {
      case .property(let name): .propertyTest(name, pattern)
      case .local(let name): pattern.matchedStrings.isEmpty ? .localTest(name, pattern) : pattern
      }
    }
  }

  /// What an expression a `switch` or an `if case` tests is, when it is not a parameter's value (nor may be).
  func testedValue(_ node: RawNode) -> TestedValue? {
    if let property = propertyName(node) { return .property(property) }
    guard node.kind == .declReferenceExpr else { return nil }
    let name = node.memberName
    var budget = Self.localsFollowed
    guard !closureParameters.contains(name), let index = locals.lastIndex(where: { $0.name == name }),
      locals[index].isConstant, let value = locals[index].value, !mayHoldInput(value, before: index, budget: &budget)
    else { return nil }
    return .local(name)
  }

  /// How many locals' values a test reads through (`let b = a`, `let c = [b]`) before it takes the local for one that
  /// may hold a caller's value: code no one writes goes no deeper, and a deeper chain costs no more.
  private static let localsFollowed = 32

  /// Whether a local's value may hold something a caller gives: it names a parameter of the function or of a closure
  /// around, a local declared before `before` whose own value may, or is a value this reading cannot see into (also
  /// once `budget` locals were followed).
  private func mayHoldInput(_ value: ExpressionShape, before: Int, budget: inout Int) -> Bool {
    switch value {
    case .string, .integer, .boolean, .keyPath: return false
    case .implicitMember(_, let arguments): return anyHolds(arguments ?? [], before: before, budget: &budget)
    case .call(let chain, let arguments):
      return chainHolds(chain, before: before, budget: &budget) || anyHolds(arguments, before: before, budget: &budget)
    case .reference(let chain): return chainHolds(chain, before: before, budget: &budget)
    case .array(let elements), .choice(let elements): return anyHolds(elements, before: before, budget: &budget)
    case .dictionary(let keys, let values):
      return anyHolds(keys, before: before, budget: &budget) || anyHolds(values, before: before, budget: &budget)
    case .tuple(let elements): return anyHolds(elements, before: before, budget: &budget)
    case .cast(let inner, _), .element(let inner): return mayHoldInput(inner, before: before, budget: &budget)
    case .other, .otherCases, .flag, .propertyTest, .localTest: return true
    }
  }

  private func anyHolds(_ values: [ExpressionShape], before: Int, budget: inout Int) -> Bool {
    values.contains { mayHoldInput($0, before: before, budget: &budget) }
  }

  private func anyHolds(_ arguments: [ArgumentItem], before: Int, budget: inout Int) -> Bool {
    arguments.contains { mayHoldInput($0.value, before: before, budget: &budget) }
  }

  /// Whether a chain starts at a name that may hold a caller's value (see `mayHoldInput(_:before:budget:)`), or passes
  /// one to a call in it.
  private func chainHolds(_ chain: [ChainStep], before: Int, budget: inout Int) -> Bool {
    for (position, step) in chain.enumerated() {
      switch step {
      case .name(let name) where position == 0:
        if let index = locals[..<before].lastIndex(where: { $0.name == name }) {
          budget -= 1
          guard budget >= 0, let value = locals[index].value, locals[index].isConstant else { return true }
          if mayHoldInput(value, before: index, budget: &budget) { return true }
        } else if parameters.contains(where: { $0.name == name }) || closureParameters.contains(name)
          || ClosureItem.isAnonymousParameter(name)
        {
          return true
        }
      case .call(_, let arguments) where anyHolds(arguments, before: before, budget: &budget):
        return true
      case .other where position == 0:
        return true
      default: continue
      }
    }
    return false
  }
}
