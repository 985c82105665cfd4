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
    kind(of: value, named: .none)
  }

  /// The kind for a style, where the app may name styles of its own (`named`): `.card`, for `static var card: Self {
  /// .fullScreenCover }` in an extension of the style type, is a cover.
  static func kind(of value: ExpressionShape, named: AppStyleNames) -> (kind: ActionKind, confidence: Confidence)? {
    kind(of: value, named: named, depth: 0)
  }

  /// How many names of the app's are followed, one naming the next (`static var a: Self { .b }`), before the style
  /// counts as unknown: names that name each other end.
  private static let namesFollowed = 8

  private static func kind(of value: ExpressionShape, named: AppStyleNames, depth: Int) -> (
    kind: ActionKind, confidence: Confidence
  )? {
    if case .choice(let values) = value { return kind(ofChoice: values, named: named, depth: depth) }
    guard case .implicitMember(let name, _) = value else {
      // `presentationStyle: nil` asks for none: the route's own.
      if value == .nilLiteral { return nil }
      if case .reference(let chain) = value, let last = chain.last?.name {
        if chain.count == 2, let typeName = chain[0].name, let values = named.values(of: last, in: typeName) {
          return kind(ofNamed: values, named: named, depth: depth)
        }
        return kind(of: .implicitMember(last, nil), named: named, depth: depth)
      }
      return nil
    }
    if name == "push" { return (.push, .exact) }
    if sheets.contains(name) { return (.present, .exact) }
    if covers.contains(name) { return (.cover, .exact) }
    if let values = named.values(named: name) { return kind(ofNamed: values, named: named, depth: depth) }
    return (.present, .inferred)
  }

  /// The kind of the values an app's style name stands for; unknown (a presentation marked inferred) when they are
  /// none of the library's styles, or past `namesFollowed` names.
  private static func kind(ofNamed values: [ExpressionShape], named: AppStyleNames, depth: Int) -> (
    kind: ActionKind, confidence: Confidence
  ) {
    guard depth < namesFollowed else { return (.present, .inferred) }
    return kind(ofChoice: values, named: named, depth: depth + 1) ?? (.present, .inferred)
  }

  private static func kind(ofChoice values: [ExpressionShape], named: AppStyleNames, depth: Int) -> (
    kind: ActionKind, confidence: Confidence
  )? {
    let kinds = values.map { kind(of: $0, named: named, depth: depth) }
    guard let first = kinds.first ?? nil, kinds.allSatisfy({ $0 != nil }) else { return nil }
    if kinds.allSatisfy({ $0! == first }) { return first }
    if kinds.allSatisfy({ $0!.kind != .push }) { return (.present, .inferred) }
    return (.push, .inferred)
  }
}
