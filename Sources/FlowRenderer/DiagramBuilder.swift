import NavigationChecker
import NavigationModel

/// Builds the whole-graph diagram of a design: one cluster per coordinator (its name and kind; a tab
/// bar lists its tabs in order, the start one marked), routes as nodes (the start route with a double
/// border), an edge per action styled by its kind, findings drawn, and a legend.
public struct DiagramBuilder {
  let graph: NavigationGraph
  let options: DiagramOptions
  let names: NameIndex
  var nodeMarks: [String: (classes: [String], rules: [String])] = [:]
  var failingActions: [SourceLocation: [String]] = [:]

  /// Prepares a builder for a graph and the findings to draw.
  public init(graph: NavigationGraph, options: DiagramOptions = DiagramOptions()) {
    self.graph = graph
    self.options = options
    names = NameIndex(graph)
    for finding in options.findings {
      switch finding.rule {
      case "unreachable-route", "dead-end", "no-way-back", "unbounded-growth":
        nodeMarks[finding.subject, default: ([], [])].classes.append(finding.rule)
        nodeMarks[finding.subject, default: ([], [])].rules.append(finding.rule)
      case "unreachable-coordinator":
        nodeMarks[finding.subject, default: ([], [])].classes.append(finding.rule)
      case "invalid-pop-target", "nothing-to-dismiss", "push-outside-stack", "finish-root", "unhandled-event":
        if let location = finding.location { failingActions[location, default: []].append(finding.rule) }
      default:
        break
      }
    }
  }

  /// The diagram.
  public func build() -> FlowDiagram {
    var clusters: [DiagramCluster] = []
    var located: [(edge: DiagramEdge, action: SourceLocation?)] = []
    var seen = Set<String>()
    for coordinator in graph.coordinators where seen.insert(coordinator.name).inserted {
      clusters.append(cluster(for: coordinator))
      located += self.edges(of: coordinator)
    }
    if let trace = options.trace { TraceHighlighter(builder: self, trace: trace).highlight(&located, &clusters) }
    clusters.append(Legend.cluster)
    let edges = located.map(\.edge) + Legend.edges
    return FlowDiagram(
      attributes: [
        DiagramAttribute("rankdir", "LR"), DiagramAttribute("fontname", "Helvetica"),
        // Edge labels are `xlabel`s, placed after routing: labels that take part in routing make
        // Graphviz 2.42's spline router fail ("triangulation failed") and crash in process.
        DiagramAttribute("forcelabels", "true"), DiagramAttribute("nodesep", "0.35"),
        DiagramAttribute("label", "\(graph.source): navigation"), DiagramAttribute("labelloc", "t"),
      ],
      nodeDefaults: [
        DiagramAttribute("shape", "box"), DiagramAttribute("style", "rounded,filled"),
        DiagramAttribute("fillcolor", "white"), DiagramAttribute("fontname", "Helvetica"),
        DiagramAttribute("fontsize", "11"),
      ],
      edgeDefaults: [DiagramAttribute("fontname", "Helvetica"), DiagramAttribute("fontsize", "9")],
      clusters: clusters, edges: edges)
  }

  // MARK: Nodes

  /// The node an action or tab lands on when it starts `coordinator` (at `route`, or its start).
  func entryNode(of coordinator: String, route: String? = nil) -> String? {
    guard let target = names.coordinator(coordinator) else { return nil }
    if let route { return "\(coordinator).\(route)" }
    if target.kind != .tabs, case .ownRoute(let start)? = names.resolveTarget(target.start.name, acting: coordinator) {
      return "\(coordinator).\(start)"
    }
    return coordinator
  }

  /// Whether a coordinator is drawn with an anchor node (a tab bar, a root slot holding a child,
  /// event handlers): its own node, where those edges start.
  func hasAnchor(_ coordinator: Coordinator) -> Bool {
    entryNode(of: coordinator.name) == coordinator.name || !coordinator.handlers.isEmpty
  }

