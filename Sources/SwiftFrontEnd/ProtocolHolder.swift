import SourceIndex

/// A stored property typed by a protocol that several of the app's types conform to (`private weak var router:
/// WebRouting?` in a screen that two coordinators show), and which of them it holds on each route. The screen's calls
/// through it (`router?.closeWeb()`) run the method of the type that the route's construction gave it
/// (`WebViewController(url: url, router: owner)` in `case .article(let url, let owner)` of `HelpRoute`, whose `owner`
/// is a `HelpCoordinator`), not every conformer's.
///
/// The type held is kept as a route value (`RouteValue`) whose case is the type's name after `marker`; a call through
/// the property runs each conformer's method on an edge of its own, as if in arms over the property for that "case"
/// (`CallGraph.CallCases.propertyArms`), so that the trigger search keeps the routes where the screen holds that type,
/// and those where the reading cannot tell.
enum ProtocolHolder {
  /// What starts a route value's case that names a type held, not an enum case (no case name starts so).
  static let marker = "@"

  /// The case that stands for holding a value of this type (its declared name).
  static func heldCase(_ typeName: String) -> String { marker + typeName }

  /// The route value that an argument of a construction of `type` gives a property typed by such a protocol: the
  /// conformer it holds, or unknown (a nil case) where `typeOf` cannot tell which, or where the type changes the
  /// property itself (`RouteValue.keepsItsValue`). Nil where the argument is given to no such property.
  /// (Ask `holdsSuchAProperty(_:types:)` of the type first.)
  static func value(
    given arguments: [ArgumentItem], at position: Int, to type: AppType, types: AppTypes,
    typeOf: (ExpressionShape) -> String?
  ) -> RouteValue? {
    guard
      let property = type.storedProperty(
        takingArgumentLabelled: arguments[position].label,
        parameter: { $0.argumentPositions(arguments)?.firstIndex(of: position) }),
      let protocolName = sharedProtocol(typing: property, in: type, types: types)
    else { return nil }
    return value(
      arguments[position].value, givenTo: property, of: type, typedBy: protocolName, types: types, typeOf: typeOf)
  }

  /// The route values that a function building a route's screen gives such properties by assigning them on a local it
  /// builds (`let screen = SiteMapViewController(); screen.router = self; return screen`, in a Jumper route's factory;
  /// in a route enum's `view()`, only in the arm of `route`'s case): the conformer each holds, or unknown where `typeOf`
  /// cannot tell which. Empty in apps without such a protocol.
  static func assignedValues(
    in function: FunctionItem, forCase route: String? = nil, types: AppTypes, typeOf: (ExpressionShape) -> String?
  ) -> [RouteValue] {
    guard !types.sharedProtocolShortNames.isEmpty else { return [] }
    var found: [RouteValue] = []
    for assignment in function.assignments where !assignment.inClosure && assignment.target.count == 2 {
      guard case .name(let local) = assignment.target[0], case .name(let property) = assignment.target[1],
        route == nil || assignment.casePatterns.contains(where: { $0.patternCaseName == route }),
        let built = function.locals.last(where: { $0.name == local })?.value?.calledTypeName,
        let type = types.type(named: built), let protocolName = sharedProtocol(typing: property, in: type, types: types)
      else { continue }
      found.append(
        value(
          assignment.value, givenTo: property, of: type, typedBy: protocolName, types: types, typeOf: typeOf))
    }
    return found
  }

  /// The route value for a value given to such a property: the conformer of `protocolName` it is, or unknown where
  /// `typeOf` cannot tell one, or where the type changes the property itself (`RouteValue.keepsItsValue`).
  private static func value(
    _ given: ExpressionShape, givenTo property: String, of type: AppType, typedBy protocolName: String,
    types: AppTypes, typeOf: (ExpressionShape) -> String?
  ) -> RouteValue {
    var held: String?
    if RouteValue.keepsItsValue(property, in: type), let written = typeOf(given),
      let declared = types.type(named: written)?.name,
      types.conformerNames(of: protocolName).contains(declared)
    {
      held = heldCase(declared)
    }
    return RouteValue(typeName: type.name, property: property, caseName: held)
  }

  /// The stored property of the calling type that a call's receiver names (`router`, `self.router`), as
  /// `Type.property`, when a protocol that several of the app's types conform to types it.
  static func property(namedBy receiver: [ChainStep], in typeName: String, types: AppTypes) -> String? {
    let steps = receiver.first == .name("self") ? receiver.dropFirst() : receiver[...]
    guard !types.sharedProtocolShortNames.isEmpty, steps.count == 1, case .name(let name)? = steps.first,
      let type = types.type(named: typeName), sharedProtocol(typing: name, in: type, types: types) != nil
    else { return nil }
    return "\(type.name).\(name)"
  }

  /// Whether a type stores some property that such a protocol types (most screens store none, and most apps have no
  /// such protocol: asked first).
  static func holdsSuchAProperty(_ type: AppType, types: AppTypes) -> Bool {
    let shared = types.sharedProtocolShortNames
    guard !shared.isEmpty else { return false }
    let generics = type.declaration.genericParameters
    return type.properties.contains { property in
      guard let written = property.type?.name else { return false }
      if !generics.contains(written) && !shared.contains(AppTypes.shortName(written)) { return false }
      return sharedProtocol(named: written, in: type, types: types) != nil
    }
  }

  /// The protocol that types a stored property of `type`, declared by name, when two or more of the app's types
  /// conform to it.
  private static func sharedProtocol(typing property: String, in type: AppType, types: AppTypes) -> String? {
    guard let written = type.properties.first(where: { $0.name == property })?.type?.name else { return nil }
    return sharedProtocol(named: written, in: type, types: types)
  }

  /// The protocol a type written in `type` names (`any PageRouting`, `PageRouting?`), or the one its generic parameter
  /// of that name is constrained to (`Router` in `PageViewController<Router: PageRouting>`), when two or more of the
  /// app's types conform to it.
  private static func sharedProtocol(named written: String, in type: AppType, types: AppTypes) -> String? {
    var name = written
    let generics = type.declaration.genericParameters
    if !generics.isEmpty, let position = generics.firstIndex(of: written) {
      let constraints = type.declaration.genericConstraints
      guard position < constraints.count, let constraint = constraints[position] else { return nil }
      name = constraint.name
    }
    guard let declared = types.type(named: name, inside: type.name), declared.declaration.kind == "protocol",
      types.conformerNames(of: declared.name).count > 1
    else { return nil }
    return declared.name
  }
}
