import SourceIndex

extension AppTypes {
  /// What the functions named `name` of `typeName` (or of a type it inherits from; for `TypeItem.freeFunctionsName`,
  /// the app's free functions) return, with the function each value is written in (`returnedValues(of:)`). Nil when the type has no function of that name that returns a value.
  func returnedValues(of name: String, in typeName: String) -> [(value: ExpressionShape, function: FunctionItem)]? {
    var values: [(value: ExpressionShape, function: FunctionItem)] = []
    for function in functions(name, ofTypeOrFree: typeName) {
      for value in Self.returnedValues(of: function) { values.append((value, function)) }
    }
    return values.isEmpty ? nil : values
  }

  /// What a function returns: its `return` values and, for a `switch self` (`var route: Route { switch self { case
  /// .coffee: .coffee ... } }`), each arm's value; each alternative of a choice (`isKid ? .kids : .novel`) on its own.
  static func returnedValues(of function: FunctionItem) -> [ExpressionShape] {
    (function.returns + function.switchSelf.compactMap(\.value)).flatMap(\.alternatives)
  }
}
