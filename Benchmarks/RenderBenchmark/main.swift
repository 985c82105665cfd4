import CMemoryHints
import FlowRenderer
import Foundation
import NavigationChecker
import NavigationModel

/// Times drawing synthetic designs: `coordinators` stacks of `routes` routes, each route pushing the
/// next, presenting the next coordinator and pushing one further away, the last dismissing. Prints a
/// row: routes, nodes, edges, seconds to build the diagram, write DOT, and render SVG (one picture, or
/// the overview and a page per coordinator when the graph is too large for one).
///
/// Usage: coordgraph-render-benchmark COORDINATORS ROUTES
_ = coordgraph_disable_fast_bins(getenv("GLIBC_TUNABLES"))  // as the command line runs (Sources/coordgraph/main.swift)
let arguments = CommandLine.arguments.dropFirst().compactMap(Int.init)
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: coordgraph-render-benchmark COORDINATORS ROUTES\n".utf8))
  exit(2)
}
let (count, perCoordinator) = (arguments[0], arguments[1])
let here = SourceLocation(file: "synthetic.yml", line: 1, column: 1)
let coordinators = (0..<count).map { index in
  Coordinator(
    name: "C\(index)", kind: .stack, start: NameReference("r0", at: here),
    routes: (0..<perCoordinator).map { route in
      var actions: [Action] = []
      if route + 1 < perCoordinator { actions.append(Action(.push, target: "r\(route + 1)", location: here)) }
      if route == 0 { actions.append(Action(.present, target: "C\((index + 1) % count)", location: here)) }
      if route == 1 { actions.append(Action(.push, target: "C\((index * 7 + 3) % count)", location: here)) }
      if route + 1 == perCoordinator { actions.append(Action(.dismiss, location: here)) }
      return Route(name: "r\(route)", actions: actions, location: here)
    }, location: here)
}
let graph = NavigationGraph(source: "synthetic.yml", entry: NameReference("C0", at: here), coordinators: coordinators)
let clock = ContinuousClock()
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
var diagram: FlowDiagram?
let building = clock.measure { diagram = DiagramBuilder(graph: graph).build() }
var dot = ""
let writing = clock.measure { dot = DOTWriter.write(diagram!) }
var pages = 1
let rendering = try clock.measure {
  if PagedDiagram.isTooLarge(diagram!) {
    pages = try PagedDiagram.pages(of: diagram!, format: .svg).count
  } else {
    _ = try GraphvizRenderer.render(diagram!, format: .svg)
  }
}
print(
  String(
    format: "| %d x %d | %d | %d | %d | %.3f | %.3f | %.2f | %d |", count, perCoordinator, count * perCoordinator,
    diagram!.nodeCount, diagram!.edges.count, seconds(building), seconds(writing), seconds(rendering), pages))
_ = dot
