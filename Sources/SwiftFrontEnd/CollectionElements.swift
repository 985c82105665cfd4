import SourceIndex

extension TypeResolver {
  /// The values that `held` stands for, with each element of a collection (`ExpressionShape.element`: `rows[index]`,
  /// a row of `ForEach(rows) { row in ... }`, the value of `for route in routes`) replaced by the collection's
  /// elements (`elements(of:in:readBy:)`), each with the arms of the value it replaces. Nil when some collection's
  /// elements cannot be told: the caller then reads the value as one it cannot tell.
  func expandingElements(
    _ held: [CodeContext.HeldValue], in context: CodeContext, readBy call: CallItem, depth: Int = 0
  ) -> [CodeContext.HeldValue]? {
    guard held.contains(where: { if case .element = $0.value { true } else { false } }) else { return held }
    // Rows of rows are followed so deep (code that does not compile can make them circular: `for row in row.rows`).
    guard depth < Self.depthLimit else { return nil }
    var values: [CodeContext.HeldValue] = []
    for value in held {
      guard case .element(let collection, let key) = value.value else {
        values.append(value)
        continue
      }
      // A literal position in an array a constant holds (`steps[0]`, `steps.first`; -1 is `steps.last`): that element
      // alone.
      if case .integer(let written)? = key, let items = arrayLiteral(collection, in: context) {
        let position = written < 0 ? items.count + written : written
        if items.indices.contains(position) {
          values.append(CodeContext.HeldValue(value: items[position], casePatterns: value.casePatterns))
          continue
        }
      }
      guard let elements = elements(of: collection, in: context, readBy: call, depth: depth + 1) else { return nil }
      values += elements.map { CodeContext.HeldValue(value: $0, casePatterns: value.casePatterns) }
    }
    return values
  }

  /// The collection some of whose elements another collection holds (`rows` for `rows.filter { ... }`,
  /// `rows.sorted(by: ...)`, `rows.prefix(3)`, `Array(rows)`, a dictionary's `values`): its elements may be any of
  /// `rows`'s (when they can be told: else the value is read as it is written). Nil for any other value.
  static func selectionBase(of collection: ExpressionShape) -> ExpressionShape? {
    if case .reference(let chain) = collection, chain.count > 1, chain.last == .name("values") {
      return .reference(Array(chain.dropLast()))
    }
    guard case .call(let chain, let arguments) = collection else { return nil }
    if chain == [.name("Array")], arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
    guard chain.count > 1, case .name(let member)? = chain.last, selectingMembers.contains(member) else { return nil }
    return .reference(Array(chain.dropLast()))
  }

  /// The methods of a collection that give some of its elements, in some order.
  static let selectingMembers: NameList = [
    "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast",
  ]

  /// A value read as one of a collection's elements: a subscript (`rows[0]`), or a member or method that gives one
  /// (`rows.first`, `rows.last`, `rows.randomElement()`, `rows.first(where: ...)`: `elementMembers`), as the subscript
  /// reads it. Nil for any other value.
  static func elementRead(_ value: ExpressionShape) -> ExpressionShape? {
    switch value {
    case .element:
      return value
    case .reference(let chain), .call(let chain, _):
      guard chain.count > 1, case .name(let member)? = chain.last, elementMembers.contains(member) else { return nil }
      let base = ExpressionShape.reference(Array(chain.dropLast()))
      // `rows.first` and `rows.last` (not `first(where:)`) are the elements at those ends: positions 0 and -1, from the
      // end (`expandingElements`).
      if case .reference = value, member == "first" || member == "last" {
        return .element(of: base, key: .integer(member == "first" ? 0 : -1))
      }
      return .element(of: base)
    default:
      return nil
    }
  }

  /// The elements a collection holds when `call` reads one of them (a dictionary's values: what its subscript gives):
  /// those of an array or dictionary literal written in place
  /// (`ForEach([Route.bread, .cheese]) { route in ... }`), held by a local (`let rows = [...]`, with each array the
  /// function assigns it before the call), or by a constant property (`let rows: [Route] = [.novels, .poetry]`, read
  /// as `rows`, `self.rows`, `model.rows` or, for a `static let`, `Menu.rows`), or returned by a computed property
  /// (`var rows: [Route] { [.novels, .poetry] }`). Nil when they cannot be told: a stored `var` property (other code may
  /// set it), a parameter, a value that is no array or dictionary literal, a local that the function
  /// calls a method of (`rows.append(.wine)`). A member of a row (`section.rows` in `ForEach(sections) { section in
  /// ForEach(section.rows) { ... } }`) holds the elements of that member of each row (`memberValues`).
  func elements(
    of collection: ExpressionShape, in context: CodeContext, readBy call: CallItem, depth: Int = 0
  ) -> [ExpressionShape]? {
    if let elements = Self.literalElements(collection) { return elements }
    if let base = Self.selectionBase(of: collection),
      let elements = elements(of: base, in: context, readBy: call, depth: depth + 1)
    {
      return elements
    }
    if case .call(let chain, let arguments) = collection { return returnedElements(chain, arguments, in: context) }
    // An element of an array of arrays (`sections[indexPath.section]`): each inner array's elements.
    if case .element(let outer, _) = collection {
      guard depth < Self.depthLimit else { return nil }
      return elements(of: outer, in: context, readBy: call, depth: depth + 1).flatMap(Self.literalElements(ofEach:))
    }
    guard case .reference(let chain) = collection, case .name(let name)? = chain.last else { return nil }
    if chain.count == 1, context.local(named: name) != nil {
      return localElements(collection, named: name, in: context, readBy: call)
    }
    if chain.count > 1, let members = memberValues(of: collection, in: context, readBy: call, depth: depth) {
      return Self.literalElements(ofEach: members.map(\.value))
    }
    if chain.count == 1, context.isParameter(name) { return nil }
    guard let owner = owner(ofMember: chain, in: context), let property = types.property(name, of: owner) else {
      return nil
    }
    if property.isConstant { return property.value.flatMap(Self.literalElements) }
    // A computed property (`var signs: [Sign] { [Sign(...), ...] }`): the arrays its getter returns.
    return property.value == nil ? returnedElements(of: name, in: owner) : nil
  }

