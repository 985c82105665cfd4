import SourceIndex

extension TypeResolver {
  /// The values that `held` stands for, with each element of a collection (`ExpressionShape.element`: `rows[index]`,
  /// a row of `ForEach(rows) { row in ... }`, the value of `for route in routes`) replaced by the collection's
  /// elements (`elements(of:in:readBy:)`), each with the arms of the value it replaces. Nil when some collection's
  /// elements cannot be told: the caller then reads the value as one it cannot tell.
  func expandingElements(_ held: [CodeContext.HeldValue], in context: CodeContext, readBy call: CallItem)
    -> [CodeContext.HeldValue]?
  {
    guard held.contains(where: { if case .element = $0.value { true } else { false } }) else { return held }
    var values: [CodeContext.HeldValue] = []
    for value in held {
      guard case .element(let collection) = value.value else {
        values.append(value)
        continue
      }
      guard let elements = elements(of: collection, in: context, readBy: call) else { return nil }
      values += elements.map { CodeContext.HeldValue(value: $0, casePatterns: value.casePatterns) }
    }
    return values
  }

  /// The elements a collection holds when `call` reads one of them (a dictionary's values: what its subscript gives):
  /// those of an array or dictionary literal written in place
  /// (`ForEach([Route.bread, .cheese]) { route in ... }`), held by a local (`let rows = [...]`, with each array the
  /// function assigns it before the call), or by a constant property (`let rows: [Route] = [.novels, .poetry]`, read
  /// as `rows`, `self.rows`, `model.rows` or, for a `static let`, `Menu.rows`). Nil when they cannot be told: a `var`
  /// property (other code may set it), a parameter, a value that is no array or dictionary literal, a local that the function
  /// calls a method of (`rows.append(.wine)`).
  func elements(of collection: ExpressionShape, in context: CodeContext, readBy call: CallItem) -> [ExpressionShape]? {
    if let elements = Self.literalElements(collection) { return elements }
    guard case .reference(let chain) = collection, case .name(let name)? = chain.last else { return nil }
    if chain.count == 1, context.local(named: name) != nil {
      return localElements(collection, named: name, in: context, readBy: call)
    }
    if chain.count == 1, context.function?.parameters.contains(where: { $0.name == name }) == true { return nil }
    let holder = chain.dropLast()
    let owner = holder.isEmpty || holder == [.name("self")] ? context.typeName : type(of: Array(holder), in: context)
    guard let owner, let property = types.property(name, of: owner), property.isConstant else { return nil }
    return property.value.flatMap(Self.literalElements)
  }

  /// The values that a member of a tuple a local holds may be (`shelf.route`, `shelf.1`, where `shelf` is a row of
  /// `[(title: "Olives", route: .olives), ...]`): the member of each tuple the local may hold, by its label (written in
  /// the tuple) or its position. Nil when some value the local holds is no tuple with that member.
  func tupleMembers(
    of value: ExpressionShape, in context: CodeContext, readBy call: CallItem
  ) -> [CodeContext.HeldValue]? {
    guard case .reference(let chain) = value, chain.count == 2, case .name(let name) = chain[0],
      case .name(let member) = chain[1], context.local(named: name) != nil,
      let held = expandingElements(
        context.heldValues(of: .reference([chain[0]]), readBy: call), in: context, readBy: call),
      !held.isEmpty
    else { return nil }
    var values: [CodeContext.HeldValue] = []
    for tuple in held {
      guard case .tuple(let items) = tuple.value else { return nil }
      let picked =
        items.first { $0.label == member } ?? Int(member).flatMap { items.indices.contains($0) ? items[$0] : nil }
      guard let picked else { return nil }
      values.append(.init(value: picked.value, casePatterns: tuple.casePatterns))
    }
    return values
  }

  private func localElements(
    _ local: ExpressionShape, named name: String, in context: CodeContext, readBy call: CallItem
  ) -> [ExpressionShape]? {
    let held = context.heldValues(of: local, readBy: call)
    guard !held.isEmpty, context.function?.calls.contains(where: { $0.receiver == [.name(name)] }) != true else {
      return nil
    }
    var elements: [ExpressionShape] = []
    for value in held {
      guard let values = Self.literalElements(value.value) else { return nil }
      elements += values
    }
    return elements
  }

  /// The elements of an array literal, or the values of a dictionary literal (what its subscript gives).
  private static func literalElements(_ value: ExpressionShape) -> [ExpressionShape]? {
    switch value {
    case .array(let elements), .dictionary(_, let elements): elements
    default: nil
    }
  }
}
