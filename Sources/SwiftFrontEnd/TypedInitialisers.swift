import SourceIndex

/// The `.init(...)` constructions whose type the code around them gives: an annotation (`let rows: [SettingRow] =
/// [.init(destination: .help)]`, a local's, a declared return type), or the parameter an argument is passed to
/// (`HarborSection(title: "Fleet", rows: [.init(destination: .boats)])`, where the initialiser's `rows` parameter, or
/// the memberwise initialiser's property, is typed `[HarborRow]`). `PropertyCases` reads each as a construction of
/// that type; one found nowhere is a type the reading does not know.
struct TypedInitialisers {
  /// A construction found: the candidate owner it builds (nil for a type the reading knows that holds no
  /// candidate), and its arguments, by which it is found again among a value's parts or a function's calls.
  typealias Found = (owner: String?, arguments: [ArgumentItem])

  let types: AppTypes
  /// The types that store a candidate property.
  let owners: Set<String>

  /// The typed constructions of a function: in its locals' values, in what it returns when it writes its return
  /// type, and in the arguments of its calls of the app's types (`HarborSection(rows: [.init(...)])`: each call is
  /// read once, the calls nested in its arguments being calls of their own).
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
    for call in function.calls where call.receiver.isEmpty || call.member == "init" {
      found += self.found(
        in: .call(call.receiver + [.name(call.member)], call.arguments), annotation: nil, scope: type.name,
        intoCalls: true)
    }
    return found
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
      guard let label = argument.label, let type = parameterType(label, of: built) else { return [] }
      return found(in: argument.value, annotation: type, scope: built.name, intoCalls: intoCalls)
    }
  }

  /// The type of an initialiser's parameter of this label: of the first of the type's initialisers that has one, or,
  /// for a struct without initialisers of its own, of its property of that name (the memberwise initialiser's).
  private func parameterType(_ label: String, of built: AppType) -> TypeReference? {
    let initialisers = built.functions(named: "init")
    guard !initialisers.isEmpty else {
      return built.declaration.kind == "struct" ? built.property(named: label)?.type : nil
    }
    return initialisers.lazy.compactMap { $0.parameters.first { $0.label == label }?.type }.first
  }
}
