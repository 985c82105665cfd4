import NavigationModel
import Yams

extension DesignDecoder {
  static let topLevelKeys = [
    "version", "entry", "home", "bounds", "coordinators", "references", "deeplinks", "invariants",
  ]

  /// Decodes the whole document; nil when any problem was found.
  func decodeDocument(_ root: Node) -> NavigationGraph? {
    guard let mapping = mapping(root, expected: "a design (a mapping with version, entry and coordinators)") else {
      return nil
    }
    let fields = fields(
      of: mapping, node: root, in: "the design", allowed: Self.topLevelKeys,
      required: ["version", "entry", "coordinators"])
    if let version = fields["version"] {
      if version.tagName != .int || version.int != 1 {
        report(
          "expected version 1 (the only design format this coordgraph reads), found \(version.foundDescription)",
          at: version)
      }
    }
    let entry = fields["entry"].flatMap { node in
      name(node, expected: "the entry coordinator's name").map { NameReference($0, at: location(of: node)) }
    }
    let home = fields["home"].map(decodeHome) ?? []
    let bounds = fields["bounds"].map(decodeBounds) ?? Bounds()
    let coordinators = fields["coordinators"].map(decodeCoordinators) ?? []
    let references = fields["references"].map(decodeReferences) ?? []
    let deepLinks = fields["deeplinks"].map(decodeDeepLinks) ?? []
    let invariants = fields["invariants"].map(decodeInvariants) ?? []
    guard problems.isEmpty, let entry else { return nil }
    return NavigationGraph(
      source: path, entry: entry, home: home, bounds: bounds, coordinators: coordinators, references: references,
      deepLinks: deepLinks, invariants: invariants)
  }

  private func decodeHome(_ node: Node) -> [NameReference] {
    guard let items = sequence(node, expected: "a list of routes for `home`") else { return [] }
    return items.compactMap { item in
      qualifiedName(item, expected: "a route (Coordinator.route)").map { NameReference($0, at: location(of: item)) }
    }
  }

  private func decodeBounds(_ node: Node) -> Bounds {
    guard let mapping = mapping(node, expected: "a mapping of bounds (stack, layers, states)") else { return Bounds() }
    let fields = fields(of: mapping, node: node, in: "bounds", allowed: ["stack", "layers", "states"])
    return Bounds(
      stack: fields["stack"].flatMap { integer($0, expected: "a stack depth bound", minimum: 1) },
      layers: fields["layers"].flatMap { integer($0, expected: "a layer bound", minimum: 1) },
      states: fields["states"].flatMap { integer($0, expected: "a state bound", minimum: 1) })
  }

  private func decodeReferences(_ node: Node) -> [Reference] {
    guard let items = sequence(node, expected: "a list of references") else { return [] }
    return items.compactMap { item in
      guard let mapping = mapping(item, expected: "a reference (a mapping with from, to, strength, via)") else {
        return nil
      }
      let fields = fields(
        of: mapping, node: item, in: "a reference", allowed: ["from", "to", "strength", "via", "at"],
        required: ["from", "to"])
      let from = fields["from"].flatMap { name($0, expected: "the holding type's name") }
      let to = fields["to"].flatMap { name($0, expected: "the held type's name") }
      var strength = ReferenceStrength.strong
      if let node = fields["strength"] {
        if let text = text(node, expected: "a strength"), let value = ReferenceStrength(rawValue: text) {
          strength = value
        } else if case .scalar = node, node.tagName != .null {
          report("expected a strength (strong, weak or unowned), found \(node.foundDescription)", at: node)
        }
      }
      let via = fields["via"].flatMap { text($0, expected: "the property or capture name for `via`") }
      let place = elementLocation(item, at: fields["at"])
      guard let from, let to else { return nil }
      return Reference(from: from, to: to, strength: strength, via: via, location: place)
    }
  }
}
