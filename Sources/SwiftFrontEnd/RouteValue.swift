import SourceIndex

/// The enum cases a route's screen is built with: `StepViewController(step: .bait)` in the route enum's
/// `view()` for `case .bait` (or in a Jumper route's factory, or in the case's value where a navigation
/// builds it), where `init(step: CatchRoute)` stores `self.step = step`. A screen that calls
/// its coordinator with the value it was given (`coordinator?.next(after: step)`) then runs only the arm of
/// `next`'s `switch` for its own route's case. A `Bool` literal is read the same way (`EditorViewController(isNew:
/// true)`, then `coordinator?.finished(created: isNew)` runs the branch of `if created`).
struct RouteValue: Hashable, Sendable {
  /// The app type built (the screen, or a value it is given: `StepViewModel(step: .cast)`).
  var typeName: String
  /// Its stored property that holds the case.
  var property: String
  /// The case, or one of the cases it may hold (`step: isNew ? .welcome : .spare`); nil where it is given
  /// something else (a value of the route, `StepView(step: step)`) or where the type changes the property
  /// itself: then its value on the route is unknown, whatever else the route gives it.
  var caseName: String?

  /// The values that the constructions in a route's screen values give (`values`: the screen a route's
  /// factory returns, and the locals it builds it from, or the values a navigation gives the route's case;
  /// type names written inside `scope`, or declared names when it is nil), once each, in the order written.
  /// `typeOf` tells the app type of a value given to a property typed by a protocol of the app (`router: owner`, for
  /// `case .article(let owner)`), where the reading knows it (see `ProtocolHolder`).
  static func given(
    in values: [ExpressionShape], inside scope: String?, types: AppTypes,
    typeOf: (ExpressionShape) -> String? = { _ in nil }
  ) -> [RouteValue] {
    var found: [RouteValue] = []
    for value in values {
      RouteTypes.visit(value) { found += constructionValues($0, inside: scope, types: types, typeOf: typeOf) }
    }
    var seen: Set<RouteValue> = []
    return found.filter { seen.insert($0).inserted }
  }

  /// The values one construction gives the properties of the type it builds (`StepView(step: .bait)`); none
  /// for any other value.
  private static func constructionValues(
    _ value: ExpressionShape, inside scope: String?, types: AppTypes, typeOf: (ExpressionShape) -> String?
  ) -> [RouteValue] {
    var found: [RouteValue] = []
    if let written = value.calledTypeName,
      let type = scope.map({ types.type(named: written, inside: $0) }) ?? types.type(named: written)
    {
      let arguments = value.arguments
      let holdsAProtocol = ProtocolHolder.holdsSuchAProperty(type, types: types)
      for position in arguments.indices {
        if holdsAProtocol,
          let held = ProtocolHolder.value(
            given: arguments, at: position, to: type, types: types, typeOf: typeOf)
        {
          found.append(held)
          continue
        }
        var cases =
          caseNames(of: arguments[position].value)
          ?? EnumParameterCases.truthValue(of: arguments[position]).map { [$0] }
        guard cases != nil || mayBeACase(arguments[position].value),
          let property = type.storedProperty(
            takingArgumentLabelled: arguments[position].label,
            parameter: { $0.argumentPositions(arguments)?.firstIndex(of: position) })
        else { continue }
        // A property the screen changes itself (`page = .next`, a `@State`) holds other cases later.
        if cases != nil && !keepsItsValue(property, in: type) { cases = nil }
        // A name that is no case of the property's enum (`Self.last`, a static property) says nothing.
        let enumType = types.enumType(ofProperty: property, in: type)
        if let names = cases, let enumType {
          let declared = Set(enumType.declaration.cases.map(\.name))
          if !names.allSatisfy(declared.contains) { cases = nil }
        }
        // An unknown value matters only where the property may hold a case of the app's enums or a `Bool` (not
        // for a view's model, `DetailView(viewModel: viewModel)`, which most screens are built with).
        let written = declaredType(of: property, in: type)
        if cases == nil && enumType == nil && written != nil && written != EnumParameterCases.boolTypeName { continue }
        for caseName in cases.map({ $0.map(Optional.some) }) ?? [nil] {
          found.append(RouteValue(typeName: type.name, property: property, caseName: caseName))
        }
      }
    }
    return found
  }

  /// Whether a value that names no case may still hold one (a parameter, a property, a function's result):
  /// not `self`, a type's construction, a literal or a key path.
  private static func mayBeACase(_ value: ExpressionShape) -> Bool {
    switch value {
    case .reference(let chain): return chain != [.name("self")]
    case .call: return value.calledTypeName == nil
    case .string, .integer, .boolean, .array, .dictionary, .tuple, .keyPath, .otherCases, .flag, .propertyTest,
      .localTest, .parameterTest:
      return false
    case .implicitMember, .cast, .choice, .element, .other: return true
    }
  }

  /// Whether a stored property keeps the value it is built with: no function of the type but its
  /// initialisers assigns it, and no property wrapper (`@State`, `@Published`) lets others change it (attributes that
  /// wrap nothing, `@ObservationIgnored` in an `@Observable` model, change nothing).
  static func keepsItsValue(_ property: String, in type: AppType) -> Bool {
    guard let declared = type.properties.first(where: { $0.name == property }),
      declared.attributes.allSatisfy({ wrapNothing.contains($0.name) })
    else { return false }
    return !type.functions.contains { function in
      function.name != "init"
        && function.assignments.contains { assignment in
          let target = assignment.target
          return target == [.name(property)] || target == [.name("self"), .name(property)]
        }
    }
  }

  /// The attributes of a stored property that are no property wrapper: the value stays the one it is given.
  private static let wrapNothing: NameList = ["ObservationIgnored", "MainActor", "objc", "nonobjc"]

  /// A stored property's declared type, as written, if it has one.
  private static func declaredType(of property: String, in type: AppType) -> String? {
    type.properties.first { $0.name == property }?.type?.name
  }

  /// The cases an argument names: `.bait`, `CatchRoute.bait`, or each a condition may pick (`c ? .a : .b`);
  /// nil for any other value.
  private static func caseNames(of value: ExpressionShape) -> [String]? {
    switch value {
    case .implicitMember(let name, _): return [name]
    case .choice(let values):
      let names = values.map(caseNames(of:))
      return names.contains { $0 == nil } ? nil : names.flatMap { $0! }
    case .reference(let chain):
      guard chain.count == 2, case .name(let type) = chain[0], case .name(let name) = chain[1],
        type.startsUppercase, name.startsLowercase
      else { return nil }
      return [name]
    default: return nil
    }
  }
}
