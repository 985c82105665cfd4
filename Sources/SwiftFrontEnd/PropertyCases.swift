import SourceIndex

/// The cases of the app's enums that a stored property may hold, read from every value the app gives it: the
/// arguments of the constructions of its type (`MenuOption(id: 1, title: "Drinks", route: .drinks)`), its initial
/// value, and the assignments to it (`option.route = .food`). A list of rows built with their destinations
/// (`ForEach(options) { option in Button(option.title) { coordinator.open(option.route) } }`) then passes one of
/// the rows' cases, not any case of the enum.
///
/// A computed property of an app type typed by one of the app's enums (`var route: CafeRoute { switch self { case
/// .coffee: .coffee ... } }` of `enum MenuItem`) holds what it returns: `ForEach(MenuItem.allCases) { item in ...
/// coordinator.open(item.route) }` passes one of those cases.
///
/// `.init(...)` is a construction of the type the code around it gives (`TypedInitialisers`: an annotation, the
/// parameter it is passed to), and `self.init(...)` one of the initialiser's own type.
///
/// A property some value of which the code does not show (a construction that passes a value that is no case, a
/// struct's memberwise construction that leaves the property out, `.init(...)` with the property's label whose type
/// the reading does not know, in each type whose initialiser takes its labels; a binding to it, `$option.route`, that
/// a control may set, in the bound value's type when the reading knows it) holds any case: none is read for it.
struct PropertyCases: Sendable {
  /// For each property name, the app types that store a property of that name typed by one of the app's enums,
  /// with the cases it may hold (nil: any).
  private let byName: [String: [Held]]

  /// No property's cases (while the app's types are read).
  static let none = PropertyCases(byName: [:])

  private init(byName: [String: [Held]]) { self.byName = byName }

  private struct Held: Sendable {
    var owner: String
    var enumType: String
    var cases: [String]?
  }

  init(types: AppTypes, threads: Int? = nil) {
    let all = types.all
    // The candidates: stored, non-static properties typed by an enum of the app, in types that are no enum.
    var candidates: [String: [Held]] = [:]
    // The enums' own names, to pass over most properties with one lookup (`Section` for `Gym.Section` too).
    let enumNames = Set(all.lazy.filter { $0.declaration.kind == "enum" }.map { Self.simpleName($0.name) })
    guard !enumNames.isEmpty else {
      byName = [:]
      return
    }
    let computed = Self.computed(in: all, enumNames: enumNames, types: types, threads: threads)
    let stored = Parallel.map(count: all.count, threads: threads) { position -> [(String, Held)] in
      let type = all[position]
      guard type.declaration.kind != "enum" else { return [] }
      return type.properties.indices.compactMap { index in
        // Typed as written, or by a case written with its enum's name (`var resumed = Step.two`).
        guard !type.properties[index].isStatic,
          let written = type.properties[index].type?.name ?? Self.enumNamed(by: type.properties[index].value),
          enumNames.contains(Self.simpleName(written)),
          let declared = types.type(named: written, inside: type.name), declared.declaration.kind == "enum"
        else { return nil }
        let property = type.properties[index]
        // No initial value, or `nil` (`var pendingRoute: Route? = nil`), gives no case; one the reading cannot tell,
        // any.
        let initial: [String]? =
          switch property.value {
          case nil, .nilLiteral?: []
          case let value?: Self.caseName(value, of: declared, types: types).map { [$0] }
          }
        return (property.name, Held(owner: type.name, enumType: declared.name, cases: initial))
      }
    }
    for (name, held) in stored.joined() { candidates[name, default: []].append(held) }
    guard !candidates.isEmpty else {
      byName = computed
      return
    }
    let owners = Set(candidates.values.joined().map(\.owner))
    // Each type's code gives the candidates values (or shows a value it does not know), read on all the cores.
    let found = candidates
    let given = Parallel.map(count: all.count, threads: threads) { index in
      Self.values(givenIn: all[index], owners: owners, candidates: found, types: types)
    }
    var merged = candidates
    func merge(_ list: [(Key, String?)]) {
      for (key, value) in list {
        guard let position = merged[key.property]?.firstIndex(where: { $0.owner == key.owner }) else { continue }
        if let value, merged[key.property]![position].cases != nil {
          if !merged[key.property]![position].cases!.contains(value) {
            merged[key.property]![position].cases!.append(value)
          }
        } else {
          merged[key.property]![position].cases = nil
        }
      }
    }
    for read in given { merge(read.values) }
    // A parameter assigned to the property (`pendingRoute = route` in `func requireSignIn(then route: Route)`) gives
    // it the cases the method's callers pass.
    let parameters = given.flatMap(\.parameters)
    if !parameters.isEmpty {
      let passed = Parallel.map(count: all.count, threads: threads) { index in
        Self.values(passedIn: all[index], to: parameters, types: types)
      }
      for list in passed { merge(list) }
    }
    byName = merged.merging(computed) { $0 + $1 }
  }

