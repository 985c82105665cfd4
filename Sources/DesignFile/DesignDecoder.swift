import NavigationModel
import Yams

/// Turns a design's node tree into a `NavigationGraph`, collecting every problem on the way.
///
/// Decoding never stops at the first problem: a bad coordinator is reported and the next is read,
/// so that one run shows the user everything to fix. Names that refer to nothing are not problems
/// here: they are `dangling-reference` findings of the checker.
final class DesignDecoder {
  let path: String
  private(set) var problems: [DesignProblem] = []

  init(path: String) {
    self.path = path
  }

  // MARK: Reporting

  func location(of node: Node) -> SourceLocation {
    guard let mark = node.mark else { return SourceLocation(file: path, line: 1, column: 1) }
    return SourceLocation(file: path, line: mark.line, column: mark.column)
  }

  func report(_ message: String, at node: Node) {
    problems.append(DesignProblem(location: location(of: node), message: message))
  }

  /// The `at:` value of an element if written and valid, else the node's own position.
  func elementLocation(_ node: Node, at: Node?) -> SourceLocation {
    guard let at else { return location(of: node) }
    guard case .scalar(let scalar) = at, at.tagName != .null, let place = SourceLocation(parsing: scalar.string)
    else {
      report(
        "expected a source location \"path:line\" or \"path:line:column\" for `at`, found \(at.foundDescription)",
        at: at)
      return location(of: node)
    }
    return place
  }

  // MARK: Typed access

  /// The node as a mapping, or a problem naming what was expected.
  func mapping(_ node: Node, expected: String) -> Node.Mapping? {
    if case .mapping(let mapping) = node { return mapping }
    report("expected \(expected), found \(node.foundDescription)", at: node)
    return nil
  }

  /// The node as a sequence, or a problem naming what was expected.
  func sequence(_ node: Node, expected: String) -> [Node]? {
    if case .sequence(let sequence) = node { return Array(sequence) }
    report("expected \(expected), found \(node.foundDescription)", at: node)
    return nil
  }

  /// The node's text, for a scalar that is not null.
  func text(_ node: Node, expected: String) -> String? {
    if case .scalar(let scalar) = node, node.tagName != .null { return scalar.string }
    report("expected \(expected), found \(node.foundDescription)", at: node)
    return nil
  }

  /// An identifier (`TaskList`), or a problem.
  func name(_ node: Node, expected: String) -> String? {
    guard let text = text(node, expected: expected) else { return nil }
    guard Self.isIdentifier(text) else {
      report(
        "expected \(expected), found \"\(text)\", which is not a name (letters, digits and _, not starting with a digit)",
        at: node)
      return nil
    }
    return text
  }

  /// An identifier or `Coordinator.route`, or a problem.
  func qualifiedName(_ node: Node, expected: String) -> String? {
    guard let text = text(node, expected: expected) else { return nil }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ Self.isIdentifier(String($0)) }) else {
      report(
        "expected \(expected), found \"\(text)\", which is not a name or Coordinator.route"
          + " (letters, digits and _, not starting with a digit)", at: node)
      return nil
    }
    return text
  }

  func bool(_ node: Node, expected: String) -> Bool? {
    if node.tagName == .bool, let value = node.bool { return value }
    report("expected \(expected) (true or false), found \(node.foundDescription)", at: node)
    return nil
  }

  func integer(_ node: Node, expected: String, minimum: Int) -> Int? {
    if node.tagName == .int, let value = node.int, value >= minimum { return value }
    report("expected \(expected) (an integer of at least \(minimum)), found \(node.foundDescription)", at: node)
    return nil
  }

  /// A mapping's entries by key, after checking keys: unknown ones (listing the valid keys),
  /// keys written twice, and missing required ones.
  func fields(
    of mapping: Node.Mapping, node: Node, in what: String, allowed: [String], required: [String] = []
  ) -> [String: Node] {
    var found: [String: Node] = [:]
    var keyNodes: [String: Node] = [:]
    for (key, value) in mapping {
      guard let keyText = text(key, expected: "a key of \(what)") else { continue }
      guard allowed.contains(keyText) else {
        report(
          "unknown key \"\(keyText)\" in \(what); valid keys: \(allowed.sorted().joined(separator: ", "))", at: key)
        continue
      }
      if let first = keyNodes[keyText] {
        let place = location(of: first)
        report("key \"\(keyText)\" is written twice in \(what) (first at \(place.line):\(place.column ?? 0))", at: key)
        continue
      }
      keyNodes[keyText] = key
      found[keyText] = value
    }
    for key in required where found[key] == nil {
      report("\(what) is missing the required key \"\(key)\"", at: node)
    }
    return found
  }

  /// The entries of a name-keyed mapping (coordinators, routes, handlers), in order, duplicates kept.
  func namedEntries(of node: Node, expected: String, keyMeaning: String) -> [(name: String, key: Node, value: Node)] {
    guard let mapping = mapping(node, expected: expected) else { return [] }
    return mapping.compactMap { key, value in
      name(key, expected: keyMeaning).map { ($0, key, value) }
    }
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }
}
