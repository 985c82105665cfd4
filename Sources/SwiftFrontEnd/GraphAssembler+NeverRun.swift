import NavigationModel
import SourceIndex

/// Navigation that only code which never runs leads to (`UncalledFunctions`), left out.
extension GraphAssembler {
  /// Places again the sites whose searches went through functions that turn out to never run
  /// (`TriggerResolver.Triggers.uncalled`, which nothing in the app names), searched again without them (`place`); a
  /// note at each such function names what was left out for it. Gives the searches that know what never runs.
  @discardableResult
  mutating func leaveOutWhatNeverRuns(
    in placements: inout [Placement], of sites: [ActionSite], triggers: TriggerResolver,
    place: @Sendable (Int, TriggerResolver) -> Placement
  ) -> TriggerResolver {
    let graph = triggers.graph
    // Function numbers, so that the work done on one core (for every site) tests integers and hashes nothing.
    var reached = [Bool](repeating: false, count: graph.functions.count)
    for index in placements.indices { for function in placements[index].uncalled { reached[function] = true } }
    let reachedNumbers = reached.indices.filter { reached[$0] }
    guard !reachedNumbers.isEmpty else { return triggers }
    let namedNowhere = UncalledFunctions(types: types, threads: threads, neverSet: resolver.neverSet).neverRun(
      reachedNumbers.map { graph.functions[$0] })
    // Those known before (`GraphAssembler+Leaving`) stay known.
    let known = triggers.neverRun
    var neverRuns = known.isEmpty ? [Bool](repeating: false, count: graph.functions.count) : known
    var found = false
    for (function, never) in zip(reachedNumbers, namedNowhere) where never && !neverRuns[function] {
      neverRuns[function] = true
      found = true
    }
    guard found else { return triggers }
    let knowing = triggers.knowing(neverRun: neverRuns)
    let affected = placements.indices.filter { placements[$0].uncalled.contains { neverRuns[$0] } }
    let again = Parallel.map(count: affected.count, threads: threads) { place(affected[$0], knowing) }
    var leftOut: [Int: [Action]] = [:]
    for (index, placement) in zip(affected, again) {
      if placement.routes.count < placements[index].routes.count
        || (placements[index].inferred != nil && placement.inferred == nil)
      {
        for function in placements[index].uncalled where neverRuns[function] {
          leftOut[function, default: []].append(sites[index].action)
        }
      }
      placements[index] = placement
    }
    let described = leftOut.sorted { $0.key < $1.key }
    let types = types
    let calledThroughNothing = resolver.neverSet.calledMembers
    notes += Parallel.map(count: described.count, threads: threads) { index -> ReadingNote? in
      let (number, actions) = described[index]
      let key = graph.functions[number]
      guard let function = types.functions(String(key.baseName), ofTypeOrFree: key.typeName).first else { return nil }
      // Its calls may all be through properties nothing sets (each has a note of its own). A property's getter (a
      // `private lazy var` built with closures) is read, not called.
      let property = function.parameters.isEmpty ? types.property(String(key.baseName), of: key.typeName) : nil
      let isProperty = property != nil
      let why =
        calledThroughNothing.contains(String(key.baseName))
        ? "nothing names it but calls through a property that nothing sets, which run nowhere"
        : !isProperty
          ? "no call, reference or selector names it"
          : property?.isLazy == true ? "no code names it, so its value is never made" : "no code names it"
      let named =
        key.typeName == TypeItem.freeFunctionsName
        ? "the free function \(key.baseName)" : "\(key.typeName).\(key.baseName)"
      return ReadingNote(
        location: function.location,
        message:
          "\(named) is \(isProperty ? "read" : "called") nowhere in the app's code (\(why)), so "
          + "the navigation only it leads to is left out: "
          + ReadingNote.listing(actions, place: \.location, what: \.summary, from: function.location.file))
    }.compactMap { $0 }
    return knowing
  }
}
