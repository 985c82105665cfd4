import NavigationModel

/// How each kind of action is drawn: the diagram's visual language for edges.
enum EdgeStyle {
  /// The attributes of an edge for an action of `kind`.
  static func attributes(for kind: ActionKind) -> [DiagramAttribute] {
    switch kind {
    case .push: return [DiagramAttribute("color", "#1f2933"), DiagramAttribute("arrowhead", "normal")]
    case .present:
      return [
        DiagramAttribute("color", "#2563eb"), DiagramAttribute("arrowhead", "normal"),
        DiagramAttribute("penwidth", "1.6"),
      ]
    case .cover:
      return [
        DiagramAttribute("color", "#7c3aed"), DiagramAttribute("arrowhead", "normal"),
        DiagramAttribute("penwidth", "2.4"),
      ]
    case .replace: return [DiagramAttribute("color", "#047857"), DiagramAttribute("arrowhead", "box")]
    case .select: return [DiagramAttribute("color", "#d97706"), DiagramAttribute("arrowhead", "diamond")]
    case .emit: return [DiagramAttribute("color", "#db2777"), DiagramAttribute("arrowhead", "vee")]
    case .pop, .popToRoot, .popTo, .dismiss, .finish:
      return [
        DiagramAttribute("color", "#9aa5b1"), DiagramAttribute("fontcolor", "#7b8794"),
        DiagramAttribute("arrowhead", "onormal"), DiagramAttribute("penwidth", "0.8"),
        DiagramAttribute("constraint", "false"),
      ]
    }
  }

  /// Kinds that lead back (lighter edges, not ranking the layout).
  static func isBackward(_ kind: ActionKind) -> Bool {
    [.pop, .popToRoot, .popTo, .dismiss, .finish].contains(kind)
  }
}
