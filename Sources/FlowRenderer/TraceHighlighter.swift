import Foundation
import NavigationModel

/// Draws a finding's shortest trace as a numbered path: each step's edge thick and numbered, implicit
/// steps (back, swipe-down, tab taps, deep links) added as edges of their own, the last screen ringed.
struct TraceHighlighter {
  let builder: DiagramBuilder
  let trace: [TraceStep]

  private static let color = "#f59e0b"

  func highlight(_ edges: inout [(edge: DiagramEdge, action: SourceLocation?)], _ clusters: inout [DiagramCluster]) {
    let nodes = Set(clusters.flatMap { $0.nodes.map(\.id) })
    for (index, step) in trace.enumerated() {
      let number = "\(index + 1). "
      if let location = step.location,
        let position = edges.firstIndex(where: {
          $0.action == location && ($0.edge.from == step.from || step.action == "deeplink")
        })
      {
        mark(&edges[position].edge, number: number)
        continue
      }
      var from = step.from
      var to = step.to
      if step.action == "select" {
        to = builder.entryNode(of: step.to) ?? step.to
      }
      if step.action == "deeplink" { from = step.to }
      guard nodes.contains(from), nodes.contains(to) else { continue }
      var edge = DiagramEdge(
        from: from, to: to,
        attributes: [
          DiagramAttribute("xlabel", step.action), DiagramAttribute("class", "trace implicit"),
          DiagramAttribute("constraint", "false"),
        ])
      mark(&edge, number: number)
      edges.append((edge, nil))
    }
    if let last = trace.last {
      let target = last.action == "select" ? builder.entryNode(of: last.to) ?? last.to : last.to
      for clusterIndex in clusters.indices {
        for nodeIndex in clusters[clusterIndex].nodes.indices where clusters[clusterIndex].nodes[nodeIndex].id == target
        {
          clusters[clusterIndex].nodes[nodeIndex].attributes += [
            DiagramAttribute("penwidth", "3"), DiagramAttribute("color", Self.color),
          ]
        }
      }
    }
  }

  private func mark(_ edge: inout DiagramEdge, number: String) {
    var attributes = edge.attributes.filter { !["color", "penwidth", "xlabel", "class"].contains($0.name) }
    let label = edge.attributes.first { $0.name == "xlabel" }?.value ?? ""
    let classes = edge.attributes.first { $0.name == "class" }?.value ?? ""
    attributes += [
      DiagramAttribute("color", Self.color), DiagramAttribute("penwidth", "3"),
      DiagramAttribute("xlabel", number + label), DiagramAttribute("fontcolor", "#b45309"),
      DiagramAttribute("class", (classes + " trace").trimmingCharacters(in: .whitespaces)),
    ]
    edge.attributes = attributes
  }
}
