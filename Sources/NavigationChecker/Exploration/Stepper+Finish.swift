/// Where an instance's content sits, for `finish`.
private enum FinishContext {
  case layerRoot(start: Int, isWindow: Bool)
  case tab(owner: Int32)
  case slot(owner: Int32)
}

/// What `finish` found first.
private enum FinishPlace {
  case truncate(stack: Int, keeping: Int, layerEnd: Int)
  case owned(FinishContext)
}

extension Stepper {
  /// `finish` of an instance (semantics-details.md §15): removes its layer, or pops the entries it
  /// pushed, or finishes the owner of the tab bar or slot it lives in; at the window's root: finish-root.
  mutating func finish(_ instance: Int32, id: Int32, on state: inout WorkingState) -> StepOutcome {
    var finishing = instance
    while true {
      guard let place = findFinishPlace(of: finishing, in: state) else { return .noTransition }
      switch place {
      case .truncate(let stack, let keeping, let layerEnd):
        state.tokens.truncate(at: layerEnd)
        truncateStack(at: stack, keeping: keeping, in: &state)
        return .moved
      case .owned(.layerRoot(let start, let isWindow)):
        if isWindow { return .failed(.finishRoot, action: id) }
        state.tokens.truncate(at: start)
        return .moved
      case .owned(.tab(let owner)), .owned(.slot(let owner)):
        finishing = owner
      }
    }
  }

  private func findFinishPlace(of instance: Int32, in state: borrowing WorkingState) -> FinishPlace? {
    var members = [Bool](repeating: false, count: state.types.count)
    for candidate in 0..<state.types.count {
      var walk = Int32(candidate)
      while walk >= 0 && walk != instance { walk = state.parents[Int(walk)] }
      members[candidate] = walk == instance
    }
    var index = 0
    while index < state.tokens.count {
      let layerEnd = state.contentEnd(index + 1)
      let context = FinishContext.layerRoot(start: index, isWindow: index == 0)
      if let place = findFinishPlace(at: index + 1, context: context, layerEnd: layerEnd, members: members, in: state) {
        return place
      }
      index = layerEnd
    }
    return nil
  }

  private func findFinishPlace(
    at index: Int, context: FinishContext, layerEnd: Int, members: [Bool], in state: borrowing WorkingState
  ) -> FinishPlace? {
    let tokens = state.tokens.base
    switch tokens[index] {
    case ContentKind.stack:
      let count = Int(tokens[index + 1])
      if members[Int(tokens[index + 3])] { return .owned(context) }
      for entry in 1..<max(count, 1) where members[Int(tokens[index + 3 + 2 * entry])] {
        return .truncate(stack: index, keeping: entry, layerEnd: layerEnd)
      }
      return nil
    case ContentKind.tabs:
      let owner = tokens[index + 1]
      if members[Int(owner)] { return .owned(context) }
      var child = index + 4
      for _ in 0..<Int(tokens[index + 3]) {
        if let place = findFinishPlace(
          at: child, context: .tab(owner: owner), layerEnd: layerEnd, members: members, in: state)
        {
          return place
        }
        child = state.contentEnd(child)
      }
      return nil
    case ContentKind.slot:
      let owner = tokens[index + 1]
      if members[Int(owner)] { return .owned(context) }
      return findFinishPlace(
        at: index + 2, context: .slot(owner: owner), layerEnd: layerEnd, members: members, in: state)
    default:
      return members[Int(tokens[index + 2])] ? .owned(context) : nil
    }
  }
}
