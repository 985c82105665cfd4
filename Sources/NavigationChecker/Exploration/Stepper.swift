/// Runs actions on a working state (semantics-details.md §8-16). The state must be a copy that the
/// caller may change; normalize it afterwards.
struct Stepper: ~Copyable {
  let hot: HotTables
  var tabBars = Int32Buffer(capacity: 8)
  var scratch = Int32Buffer(capacity: 64)
  private var handled: [(instance: Int32, event: Int32)] = []
  /// When the last run's one effect was selecting a tab: that tab bar's token index, else -1.
  private(set) var selectedBar = -1

  init(model: CompiledModel) {
    hot = model.hot
  }

  /// Runs action `id` with `acting` as the acting instance.
  mutating func run(_ id: Int32, acting: Int32, on state: inout WorkingState) -> StepOutcome {
    if !handled.isEmpty { handled.removeAll(keepingCapacity: true) }
    selectedBar = -1
    return perform(id, acting: acting, on: &state)
  }

  private mutating func perform(_ id: Int32, acting: Int32, on state: inout WorkingState) -> StepOutcome {
    let target = hot.actionTargets[Int(id)]
    if target == .dangling { return .noTransition }
    switch hot.actionKinds[Int(id)] {
    case .push: return push(target, acting: acting, id: id, on: &state)
    case .present: return present(target, style: LayerStyle.sheet, acting: acting, on: &state)
    case .cover: return present(target, style: LayerStyle.cover, acting: acting, on: &state)
    case .replace: return replace(target, acting: acting, on: &state)
    case .select: return select(target, acting: acting, on: &state)
    case .pop: return pop(toRoot: false, on: &state)
    case .popToRoot: return pop(toRoot: true, on: &state)
    case .popTo: return popTo(target, id: id, on: &state)
    case .dismiss:
      let top = state.topLayerStart
      guard top > 0 else { return .failed(.nothingToDismiss, action: id) }
      state.tokens.truncate(at: top)
      return .moved
    case .finish: return finish(acting, id: id, on: &state)
    case .emit: return emit(target, acting: acting, id: id, on: &state)
    }
  }

  // MARK: push, present

  private mutating func push(_ target: ResolvedActionTarget, acting: Int32, id: Int32, on state: inout WorkingState)
    -> StepOutcome
  {
    var route: Int32
    var newType: Int32 = -1
    switch target {
    case .ownRoute(let own):
      route = own
    case .coordinator(let type, let start):
      route = start >= 0 ? start : hot.typeStartRoutes[Int(type)]
      if route < 0 { return .noTransition }
      newType = type
    default:
      return .noTransition
    }
    let visible = state.visible(tabBars: &tabBars)
    guard visible.isStack else { return .failed(.pushOutsideStack, action: id) }
    let owner = newType >= 0 ? state.newInstance(type: newType, parent: acting) : acting
    let end = visible.content + 2 + 2 * Int(state.tokens[visible.content + 1])
    state.tokens[visible.content + 1] += 1
    state.tokens.insert(route, owner, at: end)
    return .moved
  }

  private mutating func present(
    _ target: ResolvedActionTarget, style: Int32, acting: Int32, on state: inout WorkingState
  ) -> StepOutcome {
    switch target {
    case .ownRoute(let route):
      state.tokens.append(style)
      state.tokens.append(ContentKind.stack, 1, route, acting)
    case .coordinator(let type, let route):
      state.tokens.append(style)
      buildStartContent(type: type, route: route, parent: acting, state: &state)
      state.tokens.append(contentsOf: scratch)
    default:
      return .noTransition
    }
    return .moved
  }

  /// Puts into `scratch` the content a new instance of `type` shows when started (at `route`, or
  /// its start), creating its instances in `state`.
  mutating func buildStartContent(type: Int32, route: Int32, parent: Int32, state: inout WorkingState) {
    scratch.removeAll()
    appendStartContent(type: type, route: route, parent: parent, state: &state)
  }

