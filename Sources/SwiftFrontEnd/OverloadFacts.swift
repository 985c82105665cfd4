import SourceIndex

/// What the call graph asks of one type's overloads (the names several of its own functions share), read once when the
/// types are merged rather than at each call: a type may declare hundreds of overloads of one name (a generated
/// visitor's `visit(_ node: ...)`), and the app calls them thousands of times.
struct OverloadFacts: Sendable {
  /// Each overload's name in the call graph (`AppTypes.graphName(of:in:)`: with its labels, and with its parameters'
  /// types where two share their labels), by the function's identity.
  var graphNames: [ObjectIdentifier: String] = [:]
  /// Each overload's selector parameter (`EnumParameterCases.selector(of:in:types:)`), nil for one with none, by the
  /// function's identity.
  var selectors: [ObjectIdentifier: EnumParameterCases.Selector?] = [:]
  /// The names of which no overload has a selector parameter.
  var selectorless: Set<String> = []
}

extension AppTypes {
  /// The facts of the overloads of the type at `index` (none for the many types that overload no name).
  func overloadFacts(of index: Int) -> OverloadFacts {
    let type = all[index]
    var facts = OverloadFacts()
    for name in overloadedNames[index] {
      let overloads = type.functions(named: name)
      var sharedLabels: [String: Int] = [:]
      for function in overloads { sharedLabels[function.signature, default: 0] += 1 }
      var selectorless = true
      for function in overloads {
        let signature = function.signature
        facts.graphNames[function.identity] = Self.graphName(
          of: function, signature: signature, sharedBy: sharedLabels[signature, default: 0])
        let selector = EnumParameterCases.selector(of: function, in: type.name, types: self)
        facts.selectors[function.identity] = .some(selector)
        if selector != nil { selectorless = false }
      }
      if selectorless { facts.selectorless.insert(name) }
    }
    return facts
  }

  /// The selector parameter of `function`, a function of `typeName` (its own, a superclass's or a protocol
  /// extension's: read in the type that declares it); an overload's is read once.
  func selector(of function: FunctionItem, from typeName: String) -> EnumParameterCases.Selector? {
    if !overloadSelectors.isEmpty, let known = overloadSelectors[function.identity] { return known }
    return EnumParameterCases.selector(of: function, in: declaringType(of: function, from: typeName), types: self)
  }

  /// Whether a function the call may run has no selector parameter, when that can be told without resolving the
  /// overloads: no argument is a case (`.next`) or a bare name (`handle(event)`), the only arguments by which
  /// `fitting` tells overloads apart when argument types are not asked, so the call may run every function of its
  /// name that takes its labels (all of them when none does: `functions(calledBy:of:)`). Then no selector value
  /// is shared by all it may run (`EnumParameterCases.selectorValue(of:to:types:)`); false when it may be.
  func mayRunFunctionWithoutSelector(_ call: CallItem, of typeName: String) -> Bool {
    // Asked of overloaded names only (whose selectors are read already): one function is no costly resolution.
    guard !overloadedAnywhere.isEmpty, overloadedAnywhere.contains(call.member), let start = lookup(typeName),
      functionNames[start].contains(call.member)
    else { return false }
    for argument in call.arguments where !argument.isReadFromClosure {
      switch argument.value {
      case .implicitMember: return false
      case .reference(let chain) where chain.count == 1: return false
      default: continue
      }
    }
    var someTakes = false
    var someHasNone = false
    func settles(_ function: FunctionItem) -> Bool {
      let takes = function.takes(call)
      someTakes = someTakes || takes
      guard selector(of: function, from: typeName) == nil else { return false }
      someHasNone = true
      return takes
    }
    var declared = false
    for index in lineages[start] where all[index].declaresFunction(named: call.member) {
      declared = true
      if all[index].containsFunction(named: call.member, where: settles) { return true }
    }
    if !declared, let protocols = protocolsByType[start] {
      for index in protocols where all[index].containsFunction(named: call.member, where: settles) { return true }
    }
    return !someTakes && someHasNone
  }

  /// Whether every function of `typeName` (its own, a superclass's, or a protocol extension's, as
  /// `functions(_:of:)` gathers them) named `member` has no selector parameter, so that no call of it gives one a
  /// value; told only where each type that declares the name overloads it (false otherwise: not known).
  func passesNoSelector(_ member: String, of typeName: String) -> Bool {
    guard !overloadedAnywhere.isEmpty, overloadedAnywhere.contains(member), let start = lookup(typeName) else {
      return false
    }
    func selectorless(_ types: [Int]) -> Bool? {
      var declared = false
      for index in types {
        if overloadFacts[index].selectorless.contains(member) {
          declared = true
        } else if all[index].declaresFunction(named: member) {
          return false
        }
      }
      return declared ? true : nil
    }
    if let own = selectorless(lineages[start]) { return own }
    return protocolsByType[start].flatMap(selectorless) ?? false
  }
}
