import NavigationModel
import SourceIndex

/// Handlers that hand the URL to another handler: `scene(_:openURLContexts:)` that dismisses what is up, then calls
/// `coordinator.handle(url)`, a handler of its own (one that only handlers call). The inner handler's links are read
/// where they are written (their names, ways and places); each caller's own steps go around them, where it calls.
extension DeepLinkReader {
  /// A call of a handler (`outer`) to another (`inner`), with the caller's own steps before and after the call.
  struct HandOff {
    var outer: FunctionKey
    var inner: FunctionKey
    var before: [DeepLinkStep]
    var after: [DeepLinkStep]
    /// The coordinator a guard around the caller's steps before the call asks for (`ChosenStep.onlyWith`).
    var onlyWith: String? = nil
  }

  /// The other handlers a call runs (`coordinator.handle(url)` in `scene(_:openURLContexts:)`, or in an `onOpenURL`
  /// closure), by key; none for a call of anything else. `caller`: the calling function's key.
  func handlers(runBy call: CallItem, in context: CodeContext, caller: FunctionKey) -> [FunctionKey] {
    guard rootNames.contains(call.member[...]), types.declaresFunction(named: call.member) else { return [] }
    return resolver.methods(runBy: call, in: context).compactMap { method, owner in
      let key = CallGraph.key(owner, method, in: types)
      return key != caller && roots.contains(key) && Self.receivesURLs(method) ? key : nil
    }
  }

  /// The hand-offs of a function whose own code names no link (`pieces`), where its own steps go one way: its steps
  /// before and after each call that hands the URL on (`calls`: where each is, and the handlers it runs). Nil where
  /// they cannot be told apart so (its code names links, or goes several ways).
  static func handOffs(_ calls: [(SourceLocation, [FunctionKey])], around pieces: LinkPieces, in outer: FunctionKey)
    -> [HandOff]?
  {
    guard !calls.isEmpty, pieces.pieces.allSatisfy(\.urls.isEmpty) else { return nil }
    let sorted = pieces.pieces.sorted { $0.location < $1.location }
    let steps = sorted.flatMap(\.steps)
    guard let ways = ChosenStep.ways(through: steps), ways.count == 1 else { return nil }
    var handOffs: [HandOff] = []
    for (location, inners) in calls {
      let before = sorted.filter { $0.location < location }.flatMap(\.steps)
      let after = sorted.filter { $0.location > location }.flatMap(\.steps)
      let onlyWith = ChosenStep.onlyWith(before)
      handOffs += inners.map {
        HandOff(outer: outer, inner: $0, before: before.map(\.step), after: after.map(\.step), onlyWith: onlyWith)
      }
    }
    return handOffs
  }

  /// How many handlers deep hand-offs are followed (`scene(_:continue:)` to `openActivity(_:)` to `handle(_:)`).
  private static let handOffDepth = 4

  /// The links with each inner handler's links run through its callers' hand-offs (the caller's steps before, the
  /// link's, the caller's after), once per hand-off, in place of the link read alone, and so on up to the handlers no
  /// handler calls; alone too where the system calls the handler itself (a scene or app delegate's callback).
  static func composed(_ links: [Link], handOffs: [HandOff]) -> [Link] {
    guard !handOffs.isEmpty else { return links }
    var byInner: [FunctionKey: [HandOff]] = [:]
    for handOff in handOffs { byInner[handOff.inner, default: []].append(handOff) }
    var links = links
    for _ in 0..<handOffDepth {
      var changed = false
      links = links.flatMap { link -> [Link] in
        // A link left out (no steps) is said once, where it is written.
        guard let handler = link.handler, let handOffs = byInner[handler], !link.steps.isEmpty else { return [link] }
        changed = true
        var composed = handOffs.map { handOff in
          var through = link
          through.steps = handOff.before + link.steps + handOff.after
          through.handler = handOff.outer
          // The caller's guard comes first; the inner link's holds where no step of the caller's before it may start
          // a coordinator.
          let startsBefore = handOff.before.contains(where: ChosenStep.mayStartCoordinator)
          through.onlyWith = handOff.onlyWith ?? (startsBefore ? nil : link.onlyWith)
          return through
        }
        if DeepLinkFunctions.isDelegateCallback(handler) {
          var alone = link
          alone.handler = nil
          composed.insert(alone, at: 0)
        }
        return composed
      }
      if !changed { break }
    }
    return links
  }
}
