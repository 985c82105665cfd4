import SourceIndex

/// A member of a parameter that picks (`EnumParameterCases.Selector.member`): in `func enter(_ door: Door) {
/// navigate(toRoute: door.route) }`, `door.route`, whose value a caller passes with its door (`enter(door)` for a row
/// of `[Door(id: "Gym", route: .gym), ...]` passes `.gym`), as `open(door.route)` would pass it.
extension EnumParameterCases {
  /// The parameter of a struct or class of the app whose member of one of the app's enums picks (see `Selector`): the
  /// first that a call's argument reads a member of (`door.route`), with that member; or that a call passes whole to
  /// a method whose own such parameter it is (`enter(door)` in `func knock(on door: Door)`, `coordinator?.visit(pen)`
  /// in a view model's `select(_ pen: Pen)`: `callees`), with that method's member (followed a few methods deep);
  /// else the first whose member a constant local holds (`guard let route = door.route`), or the arms of a test read
  /// (`switch item.kind`).
  static func memberSelector(of function: FunctionItem, in scope: String, types: AppTypes) -> Selector? {
    var budget = maximumCalleesFollowed
    return memberSelector(of: function, in: scope, types: types, depth: 0, budget: &budget)
  }

  private static func memberSelector(
    of function: FunctionItem, in scope: String, types: AppTypes, depth: Int, budget: inout Int
  ) -> Selector? {
    let parameters = function.parameters
    guard !parameters.isEmpty else { return nil }
    var owners: [AppType?] = []
    for parameter in parameters {
      let type = types.type(named: parameter.type.name, inside: scope)
      owners.append(type.flatMap { ["struct", "class"].contains($0.declaration.kind) ? $0 : nil })
    }
    guard owners.contains(where: { $0 != nil }) else { return nil }
    // A member passed to a method that only keeps or shows it (`log(stall.aisle)`) is taken only when no call passes
    // one on to the library (`navigate(toRoute: stall.route)`) or to a method that tests it or passes it on.
    var kept: Selector?
    for call in function.calls {
      for (index, argument) in call.arguments.enumerated() {
        guard case .reference(let chain) = argument.value, case .name(let name)? = chain.first,
          let position = parameters.firstIndex(where: { $0.name == name }), let owner = owners[position]
        else { continue }
        if chain.count == 2, case .name(let member) = chain[1],
          let enumType = types.enumType(ofProperty: member, in: owner)
        {
          let selector = Selector(position: position, name: name, kind: .cases(enumType), member: member)
          if !onlyKeeps(call, in: function, of: scope, types: types) { return selector }
          if kept == nil { kept = selector }
          continue
        }
        guard chain.count == 1, depth < maximumMemberDepth else { continue }
        for (callee, owner) in callees(of: call, in: function, of: scope, types: types) {
          budget -= 1
          guard budget >= 0 else { return nil }
          guard let passed = memberSelector(of: callee, in: owner, types: types, depth: depth + 1, budget: &budget),
            let positions = callee.argumentPositions(call.arguments, hasTrailingClosure: call.hasTrailingClosure),
            positions[passed.position] == index
          else { continue }
          return Selector(position: position, name: name, kind: passed.kind, member: passed.member)
        }
      }
    }
    if let kept { return kept }
    // A member a constant local holds (`guard let route = door.route else { return }`).
    for local in function.locals where local.isConstant {
      guard case .reference(let chain)? = local.value, chain.count == 2, case .name(let name) = chain[0],
        case .name(let member) = chain[1], let position = parameters.firstIndex(where: { $0.name == name }),
        let owner = owners[position], let enumType = types.enumType(ofProperty: member, in: owner)
      else { continue }
      return Selector(position: position, name: name, kind: .cases(enumType), member: member)
    }
    // A member some code's arms test (`switch item.kind { case .article: ... }`, `if item.kind == .video`).
    for call in function.calls {
      for case .parameterTest(let tested, _) in call.casePatterns {
        guard let dot = tested.firstIndex(of: "."),
          let position = parameters.firstIndex(where: { $0.name == tested[..<dot] }),
          let owner = owners[position]
        else { continue }
        let member = String(tested[tested.index(after: dot)...])
        guard let enumType = types.enumType(ofProperty: member, in: owner) else { continue }
        return Selector(position: position, name: parameters[position].name, kind: .cases(enumType), member: member)
      }
    }
    return nil
  }

