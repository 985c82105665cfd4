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
    var replacement: [Int32]
    if kind == ContentKind.slot {
      range = (place + 2)..<state.contentEnd(place + 2)
      switch target {
      case .ownRoute(let route): replacement = [ContentKind.screen, route, acting]
      case .coordinator(let type, let route):
        replacement = startContentTokens(type: type, route: route, parent: acting, state: &state)
      default: return .noTransition
      }
    } else {
      range = place..<state.contentEnd(place)
      switch target {
      case .ownRoute(let route): replacement = [ContentKind.stack, 1, route, acting]
      case .coordinator(let type, let route):
        let start = route >= 0 ? route : model.types[Int(type)].startRoute
        if kind == ContentKind.stack && start >= 0 {
          let instance = state.newInstance(type: type, parent: acting)
          replacement = [ContentKind.stack, 1, start, instance]
        } else {
          replacement = startContentTokens(type: type, route: route, parent: acting, state: &state)
        }
      default: return .noTransition
      }
    }
    state.tokens.removeSubrange(layerEnd...)
    state.tokens.replaceSubrange(range, with: replacement)
    return .moved
  }

  /// The first node where `instance` lives: its own slot, a stack holding its entries, its tab bar;
  /// with the end of that node's layer.
  private func findReplacePlace(of instance: Int32, in state: WorkingState) -> (place: Int, layerEnd: Int)? {
    let tokens = state.tokens
    var index = 0
    var pending = 0
    var layerEnd = 0
    while index < tokens.count {
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
