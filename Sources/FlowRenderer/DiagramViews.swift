import Foundation

/// The other views of a whole-graph diagram: one coordinator with its neighbours, and the overview.
public enum DiagramViews {
  /// The coordinator of a node: the cluster holding it (`cluster_Name`), by node id.
  private static func owners(_ diagram: FlowDiagram) -> [String: String] {
    var owners: [String: String] = [:]
    for cluster in diagram.clusters where cluster.id != Legend.cluster.id {
      for node in cluster.nodes { owners[node.id] = String(cluster.id.dropFirst("cluster_".count)) }
    }
    return owners
  }

  /// Above this many coordinators the overview is laid out by `sfdp` (force-directed): `dot` needs
  /// over a minute for a cyclic overview of 1,000 coordinators, `sfdp` half a second.
  public static let largestLayeredOverview = 150

  /// A coordinator, its routes, and its direct neighbours: the nodes one edge away, in either direction.
  public static func focus(_ diagram: FlowDiagram, on coordinator: String, legend: Bool = true) -> FlowDiagram? {
    FocusIndex(diagram).focus(on: coordinator, legend: legend)
  }

  /// One node per coordinator; the edges between two coordinators aggregated, with their count.
  public static func overview(_ diagram: FlowDiagram) -> FlowDiagram {
    let owners = owners(diagram)
    var nodes: [DiagramNode] = []
    for cluster in diagram.clusters where cluster.id != Legend.cluster.id {
      let name = String(cluster.id.dropFirst("cluster_".count))
      let keep = Set(["label", "fillcolor", "color", "fontcolor", "tooltip", "URL"])
      nodes.append(
        DiagramNode(
          id: name,
          attributes: cluster.attributes.filter { keep.contains($0.name) } + [
            DiagramAttribute("class", "coordinator"), DiagramAttribute("id", "coordinator-\(name)"),
          ]))
    }
    var counts: [String: [String: Int]] = [:]
    var order: [(String, String)] = []
    for edge in diagram.edges {
      guard let from = owners[edge.from], let to = owners[edge.to], from != to else { continue }
      if counts[from]?[to] == nil { order.append((from, to)) }
      counts[from, default: [:]][to, default: 0] += 1
    }
    let edges = order.map { from, to in
      let count = counts[from]![to]!
      return DiagramEdge(
        from: from, to: to,
        attributes: [
          DiagramAttribute("xlabel", count == 1 ? "1 action" : "\(count) actions"),
          DiagramAttribute("penwidth", String(format: "%.1f", min(1 + log2(Double(count)), 5))),
          DiagramAttribute("color", "#52606d"), DiagramAttribute("class", "aggregate"),
        ])
    }
    var overview = diagram
    overview.clusters = [DiagramCluster(id: "coordinators", attributes: [], nodes: nodes)]
    if nodes.count > largestLayeredOverview {
      overview.layoutEngine = "sfdp"
      overview.attributes.append(DiagramAttribute("overlap", "false"))
    }
    overview.edges = edges
    overview.attributes = diagram.attributes.map {
      $0.name == "label" ? DiagramAttribute("label", "\($0.value) (overview)") : $0
    }
    return overview
  }
}
