import Yams

extension Node {
  /// The node's resolved tag (`Tag.name` is not public in Yams 5). A plain scalar that can only read
  /// as a string (see `StringScalar`: a name, a location) is not run through the resolver's regular
  /// expressions, which cost a large design more than its exploration.
  var tagName: Tag.Name {
    if case .scalar(let scalar) = self, scalar.tag.description == Tag.Name.implicit.rawValue,
      StringScalar.isPlainString(scalar.string)
    {
      return .str
    }
    return Tag.Name(rawValue: tag.description)
  }

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
