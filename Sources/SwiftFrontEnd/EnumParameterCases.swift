import SourceIndex

/// Which arms of a `switch` over a function's enum parameter some code sits in: `case .openCart:` in
/// `func handle(_ event: ShopEvent)`. Calls that pass another case (`handle(.close)`) do not run it.
enum EnumParameterCases {
  /// The enclosing arms' cases (`patterns`, as a call or site gives them) that are cases of an enum
  /// parameter of `function`; empty when the code is in no such arm.
  static func of(_ patterns: [ExpressionShape], in function: FunctionItem?, types: AppTypes) -> Set<String> {
    let names = patterns.compactMap { pattern -> String? in
      if case .implicitMember(let name, _) = pattern { return name }
      return nil
    }
    guard !names.isEmpty, let function else { return [] }
    for parameter in function.parameters {
      guard let type = types.type(named: parameter.type.name), type.declaration.kind == "enum" else { continue }
      let cases = Set(type.declaration.cases.map(\.name))
      let matching = names.filter(cases.contains)
      if !matching.isEmpty { return Set(matching) }
    }
    return []
  }

  /// The enum case a call passes first (`.openCart` in `handle(.openCart)`), if it passes one.
  static func passed(by call: CallItem) -> String? {
    if case .implicitMember(let name, _)? = call.arguments.first?.value { return name }
    return nil
  }
}
