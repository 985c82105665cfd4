import NavigationChecker
import NavigationModel

/// What an action did, in the naive explorer.
enum NaiveOutcome {
  case moved(NaiveState)
  case none
  case failed(rule: String, subject: String)
}

/// The effects of navigation-model.md §3 and semantics-details.md §8-16, written the plain way:
/// recursive values, searched and rebuilt, no tokens.
struct NaiveEffects {
  let graph: NavigationGraph
  let names: NameIndex

  func kind(_ type: String) -> CoordinatorKind { names.coordinator(type)!.kind }

  /// The resolved tabs of a tabs coordinator (dangling ones left out).
  func tabs(of type: String) -> [String] {
    names.coordinator(type)!.tabs.map(\.name).filter { names.coordinator($0) != nil }
  }

  /// A coordinator's own start route (`C.r`), when it has one and is not a tab bar.
  func ownStartRoute(_ type: String) -> String? {
    guard let coordinator = names.coordinator(type), coordinator.kind != .tabs,
      case .ownRoute(let route)? = names.resolveTarget(coordinator.start.name, acting: type)
    else { return nil }
    return "\(type).\(route)"
  }

  /// What a new instance of `type` shows when it starts (at `route`, else at its start).
  func startContent(_ type: String, route: String?, parent: Int?, state: inout NaiveState) -> NaiveContent {
    let coordinator = names.coordinator(type)!
    let me = state.newInstance(type, parent: parent)
    if coordinator.kind == .tabs {
      let tabs = tabs(of: type)
      // A route given for a tab bar (a `start:` naming one of its tabs) selects that tab.
      let named = route.flatMap { QualifiedName($0).member }.flatMap { tabs.contains($0) ? $0 : nil }
      let startTab = named ?? coordinator.start.name
      let selected = tabs.firstIndex(of: startTab)!
      return .tabs(
        owner: me, selected: selected, tabs: tabs.map { startContent($0, route: nil, parent: me, state: &state) })
    }
    let isRoot = coordinator.kind == .root
    func shown(_ route: String) -> NaiveContent {
      isRoot
        ? .slot(owner: me, content: .screen(route: route, owner: me)) : .stack([NaiveEntry(route: route, owner: me)])
    }
    if let route { return shown(route) }
    switch names.resolveTarget(coordinator.start.name, acting: type)! {
    case .ownRoute(let start): return shown("\(type).\(start)")
    case .coordinator(let child, let childRoute):
      let inner = startContent(child, route: childRoute.map { "\(child).\($0)" }, parent: me, state: &state)
      return isRoot ? .slot(owner: me, content: inner) : inner
    case .tabBar(let child, _):  // a start never names a tab
      let inner = startContent(child, route: nil, parent: me, state: &state)
      return isRoot ? .slot(owner: me, content: inner) : inner
    }
  }

  /// Runs an action written in coordinator `written` (origin: where it is written) with `acting` acting.
  func perform(
    _ action: Action, written: String, origin: String, acting: Int, in state: NaiveState,
    handled: inout Set<String>
  ) -> NaiveOutcome {
    var state = state
    func fail(_ rule: String) -> NaiveOutcome { .failed(rule: rule, subject: origin) }
    switch action.kind {
    case .push, .present, .cover, .replace:
      guard let resolved = names.resolveTarget(action.target!, acting: written, startRoute: action.startRoute) else {
        return .none
      }
      switch action.kind {
      case .push:
        var route: String
        var owner: Int? = acting
        switch resolved {
        case .tabBar: return .none  // a tab bar has no start route to push
        case .ownRoute(let name): route = "\(written).\(name)"
        case .coordinator(let type, let start):
          guard let start = start.map({ "\(type).\($0)" }) ?? ownStartRoute(type) else { return .none }
          route = start
          owner = nil
          guard state.visible.stackSize != nil else { return fail("push-outside-stack") }
          owner = state.newInstance(type, parent: acting)
        }
        guard state.visible.stackSize != nil else { return fail("push-outside-stack") }
        let top = state.layers.count - 1
        state.layers[top].content = appendingToVisibleStack(
          state.layers[top].content, NaiveEntry(route: route, owner: owner!))
        return .moved(state)
      case .present, .cover:
        let style = action.kind == .present ? "sheet" : "cover"
        switch resolved {
        case .ownRoute(let name):
          state.layers.append(
            NaiveLayer(style: style, content: .stack([NaiveEntry(route: "\(written).\(name)", owner: acting)])))
        case .coordinator(let type, let route):
          let content = startContent(type, route: route.map { "\(type).\($0)" }, parent: acting, state: &state)
          state.layers.append(NaiveLayer(style: style, content: content))
        case .tabBar(let type, let tab):
          let content = startContent(type, route: "\(type).\(tab)", parent: acting, state: &state)
          state.layers.append(NaiveLayer(style: style, content: content))
        }
        return .moved(state)
      default:
        return replace(resolved, written: written, acting: acting, in: state)
      }
    case .select:
      guard names.coordinator(action.target!) != nil else { return .none }
      for instance in state.chain(from: acting) {
        let type = state.types[instance]!
        guard kind(type) == .tabs, let position = tabs(of: type).firstIndex(of: action.target!) else { continue }
        for index in state.layers.indices {
          if let changed = selecting(position, ownedBy: instance, in: state.layers[index].content) {
            state.layers[index].content = changed
            return .moved(state)
          }
        }
      }
      return .none
    case .pop, .popToRoot:
      guard let size = state.visible.stackSize else { return .none }
      let keep = action.kind == .popToRoot ? 1 : max(1, size - 1)
      let top = state.layers.count - 1
      state.layers[top].content = keepingVisibleStack(state.layers[top].content, keep)
      return .moved(state)
    case .popTo:
      guard let route = popTarget(action.target!, written: written) else { return .none }
      let visible = state.visible
      guard visible.stackSize != nil else { return visible.route == route ? .moved(state) : fail("invalid-pop-target") }
      let top = state.layers.count - 1
      guard let entries = visibleStack(state.layers[top].content),
        let index = entries.lastIndex(where: { $0.route == route })
      else { return fail("invalid-pop-target") }
      state.layers[top].content = keepingVisibleStack(state.layers[top].content, index + 1)
      return .moved(state)
    case .dismiss:
      guard state.layers.count > 1 else { return fail("nothing-to-dismiss") }
      state.layers.removeLast()
      return .moved(state)
    case .finish:
      return finish(acting, origin: origin, in: state)
    case .emit:
      let event = action.target!
      for instance in state.chain(from: acting) {
        let type = state.types[instance]!
        guard let handler = names.coordinator(type)!.handlers.first(where: { $0.event == event }) else { continue }
        guard handled.insert("\(instance) \(event)").inserted else {
          return .failed(rule: "unhandled-event", subject: event)
        }
        return perform(handler.action, written: type, origin: type, acting: instance, in: state, handled: &handled)
      }
      return .failed(rule: "unhandled-event", subject: event)
    }
  }

  /// The route `popTo` names: `nil` when it names nothing; a name never in a stack for a
  /// coordinator without a start route.
  private func popTarget(_ target: String, written: String) -> String? {
    let parts = QualifiedName(target)
    if parts.member != nil { return names.routeExists(target) ? target : nil }
    if names.routeExists(target, acting: written) { return "\(written).\(target)" }
    guard names.coordinator(target) != nil else { return nil }
    return ownStartRoute(target) ?? "\u{0}never"
  }
}
