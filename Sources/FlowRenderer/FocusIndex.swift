/// A whole-graph diagram indexed by coordinator, so that drawing one page per coordinator costs
/// each page its own size, not the whole diagram's.
struct FocusIndex {
  let diagram: FlowDiagram
  private var owners: [String: String] = [:]
  private var edgesByCoordinator: [String: [Int]] = [:]
  private var clusterIndex: [String: Int] = [:]

  init(_ diagram: FlowDiagram) {
    self.diagram = diagram
    for (index, cluster) in diagram.clusters.enumerated() where cluster.id != Legend.cluster.id {
      for node in cluster.nodes { owners[node.id] = String(cluster.id.dropFirst("cluster_".count)) }
      clusterIndex[cluster.id] = index
    }
    for (index, edge) in diagram.edges.enumerated() {
      let ends = Set([owners[edge.from], owners[edge.to]].compactMap { $0 })
      for owner in ends { edgesByCoordinator[owner, default: []].append(index) }
    }
  }

  /// A coordinator, its routes, and the nodes one edge away from them, in either direction.
  func focus(on coordinator: String, legend: Bool) -> FlowDiagram? {
    guard let own = clusterIndex["cluster_\(coordinator)"] else { return nil }
    let edges = (edgesByCoordinator[coordinator] ?? []).map { diagram.edges[$0] }
    let ownNodes = Set(diagram.clusters[own].nodes.map(\.id))
    let kept = ownNodes.union(edges.flatMap { [$0.from, $0.to] })
    var clusterOrder: [Int] = []
    for node in kept.sorted() {
      guard let owner = owners[node], let index = clusterIndex["cluster_\(owner)"] else { continue }
      if !clusterOrder.contains(index) { clusterOrder.append(index) }
    }
    var clusters: [DiagramCluster] = clusterOrder.sorted().map { index in
      var cluster = diagram.clusters[index]
      cluster.nodes = cluster.nodes.filter { kept.contains($0.id) }
      return cluster
    }
    if legend { clusters.append(Legend.cluster) }
    var focused = diagram
    focused.clusters = clusters
    focused.edges = edges + (legend ? Legend.edges : [])
    focused.attributes = diagram.attributes.map {
      $0.name == "label" ? DiagramAttribute("label", "\($0.value): \(coordinator)") : $0
    }
    return focused
  }
}
