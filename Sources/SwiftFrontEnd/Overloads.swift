import SourceIndex

extension FunctionItem {
  /// The name with the argument labels, as Swift writes it: `scene(_:openURLContexts:)`, `init(coordinator:)`.
  var signature: String {
    var text = name + "("
    for parameter in parameters { text += parameter.label + ":" }
    return text + ")"
  }

  /// The name with the argument labels and the parameters' types: `handle(_:URL)`, for overloads that
  /// share their labels.
  var typedSignature: String {
    var text = name + "("
    for parameter in parameters { text += parameter.label + ":" + parameter.type.name + "," }
    return text + ")"
  }

  /// Whether the parameters take a call's arguments, by their labels in order: a parameter with a
  /// default value (or a variadic one) may be left out, a variadic one takes the unlabelled arguments
  /// that follow its first, and a trailing closure stands for the parameters left over. (Types are not
  /// compared: overloads that differ only by type take the same calls.)
  func takes(_ call: CallItem) -> Bool {
    matches(call.arguments, hasTrailingClosure: call.hasTrailingClosure) { _, _ in }
  }

  /// The type a call gives when the function returns a generic parameter that one of its parameters takes as a
  /// metatype: `make(CartViewController.self)` of `func make<T: UIViewController>(_ type: T.Type) -> T` gives
  /// `CartViewController`. Nil for any other function, or an argument that names no type.
  func genericResult(given arguments: [ArgumentItem]) -> String? {
    guard let returned = returnType, returned.arguments.isEmpty, !parameters.isEmpty,
      let parameter = parameters.firstIndex(where: { Self.isMetatype($0.type.name, of: returned.name) }),
      let positions = argumentPositions(arguments), let position = positions[parameter],
      case .reference(let chain) = arguments[position].value, chain.count > 1, chain.last == .name("self")
    else { return nil }
    let names = chain.dropLast().compactMap(\.name)
    return names.count == chain.count - 1 ? names.joined(separator: ".") : nil
  }

  /// Whether a written type is the metatype of another (`T.Type` of `T`), read without building `T.Type`.
  private static func isMetatype(_ written: String, of type: String) -> Bool {
    written.utf8.count == type.utf8.count + 5 && written.hasSuffix(".Type") && written.hasPrefix(type)
  }

  /// For each parameter, the position of the argument it takes (as `takes(_:)` matches them; a variadic
  /// one, its first), nil for one left out; nil when the parameters do not take the arguments.
  func argumentPositions(_ arguments: [ArgumentItem], hasTrailingClosure: Bool = false) -> [Int?]? {
    Self.argumentPositions(of: parameters, taking: arguments, hasTrailingClosure: hasTrailingClosure)
  }

  /// `argumentPositions(_:hasTrailingClosure:)` for these parameters (a local function's: `LocalFunctionItem`).
  static func argumentPositions(
    of parameters: [ParameterItem], taking arguments: [ArgumentItem], hasTrailingClosure: Bool = false
  ) -> [Int?]? {
    var positions = [Int?](repeating: nil, count: parameters.count)
    let taken = matches(parameters, arguments, hasTrailingClosure: hasTrailingClosure) { parameter, argument in
      positions[parameter] = argument
    }
    return taken ? positions : nil
  }

  private func matches(
    _ arguments: [ArgumentItem], hasTrailingClosure: Bool, bind: (_ parameter: Int, _ argument: Int) -> Void
  ) -> Bool {
    Self.matches(parameters, arguments, hasTrailingClosure: hasTrailingClosure, bind: bind)
  }

  /// Matches arguments to parameters by their labels (see `takes(_:)`), telling `bind` each parameter's
  /// position and the position of the argument it takes; whether the parameters take the arguments.
  private static func matches(
    _ parameters: [ParameterItem], _ arguments: [ArgumentItem], hasTrailingClosure: Bool,
    bind: (_ parameter: Int, _ argument: Int) -> Void
  ) -> Bool {
    var next = 0
    var variadic = false  // the last parameter taken is variadic: it takes unlabelled arguments after it
    for (position, argument) in arguments.enumerated() where !argument.isReadFromClosure {
      if variadic, argument.label == nil { continue }
      let label = argument.label ?? "_"
      while next < parameters.count, parameters[next].label != label {
        guard parameters[next].mayBeLeftOut else { return false }
        next += 1
      }
      guard next < parameters.count else { return false }
      bind(next, position)
      variadic = parameters[next].isVariadic
      next += 1
    }
    if hasTrailingClosure { return next < parameters.count }
    return parameters[next...].allSatisfy(\.mayBeLeftOut)
  }
}

