/// Runs actions on a working state (semantics-details.md §8-16). The state must be a copy that the
/// caller may change; `normalize` afterwards.
struct Stepper {
  let model: CompiledModel
  var tabBars: [Int] = []
  private var scratch: [Int32] = []
  private var handled: [(instance: Int32, event: Int32)] = []

  init(model: CompiledModel) {
    self.model = model
  }

  /// Runs action `id` with `acting` as the acting instance.
  mutating func run(_ id: Int32, acting: Int32, on state: inout WorkingState) -> StepOutcome {
    handled.removeAll(keepingCapacity: true)
    return perform(id, acting: acting, on: &state)
  }

  private mutating func perform(_ id: Int32, acting: Int32, on state: inout WorkingState) -> StepOutcome {
    let action = model.actions[Int(id)]
    if action.target == .dangling { return .noTransition }
    switch action.kind {
    case .push: return push(action.target, acting: acting, id: id, on: &state)
    case .present: return present(action.target, style: LayerStyle.sheet, acting: acting, on: &state)
    case .cover: return present(action.target, style: LayerStyle.cover, acting: acting, on: &state)
    case .replace: return replace(action.target, acting: acting, on: &state)
    case .select: return select(action.target, acting: acting, on: &state)
    case .pop, .popToRoot: return pop(toRoot: action.kind == .popToRoot, on: &state)
    case .popTo: return popTo(action.target, id: id, on: &state)
    case .dismiss:
      let top = state.topLayerStart
      guard top > 0 else { return .failed(.nothingToDismiss, action: id) }
      state.tokens.removeSubrange(top...)
      return .moved
    case .finish: return finish(acting, id: id, on: &state)
    case .emit: return emit(action.target, acting: acting, id: id, on: &state)
    }
  }

  // MARK: push, present

  private mutating func push(_ target: ResolvedActionTarget, acting: Int32, id: Int32, on state: inout WorkingState)
    -> StepOutcome
  {
    var route: Int32
    var owner = acting
    switch target {
    case .ownRoute(let own):
      route = own
    case .coordinator(let type, let start):
      route = start >= 0 ? start : model.types[Int(type)].startRoute
      if route < 0 { return .noTransition }
      owner = -1 - type  // created below, once the push is known to succeed
    default:
      return .noTransition
    }
    let visible = state.visible(tabBars: &tabBars)
    guard visible.isStack else { return .failed(.pushOutsideStack, action: id) }
    if owner < 0 { owner = state.newInstance(type: -1 - owner, parent: acting) }
    let end = visible.content + 2 + 2 * Int(state.tokens[visible.content + 1])
    state.tokens[visible.content + 1] += 1
    state.tokens.insert(contentsOf: [route, owner], at: end)
    return .moved
  }

  private mutating func present(
    _ target: ResolvedActionTarget, style: Int32, acting: Int32, on state: inout WorkingState
  ) -> StepOutcome {
    switch target {
    case .ownRoute(let route):
      state.tokens.append(contentsOf: [style, ContentKind.stack, 1, route, acting])
    case .coordinator(let type, let route):
      state.tokens.append(style)
      appendStartContent(type: type, route: route, parent: acting, to: &state)
    default:
      return .noTransition
    }
    return .moved
  }

  /// Appends the content a new instance of `type` shows when started (at `route`, or its start).
  mutating func appendStartContent(type: Int32, route: Int32, parent: Int32, to state: inout WorkingState) {
    scratch.removeAll(keepingCapacity: true)
    buildStartContent(type: type, route: route, parent: parent, state: &state)
    state.tokens.append(contentsOf: scratch)
  }

  /// The start content's tokens, in `scratch` (so they can be spliced anywhere).
  private mutating func buildStartContent(type: Int32, route: Int32, parent: Int32, state: inout WorkingState) {
    let info = model.types[Int(type)]
    let instance = state.newInstance(type: type, parent: parent)
    switch info.start {
    case .ownRoute(let start):
      let shown = route >= 0 ? route : start
      if info.kind == .root {
        scratch.append(contentsOf: [ContentKind.slot, instance, ContentKind.screen, shown, instance])
      } else {
        scratch.append(contentsOf: [ContentKind.stack, 1, shown, instance])
      }
    case .child(let child, let childRoute):
      if info.kind == .root {
        if route >= 0 {
          scratch.append(contentsOf: [ContentKind.slot, instance, ContentKind.screen, route, instance])
        } else {
          scratch.append(contentsOf: [ContentKind.slot, instance])
          buildStartContent(type: child, route: childRoute, parent: instance, state: &state)
        }
      } else if route >= 0 {
        scratch.append(contentsOf: [ContentKind.stack, 1, route, instance])
      } else {
        buildStartContent(type: child, route: childRoute, parent: instance, state: &state)
      }
    case .tabBar:
      scratch.append(contentsOf: [ContentKind.tabs, instance, Int32(info.startTab), Int32(info.tabs.count)])
      for tab in info.tabs { buildStartContent(type: tab, route: -1, parent: instance, state: &state) }
    case .nothing:
      scratch.append(contentsOf: [ContentKind.stack, 1, 0, instance])
    }
  }

