import NavigationModel

extension StateSpace {
  /// The shortest trace to a stored state (breadth-first parents), optionally followed by one more step.
  func trace(to index: Int, then last: UInt32? = nil) -> [TraceStep] {
    var path: [Int] = []
    var walk = index
    while walk != 0 {
      path.append(walk)
      walk = explorer.parent(of: walk)
    }
    var steps: [TraceStep] = []
    var previous = 0
    for state in path.reversed() {
      steps.append(step(explorer.label(of: state), from: previous, to: state))
      previous = state
    }
    if let last { steps.append(step(last, from: index, to: nil)) }
    return steps
  }

  /// A trace along a given path of (state, label) pairs from the initial state.
  func trace(along path: [(state: Int, label: UInt32)]) -> [TraceStep] {
    var previous = 0
    return path.map { state, label in
      defer { previous = state }
      return step(label, from: previous, to: state)
    }
  }

  /// A trace step for the step `label` taken in state `from` (leading to `to`, when known).
  func step(_ label: UInt32, from: Int, to: Int?) -> TraceStep {
    let before = facts(of: from).visibleRoute
    let after = to.map { facts(of: $0).visibleRoute }
    if label < UInt32(model.actions.count) {
      let action = model.actions[Int(label)]
      let target = action.writtenTarget ?? model.routeName(after ?? before)
      return TraceStep(
        action: action.kind.rawValue, from: model.routeName(before), to: target, location: action.location)
    }
    if label == model.backLabel || label == model.swipeLabel {
      return TraceStep(
        action: label == model.backLabel ? "back" : "swipe-down", from: model.routeName(before),
        to: model.routeName(after ?? before), location: nil)
    }
    if label < model.firstDeepLinkLabel {
      let tap = model.tabTapLabels[Int(label - model.firstTabTapLabel)]
      let bar = model.types[Int(tap.tabsType)]
      return TraceStep(
        action: "select", from: bar.name, to: model.types[Int(bar.tabs[tap.position])].name, location: nil)
    }
    let link = model.deepLinks[Int(label - model.firstDeepLinkLabel)]
    let target = model.targetName(of: link) ?? ""
    return TraceStep(action: "deeplink", from: link.url, to: target, location: link.location)
  }
}
