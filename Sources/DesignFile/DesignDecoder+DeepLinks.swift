import NavigationModel
import Yams

extension DesignDecoder {
  static let deepLinkKeys = ["url", "target", "when", "steps", "onlyWith", "at"]

  func decodeDeepLinks(_ node: Node) -> [DeepLink] {
    guard let items = sequence(node, expected: "a list of deep links") else { return [] }
    return items.compactMap(decodeDeepLink)
  }

  private func decodeDeepLink(_ node: Node) -> DeepLink? {
    guard let mapping = mapping(node, expected: "a deep link (a mapping with url and target)") else { return nil }
    let fields = fields(
      of: mapping, node: node, in: "a deep link", allowed: Self.deepLinkKeys, required: ["url", "target"])
    let url = fields["url"].flatMap { text($0, expected: "the deep link's url") }
    let target = fields["target"].flatMap { node in
      qualifiedName(node, expected: "the deep link's target route or coordinator").map {
        NameReference($0, at: location(of: node))
      }
    }
    var arrival = DeepLinkArrival.both
    if let node = fields["when"] {
      let expected = "when the link arrives (launch, running or both)"
      if let text = text(node, expected: expected) {
        if let value = DeepLinkArrival(rawValue: text) {
          arrival = value
        } else {
          report("expected \(expected), found \"\(text)\"", at: node)
        }
      }
    }
    var steps: [DeepLinkStep]?
    if let node = fields["steps"], let items = sequence(node, expected: "a list of steps (actions with `in`)") {
      steps = items.compactMap { item in
        guard let (action, extras) = decodeAction(item, extraKeys: ["in", "ifAny"]) else { return nil }
        let coordinator = extras["in"].flatMap { node in
          name(node, expected: "the coordinator the step runs in").map { NameReference($0, at: location(of: node)) }
        }
        return DeepLinkStep(action: action, coordinator: coordinator, ifAny: ifAny(extras["ifAny"], of: action))
      }
    }
    var onlyWith: NameReference?
    if let node = fields["onlyWith"],
      let needed = name(node, expected: "the coordinator the link is opened only with (`onlyWith`)")
    {
      if fields["steps"] == nil {
        report("onlyWith applies to a deep link with steps only", at: node)
      } else {
        onlyWith = NameReference(needed, at: location(of: node))
      }
    }
    let place = elementLocation(node, at: fields["at"])
    guard let url, let target else { return nil }
    return DeepLink(url: url, target: target, arrival: arrival, steps: steps, onlyWith: onlyWith, location: place)
  }

  /// A step's `ifAny`: true or false, on a `dismiss` only (a `dismiss` that does nothing with nothing presented).
  private func ifAny(_ node: Node?, of action: Action) -> Bool {
    guard let node, let value = bool(node, expected: "`ifAny`") else { return false }
    guard action.kind == .dismiss else {
      report("ifAny applies to a dismiss step only, not to \"\(action.kind.rawValue)\"", at: node)
      return false
    }
    return value
  }

  func decodeInvariants(_ node: Node) -> [Invariant] {
    guard let items = sequence(node, expected: "a list of invariants") else { return [] }
    return items.compactMap(decodeInvariant)
  }

  private func decodeInvariant(_ node: Node) -> Invariant? {
    let kinds = InvariantKind.allCases.map(\.rawValue).joined(separator: ", ")
    guard let mapping = mapping(node, expected: "an invariant (one of \(kinds))") else { return nil }
    guard mapping.count == 1, let (key, value) = mapping.first else {
      report("expected an invariant with exactly one kind (one of \(kinds)), found \(mapping.count) keys", at: node)
      return nil
    }
    guard let word = text(key, expected: "an invariant kind") else { return nil }
    guard let kind = InvariantKind(rawValue: word) else {
      report("unknown invariant \"\(word)\"; expected one of \(kinds)", at: key)
      return nil
    }
    let place = location(of: node)
    if kind.argumentKeys.isEmpty {
      guard let route = qualifiedName(value, expected: "a route (Coordinator.route) for \(word)") else { return nil }
      return Invariant(
        kind: kind, arguments: [InvariantArgument(key: "route", value: route, location: location(of: value))],
        location: place)
    }
    let shape = kind.argumentKeys.joined(separator: " and ")
    guard let arguments = self.mapping(value, expected: "a mapping with \(shape) for \(word)") else { return nil }
    let fields = fields(
      of: arguments, node: value, in: "invariant \(word)", allowed: kind.argumentKeys, required: kind.argumentKeys)
    var decoded: [InvariantArgument] = []
    for (argumentKey, argumentValue) in arguments {
      guard case .scalar(let scalar) = argumentKey, fields[scalar.string] != nil else { continue }
      let value: String?
      if scalar.string == "steps" {
        value = integer(argumentValue, expected: "a number of steps", minimum: 0).map(String.init)
      } else {
        value = qualifiedName(argumentValue, expected: "a route (Coordinator.route) for `\(scalar.string)`")
      }
      guard let value else { return nil }
      decoded.append(InvariantArgument(key: scalar.string, value: value, location: location(of: argumentValue)))
    }
    guard decoded.count == kind.argumentKeys.count else { return nil }
    return Invariant(kind: kind, arguments: decoded, location: place)
  }
}