  /// The tokens of a start content, built on their own (for splicing into the middle of a state).
  mutating func startContentTokens(type: Int32, route: Int32, parent: Int32, state: inout WorkingState) -> [Int32] {
    scratch.removeAll(keepingCapacity: true)
    buildStartContent(type: type, route: route, parent: parent, state: &state)
    return scratch
  }

  // MARK: select, pop, popTo

  private mutating func select(_ target: ResolvedActionTarget, acting: Int32, on state: inout WorkingState)
    -> StepOutcome
  {
    guard case .tab(let tab) = target else { return .noTransition }
    var instance = acting
    while instance >= 0 {
      let type = model.types[Int(state.types[Int(instance)])]
      if type.kind == .tabs, let position = type.tabs.firstIndex(of: tab),
        let bar = tabBar(ownedBy: instance, in: state)
      {
        state.tokens[bar + 2] = Int32(position)
        return .moved
      }
      instance = state.parents[Int(instance)]
    }
    return .noTransition
  }

  /// The index of the tab bar that `instance` owns, if any.
  func tabBar(ownedBy instance: Int32, in state: WorkingState) -> Int? {
    var index = 0
    var pending = 0
    let tokens = state.tokens
    while index < tokens.count {
      if pending == 0 {
        index += 1
        pending = 1
        continue
      }
      pending -= 1
      switch tokens[index] {
      case ContentKind.stack: index += 2 + 2 * Int(tokens[index + 1])
      case ContentKind.tabs:
        if tokens[index + 1] == instance { return index }
        pending += Int(tokens[index + 3])
        index += 4
      case ContentKind.slot:
        pending += 1
        index += 2
      default: index += 3
      }
    }
    return nil
  }

  private mutating func pop(toRoot: Bool, on state: inout WorkingState) -> StepOutcome {
    let visible = state.visible(tabBars: &tabBars)
    guard visible.isStack else { return .noTransition }
    let count = Int(state.tokens[visible.content + 1])
    let keep = toRoot ? 1 : max(1, count - 1)
    guard keep < count else { return .moved }
    truncateStack(at: visible.content, keeping: keep, in: &state)
    return .moved
  }

  private mutating func popTo(_ target: ResolvedActionTarget, id: Int32, on state: inout WorkingState) -> StepOutcome {
    guard case .popRoute(let route) = target else { return .noTransition }
    let visible = state.visible(tabBars: &tabBars)
    guard visible.isStack else {
      return visible.route == route ? .moved : .failed(.invalidPopTarget, action: id)
    }
    let count = Int(state.tokens[visible.content + 1])
    for entry in stride(from: count - 1, through: 0, by: -1)
    where state.tokens[visible.content + 2 + 2 * entry] == route {
      truncateStack(at: visible.content, keeping: entry + 1, in: &state)
      return .moved
    }
    return .failed(.invalidPopTarget, action: id)
  }

  /// Keeps the first `keeping` entries of the stack at `stack`.
  func truncateStack(at stack: Int, keeping: Int, in state: inout WorkingState) {
    let count = Int(state.tokens[stack + 1])
    guard keeping < count else { return }
    state.tokens.removeSubrange((stack + 2 + 2 * keeping)..<(stack + 2 + 2 * count))
    state.tokens[stack + 1] = Int32(keeping)
  }

  // MARK: emit

  private mutating func emit(_ target: ResolvedActionTarget, acting: Int32, id: Int32, on state: inout WorkingState)
    -> StepOutcome
  {
    guard case .event(let event) = target else { return .noTransition }
    var instance = acting
    while instance >= 0 {
      let handler = model.types[Int(state.types[Int(instance)])].handlers
      if Int(event) < handler.count, handler[Int(event)] >= 0 {
        if handled.contains(where: { $0.instance == instance && $0.event == event }) {
          return .failed(.unhandledEvent, action: id)
        }
        handled.append((instance, event))
        return perform(handler[Int(event)], acting: instance, on: &state)
      }
      instance = state.parents[Int(instance)]
    }
    return .failed(.unhandledEvent, action: id)
  }
}
