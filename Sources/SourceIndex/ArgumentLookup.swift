extension Array where Element == ArgumentItem {
  /// The value of the first argument with this label.
  public func value(labelled label: String) -> ExpressionShape? {
    first { $0.label == label }?.value
  }
}