  /// The computed properties of `all` typed by one of the app's enums, by name, each with the cases it returns (nil when
  /// some value it returns is no case), read on all the cores.
  private static func computed(in all: [AppType], enumNames: Set<Substring>, types: AppTypes, threads: Int?)
    -> [String: [Held]]
  {
    let lists = Parallel.map(count: all.count, threads: threads) { index -> [(String, Held)] in
      let type = all[index]
      return type.functions.compactMap { function in
        guard function.parameters.isEmpty, let written = function.returnType?.name,
          enumNames.contains(simpleName(written)),
          let declared = types.type(named: written, inside: type.name), declared.declaration.kind == "enum"
        else { return nil }
        let returned = AppTypes.returnedValues(of: function)
        guard !returned.isEmpty else { return nil }
        var cases: [String]? = []
        for value in returned {
          guard let name = caseName(value, of: declared, types: types) else {
            cases = nil
            break
          }
          if !cases!.contains(name) { cases!.append(name) }
        }
        return (function.name, Held(owner: type.name, enumType: declared.name, cases: cases))
      }
    }
    var byName: [String: [Held]] = [:]
    for list in lists {
      for (name, held) in list { byName[name, default: []].append(held) }
    }
    return byName
  }

  /// Whether a value reads a property of a name some type stores typed by one of the app's enums (a quick test
  /// before the value's owner and the enum it is given as are looked up).
  func mayRead(_ value: ExpressionShape) -> Bool {
    guard !byName.isEmpty, case .reference(let chain) = value, case .name(let property)? = chain.last else {
      return false
    }
    return byName[property] != nil
  }

  /// The cases of `enumType` that the property a value reads (`option.route`, the last step of a chain) may hold:
  /// of the type that `owner` names, else of every type of the app that stores a property of that name typed
  /// `enumType` (a row given to a closure, `{ option in ... }`, has no type the reading knows). Empty when it may hold
  /// any case; nil when the value reads no such property.
  func cases(of value: ExpressionShape, owner: String?, enumType: String) -> [String]? {
    guard case .reference(let chain) = value, chain.count > 1, case .name(let property)? = chain.last,
      let held = byName[property]?.filter({ $0.enumType == enumType }), !held.isEmpty
    else { return nil }
    if let owner {
      guard let match = held.first(where: { $0.owner == owner }) else { return nil }
      return match.cases ?? []
    }
    var cases: [String] = []
    for holder in held {
      guard let some = holder.cases else { return [] }
      for name in some where !cases.contains(name) { cases.append(name) }
    }
    return cases
  }

  private struct Key: Hashable {
    var owner: String
    var property: String
  }

  /// A parameter of a method that the method assigns to a candidate: its callers' arguments give the candidate.
  private struct AssignedParameter {
    var key: Key
    var enumType: String
    var method: FunctionItem
    /// Where it stands among the method's parameters.
    var position: Int
  }

