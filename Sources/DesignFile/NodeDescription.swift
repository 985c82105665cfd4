import Yams

extension Node {
  /// The node's resolved tag (`Tag.name` is not public in Yams 5).
  var tagName: Tag.Name { Tag.Name(rawValue: tag.description) }

  /// How a node reads in "found ..." messages: `a sequence`, `the integer 3`, `the string "x"`.
  var foundDescription: String {
    switch self {
    case .mapping: return "a mapping"
    case .sequence: return "a sequence"
    case .scalar(let scalar):
      switch tagName {
      case .null: return "nothing (null)"
      case .bool: return "the boolean \(scalar.string)"
      case .int: return "the integer \(scalar.string)"
      case .float: return "the number \(scalar.string)"
      default: return "the string \"\(scalar.string)\""
      }
    }
  }

  /// Whether the node is a plain null (`~`, `null`, or nothing at all).
  var isNull: Bool {
    if case .scalar = self, tagName == .null { return true }
    return false
  }
}
