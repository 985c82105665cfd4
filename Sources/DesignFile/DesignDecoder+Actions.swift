import NavigationModel
import Yams

extension DesignDecoder {
  static let actionOptionKeys = ["label", "at", "start", "inferred"]
  static let actionWords = ActionKind.allCases.map(\.rawValue)

  private static var actionList: String {
    let targeted = ActionKind.allCases.filter(\.takesTarget).map(\.rawValue).joined(separator: ", ")
    let bare = ActionKind.allCases.filter { !$0.takesTarget }.map(\.rawValue).joined(separator: ", ")
    return "\(targeted) (with a target) or \(bare)"
  }

  /// Decodes an action: a bare word (`finish`) or a mapping with one action key and options.
  func decodeAction(_ node: Node) -> Action? {
    decodeAction(node, extraKeys: [])?.action
  }

  /// Decodes an action whose mapping may also carry `extraKeys` (a deep-link step's `in`).
  func decodeAction(_ node: Node, extraKeys: [String]) -> (action: Action, extras: [String: Node])? {
    switch node {
    case .scalar:
      guard let word = text(node, expected: "an action (\(Self.actionList))") else { return nil }
      guard let kind = ActionKind(rawValue: word) else {
        report("unknown action \"\(word)\"; expected one of \(Self.actionList)", at: node)
        return nil
      }
      guard !kind.takesTarget else {
        report("action \"\(word)\" needs a target: write `\(word): <name>`", at: node)
        return nil
      }
      return (Action(kind, location: location(of: node)), [:])
    case .mapping(let mapping):
      return decodeActionMapping(mapping, node: node, extraKeys: extraKeys)
    case .sequence:
      report("expected an action (\(Self.actionList)), found a sequence", at: node)
      return nil
    }
  }

  private func decodeActionMapping(
    _ mapping: Node.Mapping, node: Node, extraKeys: [String]
  ) -> (action: Action, extras: [String: Node])? {
    let actionKeys = mapping.enumerated().compactMap { position, pair -> (ActionKind, Node, Node, Int)? in
      guard case .scalar(let scalar) = pair.key, let kind = ActionKind(rawValue: scalar.string) else { return nil }
      return (kind, pair.key, pair.value, position)
    }
    let options = Self.actionOptionKeys + extraKeys
    for (key, _) in mapping {
      guard case .scalar(let scalar) = key else { continue }
      if ActionKind(rawValue: scalar.string) == nil, !options.contains(scalar.string) {
        report(
          "unknown action \"\(scalar.string)\"; expected one of \(Self.actionList), with optional keys "
            + options.sorted().joined(separator: ", "), at: key)
        return nil
      }
    }
    guard let (kind, _, value, keyPosition) = actionKeys.first else {
      report("expected an action key (\(Self.actionList)), found none", at: node)
      return nil
    }
    if actionKeys.count > 1 {
      let names = actionKeys.map(\.0.rawValue).joined(separator: " and ")
      report("an action has exactly one action key, found \(names)", at: actionKeys[1].1)
      return nil
    }
    let fields = fields(
      // The other keys, by position: comparing nodes would resolve every key's tag.
      of: Node.Mapping(mapping.enumerated().filter { $0.offset != keyPosition }.map(\.element)), node: node,
      in: "action \"\(kind.rawValue)\"",
      allowed: options)
    var target: String?
    if kind.takesTarget {
      let expected =
        kind == .emit ? "an event name" : kind == .select ? "a tab coordinator's name" : "a route or coordinator"
      target =
        kind == .emit || kind == .select ? name(value, expected: expected) : qualifiedName(value, expected: expected)
      if target == nil { return nil }
    } else if !value.isNull && !(value.tagName == .bool && value.bool == true) {
      report(
        "expected nothing (null) or true after the bare action \"\(kind.rawValue)\", found \(value.foundDescription)",
        at: value)
      return nil
    }
    let label = fields["label"].flatMap { text($0, expected: "a label") }
    let start = fields["start"].flatMap { name($0, expected: "the route the target coordinator starts at") }
    let inferred = fields["inferred"].flatMap { bool($0, expected: "`inferred`") } ?? false
    let action = Action(
      kind, target: target, startRoute: start, label: label, confidence: inferred ? .inferred : .exact,
      location: elementLocation(node, at: fields["at"]))
    return (action, fields.filter { extraKeys.contains($0.key) })
  }
}