  /// The values that `type`'s code gives the candidates (a case, or nil for a value it does not know), and the
  /// parameters it assigns to them.
  private static func values(
    givenIn type: AppType, owners: Set<String>, candidates: [String: [Held]], types: AppTypes
  ) -> (values: [(Key, String?)], parameters: [AssignedParameter]) {
    var found: [(Key, String?)] = []
    var parameters: [AssignedParameter] = []
    let resolver = TypeResolver(types: types)
    // `.init(...)` where an annotation gives its type (`let rows: [SettingsRow] = [.init(destination: .account)]`): a
    // construction of that type. Each is found again by its arguments among the value's parts or the function's calls.
    let typing = TypedInitialisers(types: types, owners: owners)
    var typed: [TypedInitialisers.Found] = []
    func typedInit(_ arguments: [ArgumentItem]) -> String?? {
      guard let position = typed.firstIndex(where: { $0.arguments == arguments }) else { return nil }
      return typed.remove(at: position).owner
    }
    func constructions(in value: ExpressionShape) {
      RouteTypes.visit(value) { part in
        if case .implicitMember("init", let arguments?) = part {
          guard let owner = typedInit(arguments) else { return unknownInit(arguments) }
          if let owner { construction(of: owner, arguments: arguments) }
        }
        guard let built = part.calledTypeName, owners.contains(built),
          let owner = types.type(named: built, inside: type.name)?.name
        else { return }
        construction(of: owner, arguments: part.arguments)
      }
    }
    func construction(of owner: String, arguments: [ArgumentItem]) {
      for (property, list) in candidates {
        guard let held = list.first(where: { $0.owner == owner }) else { continue }
        let key = Key(owner: owner, property: property)
        guard let argument = arguments.first(where: { $0.label == property }) else {
          // Left out: the initial value is already among the cases, unless there is none (a struct's memberwise
          // initialiser, which the reading does not see, may set it; an initialiser the app declares is read, and its
          // assignments count).
          if held.cases?.isEmpty ?? false, let built = types.type(named: owner), built.declaration.kind != "class",
            !built.functions.contains(where: { $0.name == "init" })
          {
            found.append((key, nil))
          }
          continue
        }
        guard let enumType = types.type(named: held.enumType), argument.value != .nilLiteral else { continue }
        for value in argument.value.alternatives { found.append((key, caseName(value, of: enumType, types: types))) }
      }
    }
    // `.init(route: .x)` for a type the reading does not know: the property of that label may hold anything, in each
    // holder that such a construction can build.
    func unknownInit(_ arguments: [ArgumentItem]) {
      for argument in arguments {
        guard let label = argument.label, let list = candidates[label] else { continue }
        for held in list where Self.mayBuild(held.owner, with: arguments, types: types) {
          found.append((Key(owner: held.owner, property: label), nil))
        }
      }
    }
    // A function's calls include those nested in its values (`let option = MenuOption(...)`); a stored property's
    // value is read as a whole.
    for property in type.properties {
      guard let value = property.value else { continue }
      typed = typing.found(in: value, annotation: property.type, scope: type.name, intoCalls: true)
      constructions(in: value)
    }
    for function in type.functions {
      typed = typing.found(in: function, of: type)
      for call in function.calls {
        // A binding to the property (`Picker("Go to", selection: $option.route)`) may set it to any case: the
        // property of the type the binding's base has (`option`'s), of every holder when that is not known.
        for argument in call.arguments {
          guard case .reference(let chain) = argument.value, chain.count > 1,
            let bound = chain[0].name, bound.utf8.first == UInt8(ascii: "$"), case .name(let property)? = chain.last,
            let list = candidates[property]
          else { continue }
          let base = [ChainStep.name(String(bound.dropFirst()))] + chain.dropFirst().dropLast()
          let context = CodeContext(typeName: type.name, function: function).at(call.location)
          let setOwner = resolver.type(of: base, in: context).flatMap { types.type(named: $0)?.name }
          for held in list where setOwner.map({ $0 == held.owner }) ?? true {
            found.append((Key(owner: held.owner, property: property), nil))
          }
        }
        // `MenuOption(...)`, `MenuOption.init(...)`, or `.init(...)`.
        let member = call.member
        let receiver = call.receiver
        var built: String?
        if receiver.isEmpty {
          built = member
        } else if member == "init", receiver.count == 1, case .name(let name) = receiver[0] {
          // `self.init(destination: .help)` in an initialiser of the type's: a construction of the type.
          if name == "self" || name == "Self" {
            construction(of: type.name, arguments: call.arguments)
            continue
          }
          guard name != "." else {
            guard let owner = typedInit(call.arguments) else {
              unknownInit(call.arguments)
              continue
            }
            if let owner { construction(of: owner, arguments: call.arguments) }
            continue
          }
          built = name
        }
        if let built, owners.contains(built), let owner = types.type(named: built, inside: type.name)?.name {
          construction(of: owner, arguments: call.arguments)
        }
      }
      for assignment in function.assignments {
        guard case .name(let property)? = assignment.target.last, let list = candidates[property] else { continue }
        // The type whose property is set: the base's (`option.route = .x` for `var option = MenuOption(...)`), the
        // type's own for a bare name (`route = .x`, unless a local of that name is meant); any holder when unknown.
        let target = assignment.target
        let setOwner: String?
        if target.count == 1 || (target.count == 2 && target[0] == .name("self")) {
          if target.count == 1, function.locals.contains(where: { $0.name == property }) { continue }
          setOwner = type.name
        } else {
          let context = CodeContext(typeName: type.name, function: function).at(assignment.location)
          setOwner = resolver.type(of: Array(target.dropLast()), in: context)
        }
        for held in list where setOwner.map({ $0 == held.owner || types.type(named: $0) == nil }) ?? true {
          // `self.route = route` in the owner's initialiser, from its parameter labelled so: the constructions give it.
          if function.name == "init", held.owner == type.name, case .reference(let value) = assignment.value,
            value.count == 1, let parameter = function.parameters.first(where: { $0.name == value[0].name }),
            parameter.label == property
          {
            continue
          }
          // `pendingRoute = nil` gives no case.
          if assignment.value == .nilLiteral { continue }
          if case .reference(let value) = assignment.value, value.count == 1, case .name(let name) = value[0],
            !function.locals.contains(where: { $0.name == name }),
            let position = function.parameters.firstIndex(where: { $0.name == name })
          {
            parameters.append(
              AssignedParameter(
                key: Key(owner: held.owner, property: property), enumType: held.enumType, method: function,
                position: position))
            continue
          }
          // Each value a condition may pick (`destination = help ? .help : .terms`).
          let enumType = types.type(named: held.enumType)
          for value in assignment.value.alternatives {
            found.append(
              (Key(owner: held.owner, property: property), enumType.flatMap { caseName(value, of: $0, types: types) }))
          }
        }
      }
    }
    return (found, parameters)
  }

