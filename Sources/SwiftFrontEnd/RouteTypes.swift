import SourceIndex

/// The app types that belong to a route, for placing actions on the routes whose screens call them.
enum RouteTypes {
  /// The seeds (a route's values, the screen its factory builds: names written inside `scope`, or
  /// declared names when it is nil) and, transitively (three levels), the stored properties of those
  /// that are app types and not coordinators: a view's view model, say.
  static func expand(
    _ seeds: some Sequence<String>, inside scope: String?, types: AppTypes, resolver: TypeResolver,
    coordinators: Set<String>
  ) -> Set<String> {
    let declared = seeds.compactMap { seed in
      (scope.map { types.type(named: seed, inside: $0) } ?? types.type(named: seed))?.name
    }
    var found = Set(declared.filter { !coordinators.contains($0) })
    var frontier = Array(found)
    var depth = 0
    while !frontier.isEmpty && depth < 3 {
      var next: [String] = []
      for name in frontier {
        for property in types.type(named: name)?.properties ?? [] {
          guard let typeName = resolver.propertyType(property, owner: name), let type = types.type(named: typeName),
            !coordinators.contains(type.name), !found.contains(type.name)
          else { continue }
          found.insert(type.name)
          next.append(type.name)
        }
      }
      frontier = next
      depth += 1
    }
    return found
  }

  /// Every type constructed in a value, arguments and each value a condition may pick included:
  /// `UIHostingController(rootView: FirstView())`, `isPro ? ProView() : PlainView()`; also the type a
  /// value is cast to (`instantiateViewController(withIdentifier:) as! Detail`) and the type whose static
  /// factory it calls (`Detail.instantiate()`).
  static func constructed(in value: ExpressionShape) -> [String] {
    var names: [String] = []
    visit(value) { part in
      if let name = part.calledTypeName ?? staticFactoryType(part) { names.append(name) }
      if case .cast(_, let type) = part { names.append(type.name) }
    }
    return names
  }

  /// Calls `body` with a value and, in turn, each value inside it: its arguments, the elements of an array,
  /// each value a condition may pick, what a cast casts (outer first, in the order written).
  static func visit(_ value: ExpressionShape, _ body: (ExpressionShape) -> Void) {
    body(value)
    for argument in value.arguments { visit(argument.value, body) }
    switch value {
    case .array(let values), .choice(let values): for inner in values { visit(inner, body) }
    case .cast(let inner, _): visit(inner, body)
    default: break
    }
  }

  /// The type whose static method a value calls: `Detail.instantiate()`, `Detail.make(id: 3)`, the
  /// storyboard and nib factories that build a screen of that type.
  private static func staticFactoryType(_ value: ExpressionShape) -> String? {
    guard case .call(let chain, _) = value, chain.count == 2, case .name(let typeName) = chain[0],
      case .name(let method) = chain[1], typeName.first?.isUppercase == true, method.first?.isLowercase == true
    else { return nil }
    return typeName
  }
}
