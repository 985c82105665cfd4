import NavigationModel
import SourceIndex

/// What a call gives the selector parameter of the functions it may run (`EnumParameterCases.Selector`).
extension CallEdgeReader {
  /// What a call gives the selector parameter of the callee's functions that it may run
  /// (`EnumParameterCases.Selector`): a case or `Bool` literal (`setupStep(self, didFinishWith: .next)`, or
  /// the default of a parameter left out), the calling function's own selector passed on (`handle(event)`
  /// in `send(_ event:)`), the value a closure received passed on (`events.sink { self?.handle($0) }`), the cases
  /// a local holds (`let section = Section.today`) or a choice names (`isPro ? .map : .upgrade`) or a property of a
  /// value the app builds with cases (`option.route`, `PropertyCases`), or a stored property of the calling type
  /// (`next(after: step)`).
  /// `others`: the other cases the argument may be, when it may be several (each makes an edge of its own), each
  /// with the `case` patterns of the arm that gave a local that case, beyond the call's own.
  mutating func read(
    _ call: CallItem, givenTo callee: String, into cases: inout CallCases,
    others: inout [(passed: String, patterns: [ExpressionShape])]
  ) {
    guard let given = EnumParameterCases.selectorValue(of: call, to: callee, types: types) else { return }
    // A value whose type the callee tests (`delegate?.stepDidContinue(self)`): its type's case. `self` in a class the
    // app derives others from may be any of them (the base's `continueTapped()` runs on each step's screen): no case.
    if given.picksByType {
      if case .reference(let chain) = given.value,
        let typeName = resolver.type(of: chain, in: scope(at: call.location)),
        chain != [.name("self")] || !types.hasSubclasses(typeName)
      {
        cases.passed = ExpressionShape.typeCase(types.type(named: typeName)?.name ?? typeName)
      }
      return
    }
    cases.passed = EnumParameterCases.literal(given)
    if cases.passed != nil {
      cases.compound = CompoundCases.parts(of: given.value)
      if case .implicitMember(_, let arguments?) = given.value,
        case .reference(let chain)? = arguments.first?.value,
        chain.count == 1, case .name(let name) = chain[0], function.parameters.contains(where: { $0.name == name })
      {
        cases.forwardsInner = isCallerSelector(name)
      }
    }
    // A URL built from a literal (`open(URL(string: "shop://cart")!)`): each string the callee's arms test that it
    // holds (`URLStrings`).
    let strings =
      cases.passed == nil && URLStrings.literal(given.value) != nil
      ? URLStrings.passed(
        given.value,
        tested: types.functions(calledBy: call, of: callee).flatMap {
          URLStrings.tested(by: $0, of: callee, types: types, resolver: resolver)
        }
      )
      : []
    if let first = strings.first {
      cases.passed = first
      others = strings.dropFirst().map { ($0, []) }
      return
    }
    // A string literal, given to a `String` whose arms test strings (`open("account")`): that string.
    if cases.passed == nil, case .string(let text) = given.value {
      cases.passed = text
      return
    }
    guard cases.passed == nil, !given.isDefault else { return }
    // A method of another value of the app, or of the calling type, that returns cases (`mapper.section(for: item)`,
    // `show(errorRoute(message))`): each case it returns (`ReturnedCases`).
    // (A computed property, `item.route`, is read with the stored ones: `PropertyCases`.)
    if let returned = ReturnedCases.of(given.value, in: scope(at: call.location), types: types, resolver: resolver),
      let first = returned.first
    {
      cases.passed = first
      others = returned.dropFirst().map { ($0, []) }
      return
    }
    // A choice of cases (`isPro ? .map : .upgrade`, `saved ?? .home` where both sides are cases): each of them. One
    // that is not (`saved ?? .home` for a property `saved`) may be any.
    if case .choice(let values) = given.value,
      pass(values.map { CodeContext.HeldValue(value: $0) }, readBy: call, into: &cases, others: &others)
    {
      return
    }
    // An element of a collection the reading can tell (`rows[indexPath.row]`, or one a member gives: `halls.first`,
    // `halls.randomElement()`): each case it holds. A subscript whose collection cannot be told is read no further.
    if let element = TypeResolver.elementRead(given.value) {
      let held = resolver.expandingElements([.init(value: element)], in: scope(at: call.location), readBy: call)
      if pass(held ?? [], readBy: call, into: &cases, others: &others) { return }
      if case .element = given.value { return }
    }
    guard case .reference(let chain) = given.value else { return }
    // The member of the caller's own selector that picks, passed on (`door.route` for `open(door)` in `func
    // enter(_ door: Door)`).
    if chain.count == 2, let own = callerSelector(), let member = own.member,
      chain == [.name(own.name), .name(member)]
    {
      cases.forwards = true
      return
    }
    if chain.count == 1, case .name(let name) = chain[0] {
      if function.parameters.contains(where: { $0.name == name }) {
        cases.forwards = isCallerSelector(name)
        return
      }
      // The value a closure given to Optional's or Sequence's own method receives from a stored property of the
      // calling type (`pending.map { route in go(route) }`): each case the property may hold.
      if let index = function.closureBinding(name, around: call),
        ClosureRunner.eagerHosts.contains(call.closureHosts[index]), index < call.closureTargets.count,
        passOwnProperty(
          .reference(call.closureTargets[index]), readBy: call, givenTo: callee, into: &cases, others: &others)
      {
        return
      }
      // A closure's parameter: the value the closure's callers give it (`event` in `{ event in handle(event)
      // }`, `$0`), not a name a pattern binds (`for route in`, `case .open(let route)`).
      if !call.closureHosts.isEmpty, CallGraph.namesClosureParameter(name, in: function) {
        cases.forwards = true
        cases.forwardsClosureValue = true
        return
      }
      // A local that holds a case when the call reads it (`let section = Section.today`), or one of several
      // (`if coached { section = .coach }`), each in the arms that gave it (`case .a: section = .today`).
      let here = scope(at: call.location)
      let held =
        resolver.expandingElements(here.heldValues(of: given.value, readBy: call), in: here, readBy: call) ?? []
      if pass(held, readBy: call, into: &cases, others: &others) { return }
      // A local that holds a stored property of the calling type (`if let route = pending`): each case it may hold.
      if held.count == 1, held[0].casePatterns.isEmpty,
        passOwnProperty(held[0].value, readBy: call, givenTo: callee, into: &cases, others: &others)
      {
        return
      }
      // A value an arm of the function's selector binds (`explore(spot)` under `case .explore(let spot):`).
      if held.isEmpty, let outer = armBinding(name, around: call) {
        cases.unwraps = outer
        return
      }
    }
    // A member of a row a local holds (`shelf.route` for a row of `[(title: "Olives", route: .olives)]`,
    // `row.destination` for one of `[SettingsRow(destination: .account), ...]`) or a subscript reads
    // (`entries[indexPath.row].route`).
    if chain.count > 1,
      let members = resolver.memberValues(of: given.value, in: scope(at: call.location), readBy: call),
      pass(members, readBy: call, into: &cases, others: &others)
    {
      return
    }
    // A property of a value the app builds with cases (`option.route` for `MenuOption(..., route: .drinks)`): each
    // case it may hold.
    if chain.count > 1, chain[0] != .name("self"), types.propertyCases.mayRead(given.value),
      let enumType = EnumParameterCases.selectorEnum(of: call, to: callee, types: types),
      let held = types.propertyCases.cases(
        of: given.value, owner: resolver.type(of: Array(chain.dropLast()), in: scope(at: call.location)),
        enumType: enumType), !held.isEmpty
    {
      cases.passed = held[0]
      others = held.dropFirst().map { ($0, []) }
      return
    }
    guard let property = Self.ownProperty(given.value, of: function, among: properties, at: call.location) else {
      return
    }
    // A stored property of the calling type that holds one case only (`let current: Step = .one`, then `next(after:
    // current)`): that case. (One that may hold several is read per route where screens hold it: `heldProperty`.)
    if pass(property: property, readBy: call, givenTo: callee, into: &cases, others: &others, onlyOne: true) {
      return
    }
    cases.heldProperty = "\(type.name).\(property)"
  }