extension ParameterItem {
  /// Whether a call may give no argument for it: it has a default value, or it is variadic.
  var mayBeLeftOut: Bool { defaultValue != nil || isVariadic }
}

extension AppTypes {
  /// The name a function of a type goes by in the call graph: its name, or, when the type declares
  /// several functions of that name, its name with its argument labels (`scene(_:openURLContexts:)`), and
  /// with its parameters' types too where two of them share their labels (`handle(_:URL)`,
  /// `handle(_:Event)`), so that overloads are functions of their own.
  func graphName(of function: FunctionItem, in typeName: String) -> String {
    guard let index = indexDeclaringOverloads(of: function.name, in: typeName) else { return function.name }
    if let known = overloadFacts[index].graphNames[function.identity] { return known }
    // A function the type inherits, named among the type's own overloads.
    let signature = function.signature
    let sameLabels = all[index].functions(named: function.name).lazy.filter { $0.signature == signature }.count
    return Self.graphName(of: function, signature: signature, sharedBy: sameLabels)
  }

  /// The name of an overload whose labels (`signature`) `count` overloads of its type take, itself included: the
  /// signature, or with the parameters' types too when another shares it.
  static func graphName(of function: FunctionItem, signature: String, sharedBy count: Int) -> String {
    count > 1 ? function.typedSignature : signature
  }

