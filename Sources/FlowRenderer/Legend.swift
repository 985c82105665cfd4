import NavigationModel

/// The legend drawn in every diagram: one sample edge per kind of action.
enum Legend {
  private static let samples: [(kind: ActionKind, label: String, extra: [DiagramAttribute])] = [
    (.push, "push", []),
    (.present, "present (sheet)", []),
    (.cover, "cover (full screen)", []),
    (.replace, "replace", []),
    (.select, "select tab", []),
    (.emit, "emit event → handler", []),
    (.pop, "pop, popTo, dismiss, finish", []),
    (.push, "inferred (heuristic)", [DiagramAttribute("style", "dashed")]),
  ]

  /// The legend alone, as a diagram of its own.
  static var diagram: FlowDiagram {
    FlowDiagram(
      attributes: [DiagramAttribute("rankdir", "LR"), DiagramAttribute("fontname", "Helvetica")],
      edgeDefaults: [DiagramAttribute("fontname", "Helvetica"), DiagramAttribute("fontsize", "9")],
      clusters: [cluster], edges: edges)
  }

  static var cluster: DiagramCluster {
    var nodes: [DiagramNode] = []
    for index in samples.indices {
      for end in ["a", "b"] {
        nodes.append(
          DiagramNode(
            id: "legend-\(index)-\(end)",
            attributes: [
              DiagramAttribute("label", ""), DiagramAttribute("shape", "point"), DiagramAttribute("width", "0.05"),
              DiagramAttribute("class", "legend"),
            ]))
      }
    }
    return DiagramCluster(
      id: "cluster_legend",
      attributes: [
        DiagramAttribute("label", "Legend"), DiagramAttribute("style", "dashed"), DiagramAttribute("color", "#cbd2d9"),
        DiagramAttribute("fontcolor", "#52606d"), DiagramAttribute("id", "legend"),
      ], nodes: nodes)
  }

  static var edges: [DiagramEdge] {
    samples.enumerated().map { index, sample in
      DiagramEdge(
        from: "legend-\(index)-a", to: "legend-\(index)-b",
        attributes: EdgeStyle.attributes(for: sample.kind).filter { $0.name != "constraint" } + sample.extra + [
          DiagramAttribute("xlabel", sample.label), DiagramAttribute("class", "legend"),
        ])
    }
  }
}
