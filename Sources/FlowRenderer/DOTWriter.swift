import Foundation

/// Writes a `FlowDiagram` as DOT text: our own code, byte-identical for the same diagram.
public enum DOTWriter {
  /// The diagram as a DOT digraph.
  public static func write(_ diagram: FlowDiagram, name: String = "coordgraph") -> String {
    var lines = ["digraph \(quoted(name)) {"]
    for attribute in diagram.attributes { lines.append("  \(attribute.name)=\(quoted(attribute.value));") }
    if !diagram.nodeDefaults.isEmpty { lines.append("  node\(attributeList(diagram.nodeDefaults));") }
    if !diagram.edgeDefaults.isEmpty { lines.append("  edge\(attributeList(diagram.edgeDefaults));") }
    for cluster in diagram.clusters {
      lines.append("  subgraph \(quoted(cluster.id)) {")
      for attribute in cluster.attributes { lines.append("    \(attribute.name)=\(quoted(attribute.value));") }
      for node in cluster.nodes { lines.append("    \(quoted(node.id))\(attributeList(node.attributes));") }
      lines.append("  }")
    }
    for edge in diagram.edges {
      lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to))\(attributeList(edge.attributes));")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func attributeList(_ attributes: [DiagramAttribute]) -> String {
    guard !attributes.isEmpty else { return "" }
    return " [" + attributes.map { "\($0.name)=\(quoted($0.value))" }.joined(separator: ", ") + "]"
  }

  /// A DOT double-quoted string of a value: the value as Graphviz reads it, quotes escaped.
  static func quoted(_ text: String) -> String {
    "\"" + GraphvizText.value(text).replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
