import SourceIndex

extension ALCoordinatorReader {
  /// The cases that a static factory of the coordinator's route enum returns, each once in the order
  /// written: `static func opening(_ book: Book) -> Route { .book(book.id) }`, `static var home: Self {
  /// .shelf }`, or one that picks (`isNew ? .welcome : .shelf`, a `return` in each branch, another
  /// factory). Nil when the name is a case of the enum, the enum is not declared, or it has no function
  /// of that name.
  func factoryCases(named name: String, by coordinator: ALCoordinatorDialect.Declared, depth: Int) -> [String]? {
    guard depth < 4, let routes = types.type(named: coordinator.routeEnum),
      !routes.declaration.cases.contains(where: { $0.name == name })
    else { return nil }
    let factories = routes.functions.filter { $0.name == name && $0.switchSelf.isEmpty }
    guard !factories.isEmpty else { return nil }
    var cases: [String] = []
    for factory in factories {
      let context = CodeContext(typeName: routes.name, function: factory)
      for returned in factory.returns.flatMap(Self.alternatives) {
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
