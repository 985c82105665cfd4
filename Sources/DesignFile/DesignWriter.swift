import Foundation
import NavigationModel
import Yams

/// The two formats a design file can be written in.
public enum DesignFormat: String, Sendable, CaseIterable {
  case yaml, json
}

/// Writes a `NavigationGraph` as a design file (the `extract` command), deterministically.
public enum DesignWriter {
  /// The design text of `graph`; with `includeLocations`, every element keeps its source as `at:`.
  public static func write(_ graph: NavigationGraph, format: DesignFormat, includeLocations: Bool = true) -> String {
    let node = DesignNodeBuilder(includeLocations: includeLocations).document(graph)
    switch format {
    case .yaml:
      // Serialising a node tree built from valid values cannot fail; fall back to JSON (valid YAML) if it ever does.
      return (try? Yams.serialize(node: node, indent: 2, width: -1, allowUnicode: true))
        ?? OrderedJSONWriter.write(node)
    case .json:
      return OrderedJSONWriter.write(node)
    }
  }
}

/// Writes a node tree as JSON keeping the key order, which matters: an invariant's subject is its
/// keys in the order written. Strings are escaped by Foundation's JSONEncoder.
enum OrderedJSONWriter {
  static func write(_ node: Node) -> String {
    var output = ""
    write(node, indent: 0, into: &output)
    return output + "\n"
  }

  private static func write(_ node: Node, indent: Int, into output: inout String) {
    let pad = String(repeating: "  ", count: indent + 1)
    let closingPad = String(repeating: "  ", count: indent)
    switch node {
    case .scalar(let scalar):
      switch node.tagName {
      case .int, .bool, .float: output += scalar.string
      case .null: output += "null"
      default: output += quoted(scalar.string)
      }
    case .sequence(let sequence):
      guard !sequence.isEmpty else { return output += "[]" }
      output += "[\n"
      for (index, item) in sequence.enumerated() {
        output += pad
        write(item, indent: indent + 1, into: &output)
        output += index == sequence.count - 1 ? "\n" : ",\n"
      }
      output += closingPad + "]"
    case .mapping(let mapping):
      guard !mapping.isEmpty else { return output += "{}" }
      output += "{\n"
      for (index, pair) in mapping.enumerated() {
        output += pad + quoted(pair.key.string ?? "") + ": "
        write(pair.value, indent: indent + 1, into: &output)
        output += index == mapping.count - 1 ? "\n" : ",\n"
      }
      output += closingPad + "}"
    }
  }

  /// The JSON string of `text`. Printable ASCII with no quote or backslash needs no escape; anything
  /// else goes through Foundation's encoder (making one per string is costly: a large app's design
  /// has hundreds of thousands of strings, nearly all names and locations).
  static func quoted(_ text: String) -> String {
    let needsEncoder = text.utf8.contains { byte in
      byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
    if !needsEncoder { return "\"" + text + "\"" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