  /// Whether a call runs only methods of the app that neither test a value nor pass one on (no call of theirs sits in
  /// an arm, and none passes an argument): `func log(_ aisle: Aisle) { print(aisle) }`. A call of the library, or of a
  /// method the types alone do not find, may do anything with what it is passed.
  private static func onlyKeeps(_ call: CallItem, in function: FunctionItem, of scope: String, types: AppTypes) -> Bool
  {
    guard types.declaresFunction(named: call.member) else { return false }
    let callees = callees(of: call, in: function, of: scope, types: types)
    return !callees.isEmpty
      && callees.allSatisfy { callee, _ in
        callee.calls.allSatisfy { $0.casePatterns.isEmpty && !$0.arguments.contains(where: Self.passesAParameter) }
      }
  }

  /// Whether an argument is a name alone (a parameter passed on, or some other value: either may pick).
  private static func passesAParameter(_ argument: ArgumentItem) -> Bool {
    guard case .reference(let chain) = argument.value else { return false }
    return chain.count == 1
  }

  /// The methods of the app a call in `function` (of the type `scope`) may run, each with its type, as far as the
  /// types alone tell: a method of `scope` (`enter(door)`, `self.enter(door)`), or of the type a stored property of
  /// `scope` declares (`coordinator?.visit(pen)`), for a protocol each conformer's.
  private static func callees(of call: CallItem, in function: FunctionItem, of scope: String, types: AppTypes)
    -> [(FunctionItem, String)]
  {
    var receiver = call.receiver[...]
    if receiver.first == .name("self") { receiver = receiver.dropFirst() }
    guard let holder = receiver.first else { return types.functions(calledBy: call, of: scope).map { ($0, scope) } }
    guard receiver.count == 1, case .name(let name) = holder, !function.parameters.contains(where: { $0.name == name }),
      !function.locals.contains(where: { $0.name == name }),
      let written = types.property(name, of: scope)?.type?.name,
      let declared = types.type(named: written, inside: scope)
    else { return [] }
    let owners = declared.declaration.kind == "protocol" ? types.conformerNames(of: declared.name) : [declared.name]
    return owners.flatMap { owner in types.functions(calledBy: call, of: owner).map { ($0, owner) } }
  }

  /// How many methods a parameter passed on is followed through to the member that picks, and how many methods are
  /// looked into in all (code no one writes calls more; beyond, the parameter is read as picking nothing).
  private static let maximumMemberDepth = 3
  private static let maximumCalleesFollowed = 32

  /// The member `name` of a value a call passes for a selector's parameter (`door.route` for `door`), of the type
  /// `built` (the parameter's): a reference's member (also of an element read by subscript:
  /// `signs[indexPath.row].route`), or what a construction stores in it (`Door(id: "Gym", route: .gym)`,
  /// `.init(id: "Gym", route: .gym)`: `AppType.builtValue(of:with:)`); `.other` for a value the reading cannot read
  /// that member of.
  static func member(of value: ExpressionShape, named name: String, builtAs built: AppType?, types: AppTypes)
    -> ExpressionShape
  {
    switch value {
    case .reference(let chain): return .reference(chain + [.name(name)])
    case .element(of: .reference(let chain), _): return .reference(chain + [.element, .name(name)])
    case .call(_, let arguments):
      let type = value.calledTypeName.flatMap { types.type(named: $0) }
      return type?.builtValue(of: name, with: arguments) ?? .other
    case .implicitMember("init", let arguments?): return built?.builtValue(of: name, with: arguments) ?? .other
    default: return .other
    }
  }
}
