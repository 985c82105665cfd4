import SourceIndex

extension URLStrings {
  /// The strings that a method's arms test (`patterns(in:)`), and those that the methods it hands its URL parameter on
  /// to test (`open(_ url:)` calling `handle(url)`, whose `switch url.host` names `"ferry"`), three calls deep at most,
  /// each once, in the order written.
  static func tested(by method: FunctionItem, of owner: String, types: AppTypes, resolver: TypeResolver) -> [String] {
    tested(by: method, of: owner, types: types, resolver: resolver, depth: 0)
  }

  private static func tested(
    by method: FunctionItem, of owner: String, types: AppTypes, resolver: TypeResolver, depth: Int
  ) -> [String] {
    var strings = tested(in: patterns(in: method))
    guard depth < 3 else { return strings }
    let context = CodeContext(typeName: owner, function: method)
    for call in method.calls where handsOnURL(call, of: method) && types.declaresFunction(named: call.member) {
      for (callee, calleeOwner) in resolver.methods(runBy: call, in: context) {
        for string in tested(by: callee, of: calleeOwner, types: types, resolver: resolver, depth: depth + 1)
        where !strings.contains(string) {
          strings.append(string)
        }
      }
    }
    return strings
  }

  /// Whether a call hands on a URL parameter of the method it is in (`handle(url)` in `func open(_ url: URL)`).
  static func handsOnURL(_ call: CallItem, of method: FunctionItem) -> Bool {
    call.arguments.contains { argument in
      guard case .reference(let chain) = argument.value, chain.count == 1, case .name(let name) = chain[0] else {
        return false
      }
      return method.parameters.contains { $0.name == name && isURLType($0.type.name) }
    }
  }
}