  /// The call-graph names of the functions a call of `member` on a type can run: `member`, or, when the
  /// type declares overloads of it, those whose parameters take the call's arguments (all of them when
  /// none does, or when the arguments are not known: a method passed by name). Of overloads that share
  /// their labels, those whose parameters' types the arguments fit (`argumentType` tells an argument's type,
  /// when it can).
  func graphNames(
    called member: String, with call: CallItem?, on typeName: String,
    argumentType: (ExpressionShape) -> String? = { _ in nil }
  ) -> [String] {
    guard let index = indexDeclaringOverloads(of: member, in: typeName) else { return [member] }
    let overloads = all[index].functions(named: member)
    var chosen = overloads
    if let call {
      let taking = overloads.filter { $0.takes(call) }
      if !taking.isEmpty { chosen = taking }
      chosen = fitting(chosen, call, in: typeName, argumentType: argumentType)
    }
    // Each named once, when the types were merged (`OverloadFacts`).
    let known = overloadFacts[index].graphNames
    var names: [String] = []
    var seen: Set<String> = []
    let many = chosen.count > 8
    for function in chosen {
      let name = known[function.identity] ?? graphName(of: function, in: typeName)
      if many ? seen.insert(name).inserted : !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// Of functions that take a call by their labels, those whose parameters' types its arguments fit, when
  /// some share their labels and the arguments tell them apart (`handle(.searchTapped)` is not
  /// `handle(_ url: URL)`), and of those, the ones with a parameter named as a value passed (`handle(event)`,
  /// where the type of `event` is not known, is `handle(_ event: Event)`); else all of them.
  func fitting(
    _ functions: [FunctionItem], _ call: CallItem, in typeName: String,
    argumentType: (ExpressionShape) -> String? = { _ in nil }
  ) -> [FunctionItem] {
    guard functions.count > 1, Self.shareLabels(functions) else { return functions }
    let arguments = call.arguments.filter { !$0.isReadFromClosure }
    // Each argument's type, and each parameter type's declaration, looked up once for all the overloads.
    var argumentTypes: [String??] = Array(repeating: nil, count: arguments.count)
    var argumentDeclarations: [AppType??] = Array(repeating: nil, count: arguments.count)
    var parameterTypes: [String: AppType?] = [:]
    func declaration(of parameterType: String) -> AppType? {
      if let found = parameterTypes[parameterType] { return found }
      let found = type(named: parameterType, inside: typeName)
      parameterTypes[parameterType] = found
      return found
    }
    func fits(_ position: Int, _ parameterType: String) -> Bool {
      if case .implicitMember(let name, _) = arguments[position].value {
        guard let parameter = declaration(of: parameterType), parameter.declaration.kind == "enum" else { return false }
        return parameter.declaration.cases.contains { $0.name == name }
      }
      if argumentTypes[position] == nil {
        let known = argumentType(arguments[position].value)
        argumentTypes[position] = .some(known)
        argumentDeclarations[position] = .some(known.flatMap { type(named: $0, inside: typeName) })
      }
      guard let known = argumentTypes[position]! else { return true }
      let knownShortName = Self.shortName(known)
      let parameterShortName = Self.shortName(parameterType)
      let sameShortName = knownShortName == parameterShortName
      // Names of other short names are other types, unless one is an alias of an app type: no lookup for the many
      // overloads a generated visitor declares (`visit(_ node: AccessorBlockSyntax)`, ...).
      let mayBeAlias =
        !aliasShortNames.isEmpty
        && (aliasShortNames.contains(knownShortName) || aliasShortNames.contains(parameterShortName))
      if !sameShortName && !mayBeAlias { return false }
      if let parameter = declaration(of: parameterType), let argument = argumentDeclarations[position]! {
        return parameter.name == argument.name
      }
      return sameShortName
    }
    var fit: [FunctionItem] = []
    for function in functions {
      guard function.parameters.count == arguments.count else {
        fit.append(function)
        continue
      }
      let parameters = function.parameters
      if parameters.indices.allSatisfy({ fits($0, parameters[$0].type.name) }) { fit.append(function) }
    }
    if fit.isEmpty { fit = functions }
    // A value of unknown type named as one overload's parameter is (`handle(event)` for `handle(_ event:)`).
    let passedNames = arguments.map { argument -> String? in
      guard case .reference(let chain) = argument.value, chain.count == 1, case .name(let name) = chain[0] else {
        return nil
      }
      return name
    }
    guard passedNames.contains(where: { $0 != nil }) else { return fit }
    let named = fit.filter { function in
      let parameters = function.parameters
      return parameters.count == arguments.count
        && parameters.indices.contains { passedNames[$0] != nil && passedNames[$0] == parameters[$0].name }
    }
    return named.isEmpty ? fit : named
  }

  /// Whether two of the functions (all of one name) take the same argument labels: compared pairwise for a few, and
  /// for many, by a hash of each one's labels, comparing only those whose hashes meet (no list of labels is built).
  static func shareLabels(_ functions: [FunctionItem]) -> Bool {
    func same(_ left: FunctionItem, _ right: FunctionItem) -> Bool {
      let (left, right) = (left.parameters, right.parameters)
      return left.count == right.count && left.indices.allSatisfy { left[$0].label == right[$0].label }
    }
    if functions.count <= 8 {
      return functions.indices.dropFirst().contains { later in
        functions[..<later].contains { same($0, functions[later]) }
      }
    }
    var byHash: [Int: Int] = [:]  // a hash of labels: the position of the first function with it
    for (position, function) in functions.enumerated() {
      var hasher = Hasher()
      hasher.combine(function.parameters.count)
      for parameter in function.parameters { hasher.combine(parameter.label) }
      let hash = hasher.finalize()
      guard let earlier = byHash[hash] else {
        byHash[hash] = position
        continue
      }
      if same(functions[earlier], function) { return true }
      // Two label lists of one hash that differ: rare enough to compare them all.
      return Set(functions.lazy.map { $0.parameters.map(\.label) }).count < functions.count
    }
    return false
  }

  /// The names of which a type declares several functions.
  static func overloadedNames(of type: AppType) -> Set<String> {
    let functions = type.functions
    guard functions.count > 1 else { return [] }
    var shared: Set<String> = []
    // A type of a few functions: compared pairwise, which hashes nothing (most names differ at once).
    if functions.count <= 16 {
      for later in functions.indices.dropFirst() where !shared.contains(functions[later].name) {
        if functions[..<later].contains(where: { $0.name == functions[later].name }) {
          shared.insert(functions[later].name)
        }
      }
      return shared
    }
    var seen: Set<String> = []
    for function in functions where !seen.insert(function.name).inserted { shared.insert(function.name) }
    return shared
  }
}

extension AppTypes {
  /// Whether a call may run the type's own method of its name: some method of that name (its own, a superclass's, or
  /// one an extension of a protocol it conforms to gives it) takes the call's labels, or the type derives from no library class that may declare
  /// the method the call means. (`navigate(to: child, presentationStyle: .sheet)` in a coordinator that
  /// declares `navigate(to destination:)` is the library's `navigate`, not a call of its own.)
  func mayRunOwn(_ call: CallItem, on typeName: String) -> Bool {
    if functions(call.member, of: typeName).contains(where: { $0.takes(call) }) { return true }
    // A protocol's extension that gives the type a method of that name taking the call (`protocolGiving(_:to:for:)`).
    if protocolGiving(call.member, to: typeName, for: call) != nil { return true }
    guard let root = lineage(of: typeName).last, root.declaration.kind == "class",
      let base = root.inheritance.first
    else { return true }
    return type(named: base.name) != nil
  }
}