  /// The values that `type`'s calls of the methods that assign their parameters pass them (a method is matched by
  /// its name and by the arguments its parameters take, whatever the receiver: `FunctionItem.argumentPositions`): a
  /// case, or nil for a value it does not know; a left-out argument gives the parameter's default.
  private static func values(passedIn type: AppType, to parameters: [AssignedParameter], types: AppTypes)
    -> [(Key, String?)]
  {
    var found: [(Key, String?)] = []
    for function in type.functions {
      for call in function.calls {
        for assigned in parameters where assigned.method.name == call.member {
          guard let enumType = types.type(named: assigned.enumType),
            let positions = assigned.method.argumentPositions(
              call.arguments, hasTrailingClosure: call.hasTrailingClosure)
          else { continue }
          let argument = positions[assigned.position].map { call.arguments[$0].value }
          guard let value = argument ?? assigned.method.parameters[assigned.position].defaultValue else {
            found.append((assigned.key, nil))
            continue
          }
          if value == .nilLiteral { continue }
          found.append((assigned.key, caseName(value, of: enumType, types: types)))
        }
      }
    }
    return found
  }

  /// Whether `.init(...)` with these arguments may build the type: an initialiser of its own takes each of their labels
  /// (`init(id: Int, destination: Route)` for `.init(id: 1, destination: .help)`), or the memberwise initialiser of a
  /// struct that declares none in its body stores a property of each label. A class (which may inherit initialisers)
  /// or an enum may always. Unlabelled arguments are not told apart.
  private static func mayBuild(_ owner: String, with arguments: [ArgumentItem], types: AppTypes) -> Bool {
    guard let type = types.type(named: owner), type.declaration.kind == "struct" else { return true }
    let labels = arguments.compactMap(\.label)
    let taking = { (initialiser: FunctionItem) in
      labels.allSatisfy { label in initialiser.parameters.contains { $0.label == label } }
    }
    if type.functions(named: "init").contains(where: taking) { return true }
    guard !type.declaration.functions.contains(where: { $0.name == "init" }) else { return false }
    return labels.allSatisfy { label in type.properties.contains { $0.name == label && !$0.isStatic } }
  }

  /// The type a value written as `Type.member` names (`Step` for `Step.two`), a candidate for an enum whose case it is.
  private static func enumNamed(by value: ExpressionShape?) -> String? {
    guard case .reference(let chain)? = value, let (typeName, _) = ExpressionShape.qualifiedMember(chain) else {
      return nil
    }
    return typeName
  }

  /// A type's name without the types it is nested in (`Section` for `Gym.Section`).
  private static func simpleName(_ name: String) -> Substring {
    name.lastIndex(ofASCII: ".").map { name[name.utf8.index(after: $0)...] } ?? name[...]
  }

  /// The case of `enumType` a value is (`.drinks`, `CafeRoute.drinks`), or nil.
  private static func caseName(_ value: ExpressionShape, of enumType: AppType, types: AppTypes) -> String? {
    guard case .implicitMember(let name, _) = EnumParameterCases.unqualified(value, in: enumType.name, types: types),
      enumType.declaration.cases.contains(where: { $0.name == name })
    else { return nil }
    return name
  }
}