  /// The values that a member of a row a local holds may be (`shelf.route`, `shelf.1`, `row.destination`): the member
  /// of each value the local may hold, when each is a tuple that has it (by its label, written in the tuple, or its
  /// position: `[(title: "Olives", route: .olives), ...]`) or a construction of a struct the memberwise initialiser
  /// builds (`[SettingsRow(title: "Account", destination: .account), .init(...)]`: `memberwiseValue`). Nil when some
  /// value the local holds is neither.
  func memberValues(
    of value: ExpressionShape, in context: CodeContext, readBy call: CallItem, depth: Int = 0
  ) -> [CodeContext.HeldValue]? {
    guard case .reference(let chain) = value, chain.count > 1, case .name(let member)? = chain.last,
      let rows = Self.rows(Array(chain.dropLast()), in: context, readBy: call)
        ?? constantValue(Array(chain.dropLast()), in: context),
      let held = expandingElements(rows, in: context, readBy: call, depth: depth + 1), !held.isEmpty
    else { return nil }
    // The type that `.init(...)` builds: the row's; the labels of the tuple type the row is written as.
    var localType: String??
    var rowLabels: [String]??
    var values: [CodeContext.HeldValue] = []
    for row in held {
      let picked: ExpressionShape?
      switch row.value {
      case .tuple(let items):
        // By the label the literal writes, else the one the row's type writes (`[(title: String, route: Route)]`),
        // else by position (`pair.1`).
        if rowLabels == nil { rowLabels = .some(rowType(of: Array(chain.dropLast()), in: context)?.labels) }
        let position =
          items.firstIndex { $0.label == member } ?? rowLabels!?.firstIndex(of: member) ?? Int(member)
        picked = position.flatMap { items.indices.contains($0) ? items[$0].value : nil }
      case .implicitMember("init", let arguments?):
        if localType == nil { localType = .some(type(of: Array(chain.dropLast()), in: context)) }
        picked = localType!.flatMap { memberwiseValue(member, of: $0, builtWith: arguments, in: context) }
      case .call(_, let arguments):
        picked = row.value.calledTypeName.flatMap { memberwiseValue(member, of: $0, builtWith: arguments, in: context) }
      default:
        picked = nil
      }
      guard let picked else { return nil }
      values.append(.init(value: picked, casePatterns: row.casePatterns))
    }
    return values
  }

  /// The values a row may be, as `CodeContext.heldValues` gives them, for the steps before a member: a local's
  /// (`row` in `row.destination`), or an element of a collection read by subscript (`entries[indexPath.row]`,
  /// `sections[indexPath.section][indexPath.row]`). Nil for other steps.
  private static func rows(_ steps: [ChainStep], in context: CodeContext, readBy call: CallItem)
    -> [CodeContext.HeldValue]?
  {
    if steps.count == 1, case .name(let name) = steps[0], context.local(named: name) != nil {
      guard !changesInPlace(name, in: context) else { return nil }
      return context.heldValues(of: .reference(steps), readBy: call)
    }
    guard let base = steps.lastIndex(where: { $0 != .element }), base < steps.count - 1 else { return nil }
    var element = ExpressionShape.reference(Array(steps[...base]))
    for _ in (base + 1)..<steps.count { element = .element(of: element) }
    return [.init(value: element)]
  }

  /// The value of a constant stored property that `steps` read (`featured` or `self.featured` for `private let featured
  /// = Tile(title: "Bags", aisle: .bags)`, `model.featured`), as the one row its member is read from; nil for other
  /// steps, a `var`, or a property given its value elsewhere.
  private func constantValue(_ steps: [ChainStep], in context: CodeContext) -> [CodeContext.HeldValue]? {
    guard case .name(let name)? = steps.last, steps.count > 1 || context.local(named: name) == nil,
      steps.count > 1 || !context.isParameter(name),
      let owner = owner(ofMember: steps, in: context), let property = types.property(name, of: owner),
      property.isConstant, !property.isStatic || steps.count > 1, let value = property.value
    else { return nil }
    return [.init(value: value)]
  }

