import SourceIndex

extension AppTypes {
  /// What the functions named `name` of `typeName` (or of a type it inherits from) return, with the function each value
  /// is written in: their `return` values and, for a `switch self` (`var route: Route { switch self { case .coffee:
  /// .coffee ... } }`), each arm's value; each alternative of a choice (`isKid ? .kids : .novel`) on its own. Nil when
  /// the type has no function of that name that returns a value.
  func returnedValues(of name: String, in typeName: String) -> [(value: ExpressionShape, function: FunctionItem)]? {
    var values: [(value: ExpressionShape, function: FunctionItem)] = []
    for function in functions(name, of: typeName) {
      for value in function.returns + function.switchSelf.compactMap(\.value) {
        for alternative in value.alternatives { values.append((alternative, function)) }
      }
    }
    return values.isEmpty ? nil : values
  }
}

extension ExpressionShape {
  /// The values an expression may have: each of a choice's (nested choices flattened), else itself.
  var alternatives: [ExpressionShape] {
    guard case .choice(let values) = self else { return [self] }
    return values.flatMap(\.alternatives)
  }
}
