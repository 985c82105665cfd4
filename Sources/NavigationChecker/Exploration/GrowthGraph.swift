/// The graph of semantics-details.md §25: nodes are (route, shown in a stack or as a screen), edges
/// the routes' push (from a stack only), present and cover actions. A cycle grows without limit.
struct GrowthGraph {
  let model: CompiledModel
  private(set) var edges: [[Int]]

  init(model: CompiledModel) {
    self.model = model
    edges = Array(repeating: [], count: model.routes.count * 2)
    for (route, info) in model.routes.enumerated() {
      for action in info.actions {
        let compiled = model.actions[Int(action)]
        guard let target = targetNode(compiled) else { continue }
        if compiled.kind == .push {
          edges[route * 2].append(target)
        } else {
          edges[route * 2].append(target)
          edges[route * 2 + 1].append(target)
        }
      }
    }
  }

  private func targetNode(_ action: CompiledAction) -> Int? {
    switch (action.kind, action.target) {
    case (.push, .ownRoute(let route)):
      return Int(route) * 2
    case (.push, .coordinator(let type, let route)):
      let start = route >= 0 ? route : model.types[Int(type)].startRoute
      return start >= 0 ? Int(start) * 2 : nil
    case (.present, .ownRoute(let route)), (.cover, .ownRoute(let route)):
      return Int(route) * 2
    case (.present, .coordinator(let type, let route)), (.cover, .coordinator(let type, let route)):
      return startNode(type: type, route: route, depth: 0)
    default:
      return nil
    }
  }

  /// The node a new instance of `type` shows when started.
  private func startNode(type: Int32, route: Int32, depth: Int) -> Int? {
    guard depth < model.types.count else { return nil }
    let info = model.types[Int(type)]
    let screen = info.kind == .root ? 1 : 0
    switch info.start {
    case .ownRoute(let start): return Int(route >= 0 ? route : start) * 2 + screen
    case .child(let child, let childRoute):
      if route >= 0 { return Int(route) * 2 + screen }
      return startNode(type: child, route: childRoute, depth: depth + 1)
    case .tabBar:
      let tab = CompiledModel.decodeStartTab(route).map(Int.init) ?? info.startTab
      return startNode(type: info.tabs[tab], route: -1, depth: depth + 1)
    case .nothing: return nil
    }
  }

  /// Strongly connected components that hold a cycle (Tarjan's algorithm, iterative).
  func cyclicComponents() -> [[Int]] {
    let count = edges.count
    var index = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var counter = 0
    for root in 0..<count where index[root] < 0 {
      var work: [(node: Int, edge: Int)] = [(root, 0)]
      index[root] = counter
      lowLink[root] = counter
      counter += 1
      stack.append(root)
      onStack[root] = true
      while let (node, edge) = work.last {
        if edge < edges[node].count {
          work[work.count - 1].edge += 1
          let next = edges[node][edge]
          if index[next] < 0 {
            index[next] = counter
            lowLink[next] = counter
            counter += 1
            stack.append(next)
            onStack[next] = true
            work.append((next, 0))
          } else if onStack[next] {
            lowLink[node] = min(lowLink[node], index[next])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
        guard lowLink[node] == index[node] else { continue }
        var component: [Int] = []
        while let top = stack.popLast() {
          onStack[top] = false
          component.append(top)
          if top == node { break }
        }
        if component.count > 1 || edges[node].contains(node) { components.append(component.sorted()) }
      }
    }
    return components
  }

  /// A shortest cycle through `node` inside its component, as nodes from `node` back to it.
  func cycle(through node: Int, within component: Set<Int>) -> [Int] {
    var parent: [Int: Int] = [:]
    var queue = [node]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for next in edges[current] where component.contains(next) {
        if next == node {
          var path = [current]
          while let previous = parent[path[path.count - 1]] { path.append(previous) }
          return [node] + path.reversed().dropFirst() + [node]
        }
        if parent[next] == nil && next != node {
          parent[next] = current
          queue.append(next)
        }
      }
    }
    return [node, node]
  }
}