  /// Passes the cases a stored property of the calling type (or of a superclass) may hold, where `value` reads one
  /// (`pending`, `self.pending`, or a constant local that holds it) and every value the app gives it is a case of the callee's selector's enum
  /// (`PropertyCases`); false, leaving `cases` as it was, otherwise.
  private func passOwnProperty(
    _ value: ExpressionShape, readBy call: CallItem, givenTo callee: String, into cases: inout CallCases,
    others: inout [(passed: String, patterns: [ExpressionShape])]
  ) -> Bool {
    // A constant local that holds the property (`let held = pending; held.map { ... }`).
    let value = scope(at: call.location).constantLocalValue(of: value) ?? value
    guard let property = Self.ownProperty(value, of: function, among: properties, at: call.location) else {
      return false
    }
    return pass(property: property, readBy: call, givenTo: callee, into: &cases, others: &others)
  }

  /// Passes the cases the stored property `property` of the calling type (or of a superclass) may hold, as
  /// `passOwnProperty` does; where `onlyOne` asks for a property that holds one case, false when it may hold several.
  private func pass(
    property: String, readBy call: CallItem, givenTo callee: String, into cases: inout CallCases,
    others: inout [(passed: String, patterns: [ExpressionShape])], onlyOne: Bool = false
  ) -> Bool {
    guard let enumType = EnumParameterCases.selectorEnum(of: call, to: callee, types: types) else { return false }
    let read = ExpressionShape.reference([.name("self"), .name(property)])
    for owner in types.lineage(of: type.name) {
      guard let held = types.propertyCases.cases(of: read, owner: owner.name, enumType: enumType) else { continue }
      guard let first = held.first, !onlyOne || held.count == 1 else { return false }
      cases.passed = first
      others = held.dropFirst().map { ($0, []) }
      return true
    }
    return false
  }

  /// Passes the values a local or element may hold (`CodeContext.heldValues`), each case once with the arms that
  /// gave it, when each is a case or a call of a method that returns cases; false, leaving `cases` as it was,
  /// otherwise.
  func pass(
    _ held: [CodeContext.HeldValue], readBy call: CallItem, into cases: inout CallCases,
    others: inout [(passed: String, patterns: [ExpressionShape])]
  ) -> Bool {
    // Each value's case, or the cases the method it calls returns (`let route = featured()`: `ReturnedCases`).
    var literals: [(passed: String, patterns: [ExpressionShape])] = []
    for held in held {
      guard
        let cases = ReturnedCases.named(by: held.value, in: scope(at: call.location), types: types, resolver: resolver)
      else { return false }
      literals += cases.map { (passed: $0, patterns: held.casePatterns) }
    }
    guard !literals.isEmpty else { return false }
    var values: [(passed: String, patterns: [ExpressionShape])] = []
    for literal in literals
    where !values.contains(where: { $0.passed == literal.passed && $0.patterns == literal.patterns }) {
      values.append(literal)
    }
    cases.passed = values[0].passed
    if !values[0].patterns.isEmpty { cases.arms = armCases(of: call.casePatterns + values[0].patterns) }
    others = Array(values.dropFirst())
    return true
  }
}
