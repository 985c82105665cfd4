import SourceIndex

/// The enum cases a call of one of the app's methods returns, where a value passed to a selector is such a call.
enum ReturnedCases {
  /// The cases a method returns (`AppTypes.returnedValues`), when each value it returns is a case; nil otherwise: a
  /// method of another value of the app (`mapper.section(for: item)`), or one of the calling type's own, named alone or
  /// on `self` (`show(errorRoute(message))`). Called in a protocol's extension, a requirement the protocol does not
  /// implement (`func errorRoute(_ message: String) -> ErrorRoute`) returns what the conforming types' methods return.
  static func of(_ value: ExpressionShape, in context: CodeContext, types: AppTypes, resolver: TypeResolver)
    -> [String]?
  {
    guard case .call(let chain, _) = value, case .name(let member)? = chain.last,
      types.declaresFunction(named: member)
    else { return nil }
    let owners: [String]
    if chain.count == 1 || (chain.count == 2 && chain[0] == .name("self")) {
      // A closure the function is given or holds, called by its name, is not the method.
      guard chain.count == 2 || !names(member, aValueIn: context) else { return nil }
      owners = ownReturningTypes(of: member, in: context.typeName, types: types)
    } else {
      guard chain[0] != .name("self"), let owner = resolver.type(of: Array(chain.dropLast()), in: context)
      else { return nil }
      owners = [owner]
    }
    var cases: [String] = []
    for owner in owners {
      guard let returned = types.returnedValues(of: member, in: owner) else { return nil }
      // `return nil` (`static func from(_ url: URL) -> Route?`) passes no case: the caller unwraps it.
      for (value, function) in returned where value != .nilLiteral {
        let scope = types.declaringType(of: function, from: owner)
        guard
          let literal = EnumParameterCases.literal(
            .init(value: EnumParameterCases.unqualified(value, in: scope, types: types)))
        else { return nil }
        if !cases.contains(literal) { cases.append(literal) }
      }
    }
    return cases.isEmpty ? nil : cases
  }

  /// The cases the values a call reads may be: for each, the case it names (`.news`, `Route.news`), or the cases the
  /// method it calls returns (`of(_:in:types:resolver:)`); nil when some value is neither, or there is none. For a local,
  /// each value it may hold when `call` reads it (`if let route = HubRoute.from(url) { show(route) }`).
  static func held(
    by value: ExpressionShape, readBy call: CallItem, in context: CodeContext, types: AppTypes, resolver: TypeResolver
  ) -> [String]? {
    let values = context.heldValues(of: value, readBy: call).map(\.value)
    var cases: [String] = []
    for held in values.isEmpty ? [value] : values {
      guard let found = named(by: held, in: context, types: types, resolver: resolver) else { return nil }
      for item in found where !cases.contains(item) { cases.append(item) }
    }
    return cases.isEmpty ? nil : cases
  }

  /// The cases one value stands for: the case it names (`.news`, `Route.news`, a `Bool` literal's value), or those the
  /// method it calls returns (`of(_:in:types:resolver:)`); nil for any other value.
  static func named(by value: ExpressionShape, in context: CodeContext, types: AppTypes, resolver: TypeResolver)
    -> [String]?
  {
    EnumParameterCases.literal(.init(value: EnumParameterCases.unqualified(value, in: context.typeName, types: types)))
      .map { [$0] } ?? of(value, in: context, types: types, resolver: resolver)
  }

  /// The types whose methods named `member` a call of the calling type's own method runs: the type itself when it
  /// (or a type it inherits from) has one that returns a value, else, in a protocol, each conforming type; where the
  /// type has no method of that name, the app's free functions (`TypeItem.freeFunctionsName`).
  private static func ownReturningTypes(of member: String, in typeName: String, types: AppTypes) -> [String] {
    if types.returnedValues(of: member, in: typeName) != nil { return [typeName] }
    if types.type(named: typeName)?.declaration.kind == "protocol" { return types.conformerNames(of: typeName) }
    // A free function of the app's (`func linkRoute(for url: URL) -> HubRoute`), where the type has no such method.
    let free = !types.freeFunctions(named: member).isEmpty && types.functions(member, of: typeName).isEmpty
    return [free ? TypeItem.freeFunctionsName : typeName]
  }

  /// Whether a name is a parameter of the function or a local where the call is written, rather than a method.
  private static func names(_ name: String, aValueIn context: CodeContext) -> Bool {
    context.isParameter(name) || context.local(named: name) != nil
  }
}
