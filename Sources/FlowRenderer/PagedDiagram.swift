import Foundation

/// Above this many nodes or edges, a whole-graph view is not laid out: Graphviz's dot layout can take
/// minutes on dense graphs (a ring of 500 labelled nodes took over two minutes here). The drawing
/// becomes the overview plus one page per coordinator, with an index page.
public enum PagedDiagram {
  /// Largest whole-graph view laid out as one picture: nodes.
  public static let maximumNodes = 300
  /// Largest whole-graph view laid out as one picture: edges.
  public static let maximumEdges = 900

  /// Whether a diagram is too large to lay out as one picture.
  public static func isTooLarge(_ diagram: FlowDiagram) -> Bool {
    diagram.nodeCount > maximumNodes || diagram.edges.count > maximumEdges
  }

  /// The pages: `overview.FORMAT` and one `COORDINATOR.FORMAT` per coordinator, plus `index.html`.
  public static func pages(of diagram: FlowDiagram, format: RenderFormat) throws -> [(name: String, data: Data)] {
    var pages: [(name: String, data: Data)] = [
      ("overview.\(format.rawValue)", try GraphvizRenderer.render(DiagramViews.overview(diagram), format: format))
    ]
    var links: [String] = []
    let index = FocusIndex(diagram)
    for cluster in diagram.clusters where cluster.id.hasPrefix("cluster_") && cluster.id != "cluster_legend" {
      let name = String(cluster.id.dropFirst("cluster_".count))
      guard let focused = index.focus(on: name, legend: false) else { continue }
      let file = "\(safeFileName(name)).\(format.rawValue)"
      pages.append((file, try GraphvizRenderer.render(focused, format: format)))
      links.append("<li><a href=\"\(html(file))\">\(html(name))</a></li>")
    }
    pages.append(("legend.\(format.rawValue)", try GraphvizRenderer.render(Legend.diagram, format: format)))
    let page = """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>Navigation</title></head>
      <body><h1>Navigation</h1>
      <p><a href="overview.\(format.rawValue)">Overview</a>: one node per coordinator.
      <a href="legend.\(format.rawValue)">Legend</a>: how each kind of action is drawn.</p>
      <ul>
      \(links.joined(separator: "\n"))
      </ul></body></html>

      """
    pages.append(("index.html", Data(page.utf8)))
    return pages
  }

  private static func safeFileName(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
  }

  private static func html(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
