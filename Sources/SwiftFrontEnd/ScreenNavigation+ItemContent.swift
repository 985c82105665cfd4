import SourceIndex

/// The screens that a SwiftUI content closure shows without building them itself: through what its value
/// builds (`.sheet(item: $sheet) { $0.content }`, where `enum Sheet { var content: some View { switch self
/// { ... } } }`), through a method of the view (`.sheet(item: $sheet) { sheetView(for: $0) }`), or through an
/// initialiser passed by name (`.sheet(item: $item, content: DetailView.init)`).
extension ScreenNavigation {
  /// One list of types per screen: per arm of the `switch` there (`switch self` of the value, or any
  /// `switch`, `if case` or `if` / `else` in the method).
  static func indirectContent(of call: CallItem, methods: [String], in view: AppType, types: AppTypes)
    -> [[String]]
  {
    if let read = call.arguments.last(where: { $0.label == ArgumentItem.parameterMemberLabel }),
      let member = memberName(read.value), let valueType = valueType(of: call, in: view, types: types),
      let function = types.functions(member, of: valueType).first
    {
      guard !function.switchSelf.isEmpty else {
        return [function.returns.flatMap(RouteTypes.constructed)]
      }
      return function.switchSelf.map { arm in
        (arm.value.map(RouteTypes.constructed) ?? []) + arm.localValues.flatMap(RouteTypes.constructed)
      }
    }
    // `.sheet(item: $item, content: DetailView.init)`: the initialiser passed by name.
    if case .reference(let chain)? = call.arguments.first(where: { $0.label == "content" })?.value,
      chain.count > 1, chain.last == .name("init")
    {
      return [[chain.dropLast().compactMap(\.name).joined(separator: ".")]]
    }
    for method in methods {
      guard let function = types.functions(method, of: view.name).first else { continue }
      let built = function.calls.compactMap { inner -> (type: String, arm: ContentArm)? in
        guard let written = inner.writtenTypeName else { return nil }
        return (written, ContentArm(patterns: inner.casePatterns[...], branch: inner.branches.first))
      }
      if !built.isEmpty { return alternatives(built).map(\.types) }
    }
    return [[]]
  }

  /// `content` in `$0.content` or `$0.content()`.
  private static func memberName(_ value: ExpressionShape) -> String? {
    switch value {
    case .reference(let chain), .call(let chain, _): chain.last?.name
    default: nil
    }
  }

  /// The type of the value a content closure is given: the type of the view's property that `item: $sheet`
  /// binds, or the type that `for: Path.self` names.
  private static func valueType(of call: CallItem, in view: AppType, types: AppTypes) -> String? {
    if case .reference(let chain)? = call.arguments.first(where: { $0.label == "item" })?.value, chain.count == 1,
      let name = chain[0].name, name.hasPrefix("$"),
      let type = types.property(String(name.dropFirst()), of: view.name)?.type
    {
      return types.declaredName(type.name, inside: view.name)
    }
    if case .reference(let chain)? = call.arguments.first(where: { $0.label == "for" })?.value, chain.count > 1,
      chain.last == .name("self")
    {
      let name = chain.dropLast().compactMap(\.name).joined(separator: ".")
      return types.declaredName(name, inside: view.name)
    }
    return nil
  }
}
