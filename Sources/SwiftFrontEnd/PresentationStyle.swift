import NavigationModel
import SourceIndex

/// How a library's transition or presentation style becomes an action kind.
enum PresentationStyle {
  /// Styles that present a layer the user can swipe down.
  private static let sheets: NameList = [
    "modal", "sheet", "detents", "automatic", "pageSheet", "formSheet", "popover",
  ]
  /// Styles that cover the screen.
  private static let covers: NameList = [
    "modalFullscreen", "fullScreenCover", "fullScreen", "overFullScreen", "currentContext", "overCurrentContext",
  ]

  /// The kind for a style written as `.push`, `.sheet`, `.detents([.medium])`, `.custom(...)`; nil when the
  /// value is not a style at all. A custom or unknown style is a presentation marked inferred. Of styles a
  /// condition picks (`id > 0 ? .fullScreenCover : .sheet`), the one they share, or, when all present a
  /// layer, a presentation marked inferred, else (`isPad ? .modal : .push`) a push marked inferred.
  static func kind(of value: ExpressionShape) -> (kind: ActionKind, confidence: Confidence)? {
    if case .choice(let values) = value { return kind(ofChoice: values) }
    guard case .implicitMember(let name, _) = value else {
      // `presentationStyle: nil` asks for none: the route's own.
      if value == .nilLiteral { return nil }
      if case .reference(let chain) = value, let last = chain.last?.name {
        return kind(of: .implicitMember(last, nil))
      }
      return nil
    }
    if name == "push" { return (.push, .exact) }
    if sheets.contains(name) { return (.present, .exact) }
    if covers.contains(name) { return (.cover, .exact) }
    return (.present, .inferred)
  }

  private static func kind(ofChoice values: [ExpressionShape]) -> (kind: ActionKind, confidence: Confidence)? {
    let kinds = values.map { kind(of: $0) }
    guard let first = kinds.first ?? nil, kinds.allSatisfy({ $0 != nil }) else { return nil }
    if kinds.allSatisfy({ $0! == first }) { return first }
    if kinds.allSatisfy({ $0!.kind != .push }) { return (.present, .inferred) }
    return (.push, .inferred)
  }
}
