import NavigationChecker
import NavigationModel

extension NaiveEffects {
  func visibleStack(_ content: NaiveContent) -> [NaiveEntry]? {
    switch content {
    case .stack(let entries): return entries
    case .tabs(_, let selected, let tabs): return visibleStack(tabs[selected])
    case .slot(_, let inner): return visibleStack(inner)
    case .screen: return nil
    }
  }

  func appendingToVisibleStack(_ content: NaiveContent, _ entry: NaiveEntry) -> NaiveContent {
    switch content {
    case .stack(let entries): return .stack(entries + [entry])
    case .tabs(let owner, let selected, var tabs):
      tabs[selected] = appendingToVisibleStack(tabs[selected], entry)
      return .tabs(owner: owner, selected: selected, tabs: tabs)
    case .slot(let owner, let inner): return .slot(owner: owner, content: appendingToVisibleStack(inner, entry))
    case .screen: return content
    }
  }

  func keepingVisibleStack(_ content: NaiveContent, _ keep: Int) -> NaiveContent {
    switch content {
    case .stack(let entries): return .stack(Array(entries.prefix(keep)))
    case .tabs(let owner, let selected, var tabs):
      tabs[selected] = keepingVisibleStack(tabs[selected], keep)
      return .tabs(owner: owner, selected: selected, tabs: tabs)
    case .slot(let owner, let inner): return .slot(owner: owner, content: keepingVisibleStack(inner, keep))
    case .screen: return content
    }
  }

  func selecting(_ position: Int, ownedBy instance: Int, in content: NaiveContent) -> NaiveContent? {
    switch content {
    case .stack, .screen: return nil
    case .tabs(let owner, let selected, var tabs):
      if owner == instance { return .tabs(owner: owner, selected: position, tabs: tabs) }
      for index in tabs.indices {
        if let changed = selecting(position, ownedBy: instance, in: tabs[index]) {
          tabs[index] = changed
          return .tabs(owner: owner, selected: selected, tabs: tabs)
        }
      }
      return nil
    case .slot(let owner, let inner):
      return selecting(position, ownedBy: instance, in: inner).map { .slot(owner: owner, content: $0) }
    }
  }

  /// `replace`: the first place where the acting instance lives becomes the target; layers above go.
  func replace(_ target: ResolvedTarget, written: String, acting: Int, in state: NaiveState) -> NaiveOutcome {
    var state = state
    func rebuild(_ content: NaiveContent) -> NaiveContent? {
      switch content {
      case .slot(let owner, let inner):
        if owner == acting {
          switch target {
          case .ownRoute(let name):
            return .slot(owner: owner, content: .screen(route: "\(written).\(name)", owner: acting))
          case .coordinator(let type, let route):
            return .slot(
              owner: owner,
              content: startContent(type, route: route.map { "\(type).\($0)" }, parent: acting, state: &state))
          case .tabBar(let type, let tab):
            return .slot(
              owner: owner, content: startContent(type, route: "\(type).\(tab)", parent: acting, state: &state))
          }
        }
        return rebuild(inner).map { .slot(owner: owner, content: $0) }
      case .stack(let entries):
        guard entries.contains(where: { $0.owner == acting }) else { return nil }
        switch target {
        case .ownRoute(let name): return .stack([NaiveEntry(route: "\(written).\(name)", owner: acting)])
        case .coordinator(let type, let route):
          if let start = route.map({ "\(type).\($0)" }) ?? ownStartRoute(type) {
            return .stack([NaiveEntry(route: start, owner: state.newInstance(type, parent: acting))])
          }
          return startContent(type, route: nil, parent: acting, state: &state)
        case .tabBar(let type, let tab):
          return startContent(type, route: "\(type).\(tab)", parent: acting, state: &state)
        }
      case .tabs(let owner, let selected, var tabs):
        if owner == acting {
          switch target {
          case .ownRoute(let name): return .stack([NaiveEntry(route: "\(written).\(name)", owner: acting)])
          case .coordinator(let type, let route):
            return startContent(type, route: route.map { "\(type).\($0)" }, parent: acting, state: &state)
          case .tabBar(let type, let tab):
            return startContent(type, route: "\(type).\(tab)", parent: acting, state: &state)
          }
        }
        for index in tabs.indices {
          if let changed = rebuild(tabs[index]) {
            tabs[index] = changed
            return .tabs(owner: owner, selected: selected, tabs: tabs)
          }
        }
        return nil
      case .screen:
        return nil
      }
    }
    for index in state.layers.indices {
      if let changed = rebuild(state.layers[index].content) {
        state.layers[index].content = changed
        state.layers = Array(state.layers.prefix(index + 1))
        return .moved(state)
      }
    }
    return .none
  }

  /// `finish` of an instance (semantics-details.md §15).
  func finish(_ instance: Int, origin: String, in state: NaiveState) -> NaiveOutcome {
    enum Context { case layer(Int), tab(Int), slot(Int) }
    enum Found { case truncate(path: [Int], keep: Int), owned(Context) }
    let members = Set(state.types.keys.filter { state.chain(from: $0).contains(instance) })
    func search(_ content: NaiveContent, _ context: Context, _ path: [Int]) -> (Found, [Int])? {
      switch content {
      case .stack(let entries):
        if members.contains(entries[0].owner) { return (.owned(context), path) }
        if let index = entries.firstIndex(where: { members.contains($0.owner) }) {
          return (.truncate(path: path, keep: index), path)
        }
        return nil
      case .tabs(let owner, _, let tabs):
        if members.contains(owner) { return (.owned(context), path) }
        for (index, tab) in tabs.enumerated() {
          if let found = search(tab, .tab(owner), path + [index]) { return found }
        }
        return nil
      case .slot(let owner, let inner):
        if members.contains(owner) { return (.owned(context), path) }
        return search(inner, .slot(owner), path + [0])
      case .screen(_, let owner):
        return members.contains(owner) ? (.owned(context), path) : nil
      }
    }
    func truncating(_ content: NaiveContent, _ path: [Int], _ keep: Int) -> NaiveContent {
      switch content {
      case .stack(let entries): return .stack(Array(entries.prefix(keep)))
      case .tabs(let owner, let selected, var tabs):
        tabs[path[0]] = truncating(tabs[path[0]], Array(path.dropFirst()), keep)
        return .tabs(owner: owner, selected: selected, tabs: tabs)
      case .slot(let owner, let inner):
        return .slot(owner: owner, content: truncating(inner, Array(path.dropFirst()), keep))
      case .screen: return content
      }
    }
    for (index, layer) in state.layers.enumerated() {
      guard let (found, _) = search(layer.content, .layer(index), []) else { continue }
      var state = state
      switch found {
      case .truncate(let path, let keep):
        state.layers = Array(state.layers.prefix(index + 1))
        state.layers[index].content = truncating(layer.content, path, keep)
        return .moved(state)
      case .owned(.layer(let layerIndex)):
        if layerIndex == 0 { return .failed(rule: "finish-root", subject: origin) }
        state.layers = Array(state.layers.prefix(layerIndex))
        return .moved(state)
      case .owned(.tab(let owner)), .owned(.slot(let owner)):
        return finish(owner, origin: origin, in: state)
      }
    }
    return .none
  }
}
