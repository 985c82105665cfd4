import CGraphviz
import Foundation

/// Lays out and renders diagrams with the Graphviz C library, in process (no `dot` is started).
///
/// Graphviz is not thread-safe, even with one context per thread, so every call into it goes through
/// one process-wide lock, and the process has one context.
public enum GraphvizRenderer {
  /// Renders a diagram as SVG, PNG or PDF (DOT is our own writer's: see `render(_:format:)`).
  public static func render(_ diagram: FlowDiagram, format: RenderFormat) throws -> Data {
    if format == .dot { return Data(DOTWriter.write(diagram).utf8) }
    return try GraphvizSession.shared.withContext { context in
      try render(diagram, format: format.rawValue, context: context)
    }
  }

  private static func render(_ diagram: FlowDiagram, format: String, context: OpaquePointer) throws -> Data {
    guard let graph = withCString("coordgraph", { cg_open_directed($0) }) else {
      throw RenderError("Graphviz could not create a graph")
    }
    defer { agclose(graph) }
    for attribute in diagram.attributes { setDefault(graph, kind: AGRAPH, attribute) }
    for attribute in diagram.nodeDefaults { setDefault(graph, kind: AGNODE, attribute) }
    for attribute in diagram.edgeDefaults { setDefault(graph, kind: AGEDGE, attribute) }
    var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
    for cluster in diagram.clusters {
      guard let subgraph = withCString(cluster.id, { agsubg(graph, $0, 1) }) else { continue }
      for attribute in cluster.attributes { set(UnsafeMutableRawPointer(subgraph), attribute) }
      for node in cluster.nodes {
        guard let created = withCString(node.id, { agnode(subgraph, $0, 1) }) else { continue }
        nodes[node.id] = created
        for attribute in node.attributes { set(UnsafeMutableRawPointer(created), attribute) }
      }
    }
    for (index, edge) in diagram.edges.enumerated() {
      guard let tail = nodes[edge.from], let head = nodes[edge.to],
        let created = withCString("e\(index)", { agedge(graph, tail, head, $0, 1) })
      else { continue }
      for attribute in edge.attributes { set(UnsafeMutableRawPointer(created), attribute) }
    }
    let laidOut = withCString(diagram.layoutEngine) { gvLayout(context, graph, $0) }
    guard laidOut == 0 else {
      throw RenderError(
        "Graphviz's \(diagram.layoutEngine) layout is not available: its plugin configuration (config6a) is missing or stale. "
          + "Create it with `sudo dot -c` (Debian's graphviz package; Homebrew: `dot -c`), or reinstall libgvc6.")
    }
    defer { gvFreeLayout(context, graph) }
    var result: UnsafeMutablePointer<CChar>?
    var length: UInt32 = 0
    let rendered = withCString(format) { gvRenderData(context, graph, $0, &result, &length) }
    guard rendered == 0, let result else {
      throw RenderError("Graphviz cannot write \(format): its renderer plugin for it is not installed")
    }
    defer { gvFreeRenderData(result) }
    return Data(bytes: result, count: Int(length))
  }

  private static func setDefault(_ graph: UnsafeMutablePointer<Agraph_t>, kind: Int32, _ attribute: DiagramAttribute) {
    withCString(attribute.name) { name in
      withCString(GraphvizText.value(attribute.value)) { value in _ = agattr(graph, kind, name, value) }
    }
  }

  private static func set(_ object: UnsafeMutableRawPointer, _ attribute: DiagramAttribute) {
    withCString(attribute.name) { name in
      withCString(GraphvizText.value(attribute.value)) { value in
        withCString("") { empty in _ = agsafeset(object, name, value, empty) }
      }
    }
  }

  /// cgraph takes `char *` (and copies what it keeps): a mutable C string for the call's duration.
  private static func withCString<T>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) throws -> T) rethrows -> T {
    var bytes = Array(text.utf8CString)
    return try bytes.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
  }
}

/// The process's one Graphviz context, and the lock every call into Graphviz takes.
final class GraphvizSession: @unchecked Sendable {
  static let shared = GraphvizSession()

  private let lock = NSLock()
  private var context: OpaquePointer?

  func withContext<T>(_ body: (OpaquePointer) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    if context == nil {
      cg_silence_errors()
      context = gvContext()
    }
    guard let context else { throw RenderError("Graphviz could not create its context") }
    return try body(context)
  }
}
