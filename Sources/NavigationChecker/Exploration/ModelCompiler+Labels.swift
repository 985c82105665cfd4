import NavigationModel

extension ModelCompiler {
  mutating func compileTabTapLabels() {
    var labels: [TabTapLabel] = []
    for index in model.types.indices where model.types[index].kind == .tabs {
      model.types[index].firstTabTapLabel = UInt32(labels.count)
      for position in model.types[index].tabs.indices {
        labels.append(TabTapLabel(tabsType: Int32(index), position: position))
      }
    }
    model.tabTapLabels = labels
  }

  mutating func compileDeepLinks() {
    let entry = typeIndex(of: graph.entry.name)
    // A link written twice alike counts once (`duplicate-name`); one url that goes two ways is two links.
    var seen: Set<String> = []
    for (written, link) in graph.deepLinks.enumerated() where seen.insert(link.behaviour).inserted {
      let target = routeID(qualified: link.target.name) ?? -1
      var steps: [(type: Int32, action: Int32, ifAny: Bool)]?
      if let written = link.steps {
        var compiled: [(type: Int32, action: Int32, ifAny: Bool)] = []
        for step in written {
          let type = step.coordinator.map { typeIndex(of: $0.name) } ?? entry
          // A step whose `in` names nothing can never run: it fails in every state.
          let acting = type >= 0 ? type : max(entry, 0)
          let action = compileAction(step.action, acting: acting, origin: link.url)
          compiled.append((type: type, action: action, ifAny: step.ifAny && step.action.kind == .dismiss))
        }
        steps = compiled
      }
      var compiled = CompiledDeepLink(
        url: link.url, target: target, arrival: link.arrival, steps: steps, location: link.location)
      compiled.written = written
      // A target that names a coordinator (coordgraph's addition to the format): the link lands on what it shows.
      if target < 0 { compiled.targetType = typeIndex(of: link.target.name) }
      if let needed = link.onlyWith {
        let type = typeIndex(of: needed.name)
        compiled.onlyWith = type >= 0 ? type : -2
      }
      model.deepLinks.append(compiled)
    }
  }

  private func typeIndex(of name: String) -> Int32 {
    typeIndex[name] ?? -1
  }

  /// A coordinator whose start starts itself again has no initial state; also measures the deepest
  /// nesting of containers that starting one coordinator produces.
  mutating func checkStartCycles() {
    var deepest = 0
    for type in model.types.indices {
      var path: [Int32] = []
      if let cycle = startCycle(from: Int32(type), path: &path, depth: 0, deepest: &deepest) {
        let names = cycle.map { model.types[Int($0)].name }.joined(separator: " -> ")
        errors.append(
          ExplorationError(
            location: model.types[type].location, message: "cannot explore: starting \(names) starts itself again"))
        return
      }
    }
    model.deepestStartNesting = deepest
  }

  private func startCycle(from type: Int32, path: inout [Int32], depth: Int, deepest: inout Int) -> [Int32]? {
    if path.contains(type) { return path.drop { $0 != type } + [type] }
    path.append(type)
    defer { path.removeLast() }
    let info = model.types[Int(type)]
    let nesting = depth + (info.kind == .stack ? 0 : 1)
    deepest = max(deepest, nesting)
    switch info.start {
    case .child(let child, _):
      return startCycle(from: child, path: &path, depth: nesting, deepest: &deepest)
    case .tabBar:
      for tab in info.tabs {
        if let cycle = startCycle(from: tab, path: &path, depth: nesting, deepest: &deepest) { return cycle }
      }
      return nil
    case .ownRoute, .nothing:
      return nil
    }
  }
}
