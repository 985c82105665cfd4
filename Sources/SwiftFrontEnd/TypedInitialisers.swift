import SourceIndex

/// The `.init(...)` constructions whose type the code around them gives: an annotation (`let rows: [SettingRow] =
/// [.init(destination: .help)]`, a local's, a declared return type), or the parameter an argument is passed to, of an
/// initialiser (`HarborSection(title: "Fleet", rows: [.init(destination: .boats)])`, where the initialiser's `rows`
/// parameter, or the memberwise initialiser's property, is typed `[HarborRow]`) or of a method of the app
/// (`coordinator.book(.init(guest: "Ann", destination: .sauna))`). `PropertyCases` reads each as a construction of
/// that type; one found nowhere is a type the reading does not know.
struct TypedInitialisers {
  /// A construction found: the candidate owner it builds (nil for a type the reading knows that holds no
  /// candidate), and its arguments, by which it is found again among a value's parts or a function's calls.
  typealias Found = (owner: String?, arguments: [ArgumentItem])

  let types: AppTypes
  /// The types that store a candidate property.
  let owners: Set<String>

  /// The typed constructions of a function: in its locals' values, in what it returns when it writes its return
  /// type, and in the arguments of its calls, for the parameters they are passed to: of an initialiser of the app's
  /// types (`HarborSection(rows: [.init(...)])`) or of a method of the app whose callee the reading tells
  /// (`coordinator.follow(.init(destination: .help))` for `func follow(_ row: SettingRow)`). Each call is read once,
  /// the calls nested in its arguments being calls of their own.
  func found(in function: FunctionItem, of type: AppType) -> [Found] {
    var found: [Found] = []
    for local in function.locals {
      guard let value = local.value, let annotation = local.type else { continue }
      found += self.found(in: value, annotation: annotation, scope: type.name, intoCalls: false)
    }
    if let returned = function.returnType {
      for value in AppTypes.returnedValues(of: function) {
        found += self.found(in: value, annotation: returned, scope: type.name, intoCalls: false)
      }
    }
    for call in function.calls where !call.arguments.isEmpty {
      if call.member.startsWithASCIICapital || call.member == "init" {
        // `HarborSection(...)`, `Shop.Section(...)`, `HarborSection.init(...)`.
        guard let name = ExpressionShape.call(call.receiver + [.name(call.member)], []).calledTypeName,
          let built = types.type(named: name, inside: type.name)
        else { continue }
        found += self.found(inArguments: call.arguments, of: built, intoCalls: false)
      } else if call.arguments.contains(where: { Self.holdsInitialiser($0.value) }) {
        found += self.found(inArgumentsOf: call, in: CodeContext(typeName: type.name, function: function))
      }
    }
    return found
  }

  /// The typed constructions in the arguments of a call of the app's method, for the types of the parameters they are
  /// passed to, when the reading tells the method (`TypeResolver.methods(runBy:in:)`) and it takes the arguments.
  private func found(inArgumentsOf call: CallItem, in context: CodeContext) -> [Found] {
    guard types.declaresFunction(named: call.member) else { return [] }
    let methods = TypeResolver(types: types).methods(runBy: call, in: context)
    guard methods.count == 1, let (method, owner) = methods.first,
      let positions = method.argumentPositions(call.arguments, hasTrailingClosure: call.hasTrailingClosure)
    else { return [] }
    let scope = types.declaringType(of: method, from: owner)
    return zip(method.parameters, positions).flatMap { parameter, position -> [Found] in
      guard let position else { return [] }
      return self.found(in: call.arguments[position].value, annotation: parameter.type, scope: scope, intoCalls: false)
    }
  }

  /// Whether a value is, or lists, an `.init(...)` (what a method's parameter may type).
  private static func holdsInitialiser(_ value: ExpressionShape) -> Bool {
    switch value {
    case .implicitMember("init", _?): true
    case .array(let values), .choice(let values), .dictionary(keys: _, values: let values):
      values.contains(where: holdsInitialiser)
    default: false
    }
  }

  /// The typed constructions at the places of a value: the value itself, an element of an array or dictionary literal
  /// (for a collection's element type), each value a condition picks, for `annotation`; the arguments of a typed
  /// `.init(...)`, and, when `intoCalls`, of a call of a type of the app's (`HarborSection(...)`), for the
  /// initialiser's parameters.
  func found(in value: ExpressionShape, annotation: TypeReference?, scope: String, intoCalls: Bool) -> [Found] {
    switch value {
    case .implicitMember("init", let arguments?):
      guard let annotation, let declared = types.type(named: annotation.name, inside: scope) else { return [] }
      return [(owners.contains(declared.name) ? declared.name : nil, arguments)]
        + found(inArguments: arguments, of: declared, intoCalls: intoCalls)
    case .call(_, let arguments):
      guard intoCalls, let name = value.calledTypeName, let built = types.type(named: name, inside: scope) else {
        return []
      }
      return found(inArguments: arguments, of: built, intoCalls: intoCalls)
    case .array(let elements), .dictionary(keys: _, values: let elements):
      guard let element = annotation?.elementType else { return [] }
      return elements.flatMap { found(in: $0, annotation: element, scope: scope, intoCalls: intoCalls) }
    case .choice(let values):
      return values.flatMap { found(in: $0, annotation: annotation, scope: scope, intoCalls: intoCalls) }
    default:
      return []
    }
  }

  private func found(inArguments arguments: [ArgumentItem], of built: AppType, intoCalls: Bool) -> [Found] {
    arguments.flatMap { argument -> [Found] in
      guard let label = argument.label, let type = Self.parameterType(label, of: built) else { return [] }
      return found(in: argument.value, annotation: type, scope: built.name, intoCalls: intoCalls)
    }
  }

  /// The type of an initialiser's parameter of this label: of the first of the type's initialisers that has one, or,
  /// for a struct without initialisers of its own, of its property of that name (the memberwise initialiser's).
  static func parameterType(_ label: String, of built: AppType) -> TypeReference? {
    let initialisers = built.functions(named: "init")
    guard !initialisers.isEmpty else {
      return built.declaration.kind == "struct" ? built.property(named: label)?.type : nil
    }
    return initialisers.lazy.compactMap { $0.parameters.first { $0.label == label }?.type }.first
  }
}
