import NavigationModel
import SourceIndex

/// UIKit's callbacks that run as a screen goes away (`viewWillDisappear(_:)`, `viewDidDisappear(_:)`): the back, the
/// swipe or the dismiss that removes it is already a transition of the model, and a coordinator's chain loses what no
/// longer shows anything. Navigation asked there (`if isMovingFromParent { coordinator?.didLeave() }`, a `finishFlow`
/// that tidies up) is no action of the screen the user could take: read as one, it would give every such screen a way
/// out that the app does not have, and hide a trap. It is left out, with a note. So is what a SwiftUI view asks for in
/// `.onDisappear { ... }` (`ClosureRunner.leaving`), which runs in a function of the view's own.
extension GraphAssembler {
  /// The callbacks that run as a screen goes away.
  static let leavingCallbacks: Set<Substring> = ["viewWillDisappear", "viewDidDisappear"]

  /// For each function of the call graph (by number), whether it is such a callback of an app type (empty when none
  /// is).
  static func leaving(in graph: CallGraph, types: AppTypes) -> [Bool] {
    // Most apps' types declare none: the functions are not looked at.
    guard
      graph.hasLeavingClosures || leavingCallbacks.contains(where: { types.declaresFunction(named: String($0)) })
    else { return [] }
    var marks: [Bool] = []
    for (number, key) in graph.functions.enumerated()
    where leavingCallbacks.contains(key.baseName) || key.function == ClosureRunner.leavingFunction {
      guard types.type(named: key.typeName) != nil || key.function == ClosureRunner.leavingFunction else { continue }
      if marks.isEmpty { marks = Array(repeating: false, count: graph.functions.count) }
      marks[number] = true
    }
    return marks
  }

  /// How many calls deep the actions a leaving callback leads to are looked for, for its note.
  private static let leavingDepth = 8

  /// A note at each leaving callback whose navigation is left out: the actions placed nowhere (`placements`) that code
  /// it runs asks for, which a search that goes through it (`unmasked`) places on some route.
  func leavingNotes(
    _ leaving: [Bool], graph: CallGraph, sites: [ActionSite], siteFunctions: [FunctionKey], placements: [Placement],
    unmasked: TriggerResolver
  ) -> [ReadingNote] {
    guard !leaving.isEmpty else { return [] }
    var sitesByFunction: [Int: [Int]] = [:]
    for index in sites.indices where placements[index].routes.isEmpty && placements[index].inferred == nil {
      if let number = graph.number(of: siteFunctions[index]) { sitesByFunction[number, default: []].append(index) }
    }
    guard !sitesByFunction.isEmpty else { return [] }
    var callees: [Int: [Int]] = [:]
    for callee in graph.functions.indices {
      for edge in graph.calls(of: callee) where edge.caller != callee {
        callees[edge.caller, default: []].append(callee)
      }
    }
    var notes: [ReadingNote] = []
    for callback in leaving.indices where leaving[callback] {
      var seen: Set<Int> = [callback]
      var frontier = [callback]
      for _ in 0..<Self.leavingDepth where !frontier.isEmpty {
        frontier = frontier.flatMap { callees[$0] ?? [] }.filter { seen.insert($0).inserted }
      }
      let leftOut = seen.sorted().flatMap { sitesByFunction[$0] ?? [] }.filter { index in
        triggers(of: sites[index], writtenIn: siteFunctions[index], in: unmasked)?.routes.isEmpty == false
      }
      guard !leftOut.isEmpty, let (location, subject, going) = leavingCode(graph.functions[callback]) else { continue }
      notes.append(
        ReadingNote(
          location: location,
          message:
            "\(subject) runs as its \(going) goes away (after a back, a swipe or a dismiss, which the model makes itself), so the navigation it asks "
            + "for is no action of the screen, and is left out: "
            + ReadingNote.listing(
              leftOut.map { sites[$0].action }, place: \.location, what: \.summary, from: location.file)))
    }
    return notes
  }

  /// Where a leaving callback is written, how a note names it and what goes away: a screen for
  /// `ProfileViewController.viewDidDisappear`; a view for the closures a type gives `.onDisappear`
  /// (`ClosureRunner.leavingFunction`), `TicketView's .onDisappear`, written at the first of them.
  private func leavingCode(_ key: FunctionKey) -> (SourceLocation, String, String)? {
    guard key.function == ClosureRunner.leavingFunction else {
      return types.functions(String(key.baseName), ofTypeOrFree: key.typeName).first.map {
        ($0.location, "\(key.typeName).\(key.baseName)", "screen")
      }
    }
    guard
      let type = types.type(named: key.typeName) ?? types.libraryExtensions.first(where: { $0.name == key.typeName })
    else { return nil }
    let modifiers = type.functions.flatMap(\.calls).filter { ClosureRunner.leavingHosts.contains($0.member) }
    return modifiers.map(\.location).min().map { ($0, "\(key.typeName)'s .onDisappear", "view") }
  }
}
