import SourceIndex

extension ALCoordinatorReader {
  /// The cases that a static factory of the coordinator's route enum returns, each once in the order
  /// written: `static func opening(_ book: Book) -> Route { .book(book.id) }`, `static var home: Self {
  /// .shelf }`, `static let home = Route.shelf`, or one that picks (`isNew ? .welcome : .shelf`, a `return` in each branch, another
  /// factory). Nil when the name is a case of the enum, the enum is not declared, or it has no function
  /// of that name.
  func factoryCases(named name: String, by coordinator: ALCoordinatorDialect.Declared, depth: Int) -> [String]? {
    guard depth < 4, let routes = types.type(named: coordinator.routeEnum),
      !routes.declaration.cases.contains(where: { $0.name == name })
    else { return nil }
    var values: [(ExpressionShape, CodeContext)] = []
    for factory in routes.functions where factory.name == name && factory.switchSelf.isEmpty {
      let context = CodeContext(typeName: routes.name, function: factory)
      values += factory.returns.map { ($0, context) }
    }
    if let constant = routes.properties.first(where: { $0.isStatic && $0.name == name }), let value = constant.value {
      values.append((value, CodeContext(typeName: routes.name, function: nil)))
    }
    guard !values.isEmpty else { return nil }
    var cases: [String] = []
    for (value, context) in values {
      for returned in Self.alternatives(of: value) {
        for route in routeCases(of: returned, by: coordinator, in: context, depth: depth + 1)
        where !cases.contains(route) {
          cases.append(route)
        }
      }
    }
    return cases
  }

  /// The values an expression may have: each of a choice's (nested choices flattened), else itself.
  static func alternatives(of value: ExpressionShape) -> [ExpressionShape] {
    guard case .choice(let values) = value else { return [value] }
    return values.flatMap(alternatives)
  }
}
