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
    guard !closureParameters.contains(name), let index = locals.lastIndex(where: { $0.name == name }),
      locals[index].isConstant, let value = locals[index].value, !mayHoldInput(value, before: index)
    else { return nil }
    return .local(name)
  }

  /// Whether a local's value may hold something a caller gives: it names a parameter of the function or of a closure
  /// around, a local declared before `before` whose own value may, or is a value this reading cannot see into.
  private func mayHoldInput(_ value: ExpressionShape, before: Int) -> Bool {
    func anyHolds(_ values: [ExpressionShape]) -> Bool { values.contains { mayHoldInput($0, before: before) } }
    func anyHolds(_ arguments: [ArgumentItem]) -> Bool { anyHolds(arguments.map(\.value)) }
    switch value {
    case .string, .integer, .boolean, .keyPath: return false
    case .implicitMember(_, let arguments): return anyHolds(arguments ?? [])
    case .call(let chain, let arguments): return chainHolds(chain, before: before) || anyHolds(arguments)
    case .reference(let chain): return chainHolds(chain, before: before)
    case .array(let elements), .choice(let elements): return anyHolds(elements)
    case .dictionary(let keys, let values): return anyHolds(keys) || anyHolds(values)
    case .tuple(let elements): return anyHolds(elements)
    case .cast(let inner, _), .element(let inner): return mayHoldInput(inner, before: before)
    case .other, .otherCases, .flag, .propertyTest, .localTest: return true
    }
  }

  /// Whether a chain starts at a name that may hold a caller's value (see `mayHoldInput(_:before:)`), or passes one
  /// to a call in it.
  private func chainHolds(_ chain: [ChainStep], before: Int) -> Bool {
    for (position, step) in chain.enumerated() {
      switch step {
      case .name(let name) where position == 0:
        if let index = locals[..<before].lastIndex(where: { $0.name == name }) {
          guard let value = locals[index].value, locals[index].isConstant else { return true }
          if mayHoldInput(value, before: index) { return true }
        } else if parameters.contains(where: { $0.name == name }) || closureParameters.contains(name)
          || ClosureItem.isAnonymousParameter(name)
        {
          return true
        }
      case .call(_, let arguments) where arguments.contains(where: { mayHoldInput($0.value, before: before) }):
        return true
      case .other where position == 0:
        return true
      default: continue
      }
    }
    return false
  }
}
