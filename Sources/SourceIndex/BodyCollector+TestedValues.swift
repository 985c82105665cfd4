@_spi(RawSyntax) import SwiftSyntax

/// The value a `switch` or an `if case` tests, when its arms are not the first parameter's: a stored property of the
/// enclosing type (`switch step`, `if case .last = self.step`), a local constant that the function builds from none
/// of its parameters (`let season = Season.current`), a parameter after the first (`season` in `func handle(_
/// event: FarmEvent, in season: Season)`), or a member of a parameter (`story.kind`). Callers pick one parameter's
/// arms by the cases they pass (or one member's, by the values they pass); an arm over another value runs whatever
/// they pass, even where its cases share that parameter's names.
extension BodyCollector {
  /// A tested value other than the first parameter.
  enum TestedValue: Equatable {
    /// A stored property, by its name (`ExpressionShape.propertyTest`).
    case property(String)
    /// A local constant built from no parameter, by its name (`ExpressionShape.localTest`).
    case local(String)
    /// A parameter after the first, by its name, or a member of any parameter, as `parameter.member`
    /// (`ExpressionShape.parameterTest`).
    case parameter(String)

    /// An arm's pattern as a test of this value. A string is no case: over a local or a parameter it stays a link's
    /// name.
    func test(_ pattern: ExpressionShape) -> ExpressionShape {
      switch self {
      case .property(let name): .propertyTest(name, pattern)
      case .local(let name): pattern.matchedStrings.isEmpty ? .localTest(name, pattern) : pattern
      case .parameter(let name): pattern.matchedStrings.isEmpty ? .parameterTest(name, pattern) : pattern
      }
    }
  }

  /// What an expression a `switch` or an `if case` tests is, when it is not the first parameter's value (nor may be).
  /// A local that only renames a parameter (`guard let season`, `let picked = season`) is that parameter.
  func testedValue(_ node: RawNode) -> TestedValue? {
    if let property = propertyName(node) { return .property(property) }
    if let member = parameterMember(node) { return .parameter(member) }
    guard node.kind == .declReferenceExpr else { return nil }
    let written = node.memberName
    var name = written
    var before = locals.endIndex
    var budget = Self.localsFollowed
    while !isClosureParameter(name), let index = locals[..<before].lastIndex(where: { $0.name == name }) {
      // A `for await` loop's value is tested as a subscribed closure's parameter is.
      guard !locals[index].isReceived, locals[index].isConstant, let value = locals[index].value else { return nil }
      guard case .reference(let chain) = value, chain.count == 1, case .name(let renamed) = chain[0] else {
        return mayHoldInput(value, before: index, budget: &budget) ? nil : .local(written)
      }
      budget -= 1
      guard budget >= 0 else { return nil }
      (name, before) = (renamed, index)
    }
    if isClosureParameter(name) { return nil }
    if let position = parameters.firstIndex(where: { $0.name == name }) { return position > 0 ? .parameter(name) : nil }
    // A local that renames no parameter (`let copy = mode`, of a stored property) is a local built from none.
    return name == written ? nil : .local(written)
  }

  /// Whether a name is a parameter of a closure around (`$0` included).
  func isClosureParameter(_ name: String) -> Bool {
    closureParameters.contains(name) || ClosureItem.isAnonymousParameter(name)
  }

  /// A member of a parameter, as `parameter.member` (`item.kind`, for `switch item.kind` in `func open(_ item: Item)`),
  /// whatever the parameter's position: where that member picks, a caller picks by the member of the value it passes;
  /// nil for any other expression.
  func parameterMember(_ node: RawNode) -> String? {
    guard let access = node.as(RawMemberAccessExprSyntax.self), let base = node.child(access.base),
      base.kind == .declReferenceExpr
    else { return nil }
    let name = base.memberName
    guard parameters.contains(where: { $0.name == name }), !isClosureParameter(name),
      !locals.contains(where: { $0.name == name })
    else { return nil }
    return "\(name).\(node.child(access.declName).memberName)"
  }

  /// A test of the parameter `name` against `pattern`: the pattern for the first parameter, else its
  /// `parameterTest`.
  func parameterArm(_ name: String, _ pattern: ExpressionShape) -> ExpressionShape {
    let position = parameters.firstIndex { $0.name == name }
    return (position ?? 0) > 0 ? .parameterTest(name, pattern) : pattern
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
    case .cast(let inner, _, _), .element(let inner, _): return mayHoldInput(inner, before: before, budget: &budget)
    case .other, .otherCases, .flag, .propertyTest, .localTest, .parameterTest: return true
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
        } else if parameters.contains(where: { $0.name == name }) || isClosureParameter(name) {
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