  private mutating func appendStartContent(type: Int32, route: Int32, parent: Int32, state: inout WorkingState) {
    let instance = state.newInstance(type: type, parent: parent)
    let isRoot = hot.typeIsRoot[Int(type)]
    switch hot.typeStarts[Int(type)] {
    case .ownRoute(let start):
      let shown = route >= 0 ? route : start
      if isRoot {
        scratch.append(ContentKind.slot, instance)
        scratch.append(ContentKind.screen, shown)
        scratch.append(instance)
      } else {
        scratch.append(ContentKind.stack, 1, shown, instance)
      }
    case .child(let child, let childRoute):
      if route >= 0 {
        if isRoot {
          scratch.append(ContentKind.slot, instance)
          scratch.append(ContentKind.screen, route)
          scratch.append(instance)
        } else {
          scratch.append(ContentKind.stack, 1, route, instance)
        }
      } else {
        if isRoot { scratch.append(ContentKind.slot, instance) }
        appendStartContent(type: child, route: childRoute, parent: instance, state: &state)
      }
    case .tabBar:
      let start = Int(hot.typeTabOffsets[Int(type)])
      let end = Int(hot.typeTabOffsets[Int(type) + 1])
      let selected = CompiledModel.decodeStartTab(route) ?? hot.typeStartTabs[Int(type)]
      scratch.append(ContentKind.tabs, instance, selected, Int32(end - start))
      for index in start..<end {
        appendStartContent(type: hot.tabList[index], route: -1, parent: instance, state: &state)
      }
    case .nothing:
      scratch.append(ContentKind.stack, 1, 0, instance)
    }
  }

  // MARK: select, pop, popTo

  private mutating func select(_ target: ResolvedActionTarget, acting: Int32, on state: inout WorkingState)
    -> StepOutcome
  {
    guard case .tab(let tab) = target,
      let (bar, position) = selection(of: tab, from: acting, in: state, bar: { tabBar(ownedBy: $0, in: state) })
    else { return .noTransition }
    state.tokens[bar + 2] = Int32(position)
    selectedBar = bar
    return .moved
  }

  /// The tab bar (token index) and position that selecting `tab` from `acting` changes: the first
  /// instance up the chain that is a tab bar with that tab. `bar` finds the tab bar an instance owns.
  @inline(__always)
  private func selection(
    of tab: Int32, from acting: Int32, in state: borrowing WorkingState, bar: (Int32) -> Int?
  ) -> (bar: Int, position: Int)? {
    var instance = acting
    while instance >= 0 {
      let type = state.types[Int(instance)]
      if hot.typeIsTabs[Int(type)], let position = hot.tabPosition(of: tab, in: type), let found = bar(instance) {
        return (found, position)
      }
      instance = state.parents[Int(instance)]
    }
    return nil
  }

  /// The handler of `event` nearest up the chain from `acting`, and the instance whose it is.
  @inline(__always)
  private func handler(of event: Int32, from acting: Int32, in state: borrowing WorkingState)
    -> (handler: Int32, instance: Int32)?
  {
    var instance = acting
    while instance >= 0 {
      let handler = hot.handler(of: state.types[Int(instance)], for: event)
      if handler >= 0 { return (handler, instance) }
      instance = state.parents[Int(instance)]
    }
    return nil
  }

  /// When action `id`, run from `acting`, would only select a tab (a `select`, or an `emit` whose
  /// handler is one): that tab bar's token index and the tab's position, found by the same walks as
  /// `run` but without changing the state. Nil for anything else, including a selection that fails.
  /// `tabPlaces` holds (token index, byte offset) for every tab bar of the state, in token order
  /// (`StateCodec.tabPlaces`): a shorter search than the tokens.
  @inline(__always)
  func tabSelection(
    _ id: Int32, acting: Int32, in state: borrowing WorkingState, tabPlaces: UnsafeBufferPointer<Int32>
  ) -> (bar: Int, position: Int)? {
    var id = id
    var acting = acting
    if hot.actionKinds[Int(id)] == .emit {
      guard case .event(let event) = hot.actionTargets[Int(id)],
        let (handler, instance) = handler(of: event, from: acting, in: state)
      else { return nil }
      (id, acting) = (handler, instance)
    }
    guard hot.actionKinds[Int(id)] == .select, case .tab(let tab) = hot.actionTargets[Int(id)] else { return nil }
    return selection(of: tab, from: acting, in: state) { owner in
      stride(from: 0, to: tabPlaces.count, by: 2).first { state.tokens[Int(tabPlaces[$0]) + 1] == owner }
        .map { Int(tabPlaces[$0]) }
    }
  }

  /// The index of the tab bar that `instance` owns, if any.
  func tabBar(ownedBy instance: Int32, in state: borrowing WorkingState) -> Int? {
    var index = 0
    var pending = 0
    let tokens = state.tokens.base
    while index < state.tokens.count {
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
    guard let (handler, instance) = handler(of: event, from: acting, in: state),
      !handled.contains(where: { $0.instance == instance && $0.event == event })
    else { return .failed(.unhandledEvent, action: id) }
    handled.append((instance, event))
    return perform(handler, acting: instance, on: &state)
  }
}
