import SourceIndex

extension ExpressionShape {
  /// The values an expression may have: each of a choice's (nested choices flattened), else itself.
  var alternatives: [ExpressionShape] {
    guard case .choice(let values) = self else { return [self] }
    return values.flatMap(\.alternatives)
  }
}
