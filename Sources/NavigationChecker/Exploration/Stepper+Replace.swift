extension Stepper {
  /// `replace X`: the first place (layers bottom-up, pre-order) where the acting instance lives
  /// becomes X, and every layer above it is removed (semantics-details.md §11).
  mutating func replace(_ target: ResolvedActionTarget, acting: Int32, on state: inout WorkingState) -> StepOutcome {
    switch target {
    case .ownRoute, .coordinator: break
    default: return .noTransition
    }
    guard let (place, layerEnd) = findReplacePlace(of: acting, in: state) else { return .noTransition }
    let kind = state.tokens[place]
    var range: Range<Int>
    scratch.removeAll()
    if kind == ContentKind.slot {
      range = (place + 2)..<state.contentEnd(place + 2)
      switch target {
      case .ownRoute(let route):
        scratch.append(ContentKind.screen, route)
        scratch.append(acting)
      case .coordinator(let type, let route):
        buildStartContent(type: type, route: route, parent: acting, state: &state)
      default: return .noTransition
      }
    } else {
      range = place..<state.contentEnd(place)
      switch target {
      case .ownRoute(let route):
        scratch.append(ContentKind.stack, 1, route, acting)
      case .coordinator(let type, let route):
        let start = route >= 0 ? route : hot.typeStartRoutes[Int(type)]
        if kind == ContentKind.stack && start >= 0 {
          let instance = state.newInstance(type: type, parent: acting)
          scratch.append(ContentKind.stack, 1, start, instance)
        } else {
          buildStartContent(type: type, route: route, parent: acting, state: &state)
        }
      default: return .noTransition
      }
    }
    state.tokens.truncate(at: layerEnd)
    state.tokens.replaceSubrange(range, with: scratch)
    return .moved
  }

  /// The first node where `instance` lives: its own slot, a stack holding its entries, its tab bar;
  /// with the end of that node's layer.
  private func findReplacePlace(of instance: Int32, in state: borrowing WorkingState) -> (place: Int, layerEnd: Int)? {
    let tokens = state.tokens.base
    var index = 0
    var pending = 0
    var layerEnd = 0
    while index < state.tokens.count {
      if pending == 0 {
        layerEnd = state.contentEnd(index + 1)
        index += 1
        pending = 1
        continue
      }
      pending -= 1
      switch tokens[index] {
      case ContentKind.stack:
        let count = Int(tokens[index + 1])
        for entry in 0..<count where tokens[index + 3 + 2 * entry] == instance { return (index, layerEnd) }
        index += 2 + 2 * count
      case ContentKind.tabs:
        if tokens[index + 1] == instance { return (index, layerEnd) }
        pending += Int(tokens[index + 3])
        index += 4
      case ContentKind.slot:
        if tokens[index + 1] == instance { return (index, layerEnd) }
        pending += 1
        index += 2
      default:
        index += 3
      }
    }
    return nil
  }
}