  /// The value that a stored property `member` of a value built as `typeName` with `arguments` holds
  /// (`AppType.builtValue(of:with:)`: a struct's memberwise initialiser, `SettingsRow(title: "Account", destination:
  /// .account)`, or an initialiser of the app's that stores its parameter). Nil when the type is none of the app's or
  /// the initialisers do not tell.
  private func memberwiseValue(
    _ member: String, of typeName: String, builtWith arguments: [ArgumentItem], in context: CodeContext
  ) -> ExpressionShape? {
    types.type(named: typeName, inside: context.typeName)?.builtValue(of: member, with: arguments)
  }

  /// The elements of the arrays a method of the app returns, called without arguments (`ForEach(rows()) { row in ...
  /// }` for `func rows() -> [SettingRow] { [.init(...), ...] }`), when each value it returns is an array literal.
  private func returnedElements(_ chain: [ChainStep], _ arguments: [ArgumentItem], in context: CodeContext)
    -> [ExpressionShape]?
  {
    guard arguments.isEmpty, case .name(let member)? = chain.last, types.declaresFunction(named: member) else {
      return nil
    }
    guard let owner = owner(ofMember: chain, in: context) else { return nil }
    return returnedElements(of: member, in: owner)
  }

  /// The elements of the arrays that the functions of `owner` named `member` without parameters (a method, or a
  /// computed property's getter) return, when each value they return is an array literal.
  private func returnedElements(of member: String, in owner: String) -> [ExpressionShape]? {
    let functions = types.functions(member, of: owner).filter(\.parameters.isEmpty)
    guard !functions.isEmpty else { return nil }
    let returned = functions.map(AppTypes.returnedValues(of:))
    guard !returned.contains(where: \.isEmpty) else { return nil }
    return Self.literalElements(ofEach: returned.joined())
  }

  private func localElements(
    _ local: ExpressionShape, named name: String, in context: CodeContext, readBy call: CallItem
  ) -> [ExpressionShape]? {
    let held = context.heldValues(of: local, readBy: call)
    guard !held.isEmpty, !Self.changesInPlace(name, in: context) else { return nil }
    return Self.literalElements(ofEach: held.map(\.value))
  }

  /// Whether the function may change a local's value in place, so that the values it is given do not tell its
  /// elements or members: a `var` that it calls a method of (`rows.append(.wine)`, a mutating method), assigns through
  /// (`rows[0] = .b`, `stops[0].destination = .d`, `row.destination = .d`), or passes `inout` (`shuffle(&rows)`). A
  /// constant (`let`, a list's row, a loop's value) is never changed in place.
  private static func changesInPlace(_ name: String, in context: CodeContext) -> Bool {
    guard let function = context.function, context.local(named: name)?.isConstant != true else { return false }
    let local = ChainStep.name(name)
    if function.assignments.contains(where: { $0.target.count > 1 && $0.target[0] == local }) { return true }
    return function.calls.contains { call in
      call.receiver.first == local
        || call.arguments.contains { $0.value == .reference([local]) && $0.text.utf8.first == UInt8(ascii: "&") }
    }
  }

  /// The elements of each of several literals, one after the other; nil when some value is no literal.
  private static func literalElements(ofEach values: some Sequence<ExpressionShape>) -> [ExpressionShape]? {
    var elements: [ExpressionShape] = []
    for value in values {
      guard let inner = literalElements(value) else { return nil }
      elements += inner
    }
    return elements
  }

  /// The elements of the array literal a collection is, or a constant local or property holds (`let steps: [Route] =
  /// [.welcome, .profile]`, read as `steps` or `self.steps`), in order; nil for any other collection (a `Set` too).
  func arrayLiteral(_ collection: ExpressionShape, in context: CodeContext) -> [ExpressionShape]? {
    var value: ExpressionShape? = collection
    if case .reference(let chain) = collection, case .name(let name)? = chain.last,
      chain.count == 1 || (chain.count == 2 && chain[0] == .name("self"))
    {
      // A set written as an array literal (`let stops: Set<Route> = [...]`) has no order.
      if chain.count == 1, let local = context.local(named: name) {
        value = local.isConstant && local.type?.name != "Set" ? local.value : nil
      } else if let property = types.property(name, of: context.typeName), property.isConstant,
        property.type?.name != "Set"
      {
        value = property.value
      } else {
        value = nil
      }
    }
    if case .array(let items)? = value { return items }
    return nil
  }

  /// The elements of an array literal, or the values of a dictionary literal (what its subscript gives).
  private static func literalElements(_ value: ExpressionShape) -> [ExpressionShape]? {
    switch value {
    case .array(let elements), .dictionary(_, let elements): elements
    default: nil
    }
  }
}