  private func cluster(for coordinator: Coordinator) -> DiagramCluster {
    var label = "\(coordinator.name) (\(coordinator.kind.rawValue))"
    if coordinator.kind == .tabs {
      let tabs = coordinator.tabs.map { $0.name == coordinator.start.name ? "\($0.name) ★" : $0.name }
      label += "\ntabs: " + tabs.joined(separator: " · ")
    }
    let unreachable = nodeMarks[coordinator.name]?.classes.contains("unreachable-coordinator") ?? false
    var attributes = [
      DiagramAttribute("label", label), DiagramAttribute("style", "rounded,filled"),
      DiagramAttribute("fillcolor", unreachable ? "#eef0f3" : "#f8fafc"),
      DiagramAttribute("color", unreachable ? "#c3c9d0" : "#94a3b8"),
      DiagramAttribute("fontcolor", unreachable ? "#9aa5b1" : "#1f2933"),
      DiagramAttribute(
        "tooltip", "\(coordinator.name)\n\(coordinator.location)" + (unreachable ? "\n[unreachable-coordinator]" : "")),
    ]
    if let link = options.link(to: coordinator.location) { attributes.append(DiagramAttribute("URL", link)) }
    var nodes: [DiagramNode] = []
    if hasAnchor(coordinator) { nodes.append(anchorNode(for: coordinator)) }
    var seenRoutes = Set<String>()
    let start = entryNode(of: coordinator.name)
    for route in coordinator.routes where seenRoutes.insert(route.name).inserted {
      nodes.append(routeNode(route, in: coordinator, isStart: start == "\(coordinator.name).\(route.name)"))
    }
    return DiagramCluster(id: "cluster_\(coordinator.name)", attributes: attributes, nodes: nodes)
  }

  private func anchorNode(for coordinator: Coordinator) -> DiagramNode {
    var label = coordinator.name
    switch coordinator.kind {
    case .tabs: label += "\ntab bar"
    case .root where entryNode(of: coordinator.name) == coordinator.name: label += "\nroot slot"
    default: break
    }
    if !coordinator.handlers.isEmpty {
      label += "\nhandles " + coordinator.handlers.map(\.event).joined(separator: ", ")
    }
    var attributes = [
      DiagramAttribute("label", label), DiagramAttribute("shape", "component"), DiagramAttribute("style", "filled"),
      DiagramAttribute("fillcolor", "#e0e7ff"), DiagramAttribute("class", "coordinator"),
      DiagramAttribute("id", "coordinator-\(coordinator.name)"),
      DiagramAttribute("tooltip", "\(coordinator.name) (\(coordinator.kind.rawValue))\n\(coordinator.location)"),
    ]
    if let link = options.link(to: coordinator.location) { attributes.append(DiagramAttribute("URL", link)) }
    return DiagramNode(id: coordinator.name, attributes: attributes)
  }

  private func routeNode(_ route: Route, in coordinator: Coordinator, isStart: Bool) -> DiagramNode {
    let id = "\(coordinator.name).\(route.name)"
    let marks = nodeMarks[id] ?? ([], [])
    var classes = ["route"] + (isStart ? ["start"] : []) + (route.terminal ? ["terminal"] : []) + marks.classes
    classes = classes.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    var tooltip = "\(id)\n\(route.location)"
    if !marks.rules.isEmpty { tooltip += "\n" + marks.rules.map { "[\($0)]" }.joined(separator: " ") }
    var attributes = [
      DiagramAttribute("label", route.name), DiagramAttribute("class", classes.joined(separator: " ")),
      DiagramAttribute("id", "route-\(id)"), DiagramAttribute("tooltip", tooltip),
    ]
    if isStart { attributes.append(DiagramAttribute("peripheries", "2")) }
    if marks.classes.contains("unreachable-route") {
      attributes += [
        DiagramAttribute("fillcolor", "#eef0f3"), DiagramAttribute("fontcolor", "#9aa5b1"),
        DiagramAttribute("color", "#c3c9d0"),
      ]
    } else if marks.classes.contains("dead-end") || marks.classes.contains("no-way-back") {
      attributes += [
        DiagramAttribute("color", "#dc2626"), DiagramAttribute("fontcolor", "#b91c1c"),
        DiagramAttribute("fillcolor", "#fee2e2"), DiagramAttribute("penwidth", "2"),
      ]
    }
    if let link = options.link(to: route.location) { attributes.append(DiagramAttribute("URL", link)) }
    return DiagramNode(id: id, attributes: attributes)
  }
}
