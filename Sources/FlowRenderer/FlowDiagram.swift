/// A flow diagram ready to lay out: clusters, nodes and edges with Graphviz attributes, in a fixed
/// order. Our DOT writer and the in-process Graphviz renderer both draw from it, so they agree.
public struct FlowDiagram: Sendable, Hashable {
  /// Graph-wide attributes.
  public var attributes: [DiagramAttribute]
  /// Defaults for every node.
  public var nodeDefaults: [DiagramAttribute] = []
  /// Defaults for every edge.
  public var edgeDefaults: [DiagramAttribute] = []
  /// The Graphviz layout engine: `dot` (layered), or `sfdp` for overviews too large for it.
  public var layoutEngine = "dot"
  /// Clusters (a coordinator, the legend), each with its nodes.
  public var clusters: [DiagramCluster]
  /// Edges, in drawing order.
  public var edges: [DiagramEdge]

  /// Creates a diagram.
  public init(
    attributes: [DiagramAttribute], nodeDefaults: [DiagramAttribute] = [], edgeDefaults: [DiagramAttribute] = [],
    clusters: [DiagramCluster], edges: [DiagramEdge]
  ) {
    self.attributes = attributes
    self.nodeDefaults = nodeDefaults
    self.edgeDefaults = edgeDefaults
    self.clusters = clusters
    self.edges = edges
  }

  /// Number of nodes in all clusters.
  public var nodeCount: Int { clusters.reduce(0) { $0 + $1.nodes.count } }
}

/// One attribute: a Graphviz name and its value as plain text (writers escape it).
public struct DiagramAttribute: Sendable, Hashable {
  /// The attribute's name (`label`, `tooltip`, ...).
  public var name: String
  /// Its value, unescaped.
  public var value: String

  /// Creates an attribute.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// A cluster of nodes: a coordinator, or the legend.
public struct DiagramCluster: Sendable, Hashable {
  /// Its identifier (Graphviz wants clusters named `cluster...`).
  public var id: String
  /// Its attributes (label, style, ...).
  public var attributes: [DiagramAttribute]
  /// Its nodes.
  public var nodes: [DiagramNode]
}

/// A node: a route, or a coordinator's anchor (a tab bar, a root slot, an event handler).
public struct DiagramNode: Sendable, Hashable {
  /// Its identifier, unique in the diagram.
  public var id: String
  /// Its attributes.
  public var attributes: [DiagramAttribute]
}

/// An edge between two nodes.
public struct DiagramEdge: Sendable, Hashable {
  /// The node it starts at.
  public var from: String
  /// The node it leads to.
  public var to: String
  /// Its attributes.
  public var attributes: [DiagramAttribute]
}
