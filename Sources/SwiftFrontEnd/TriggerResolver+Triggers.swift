extension TriggerResolver {
  /// What the search found for one site.
  struct Triggers: Sendable {
    /// Route numbers, ascending.
    var routes: [Int] = []
    /// The search reached a deep-link handler (the site is a deep link's step there).
    var reachesDeepLink = false
    /// Some callers were left out because they pass another enum case than the code's arm needs.
    var leftOutCallers = false
    /// Some caller passes one of the cases the code's arm needs, as a literal (`handle(.refresh)`).
    var someCallerSendsTheCase = false

    /// The search ended somewhere that says nothing of where the code fires: a coordinator reached by a
    /// callback, a function of no route that nothing calls.
    var reachesAnUnknownMoment = false
    /// The functions the search went through that no call of the app's reaches and that only the app's Swift code
    /// could call (`TriggerResolver.mayNeverRun`), by number, ascending: if nothing in the app names them either, they
    /// never run, and the search is made again without them (see `UncalledFunctions`).
    var uncalled: [Int] = []
    /// The search met functions known to never run (`TriggerResolver.neverRun`), and went no further there.
    var reachesCodeThatNeverRuns = false

    /// The start routes of the coordinators whose `start` (or initialiser) runs the code: it runs when
    /// the coordinator starts, not on a tap. Ascending; a subset of `routes`.
    var startedRoutes: [Int] = []
    /// The coordinators whose finish the code runs after, where the search found that finish asked
    /// (`CallGraph.Edge.afterFinishing`): it runs where each was started from, once it is gone. Ascending.
    var afterFinishing: [String] = []
    /// The routes where those finishes are asked, ascending: where the code fires if nothing is found that starts the
    /// finished coordinators (a tab's, say).
    var finishAskedOn: [Int] = []
    /// The routes where the search reached code that runs once a presented layer is gone (`CallGraph.Edge
    /// .afterDismissing`), ascending: where the dismiss is asked; the code fires where that layer was presented.
    var dismissAskedOn: [Int] = []
    /// The same for code after a close (`CallGraph.Edge.afterClosing`): it fires where the layer was presented only
    /// where the close dismisses.
    var closeAskedOn: [Int] = []

    /// Callers send other cases of the code's arm, none sends its own, and no other path runs it at a
    /// moment the code does not show: the arm never runs.
    var armIsNeverSent: Bool { leftOutCallers && !someCallerSendsTheCase && !reachesAnUnknownMoment }

    /// What either search found.
    func union(_ other: Triggers) -> Triggers {
      Triggers(
        routes: Array(Set(routes).union(other.routes)).sorted(),
        reachesDeepLink: reachesDeepLink || other.reachesDeepLink,
        leftOutCallers: leftOutCallers || other.leftOutCallers,
        someCallerSendsTheCase: someCallerSendsTheCase || other.someCallerSendsTheCase,
        reachesAnUnknownMoment: reachesAnUnknownMoment || other.reachesAnUnknownMoment,
        uncalled: other.uncalled.isEmpty ? uncalled : Array(Set(uncalled).union(other.uncalled)).sorted(),
        reachesCodeThatNeverRuns: reachesCodeThatNeverRuns || other.reachesCodeThatNeverRuns,
        startedRoutes: Array(Set(startedRoutes).union(other.startedRoutes)).sorted(),
        afterFinishing: other.afterFinishing.isEmpty
          ? afterFinishing : Array(Set(afterFinishing).union(other.afterFinishing)).sorted(),
        finishAskedOn: other.finishAskedOn.isEmpty
          ? finishAskedOn : Array(Set(finishAskedOn).union(other.finishAskedOn)).sorted(),
        dismissAskedOn: other.dismissAskedOn.isEmpty
          ? dismissAskedOn : Array(Set(dismissAskedOn).union(other.dismissAskedOn)).sorted(),
        closeAskedOn: other.closeAskedOn.isEmpty
          ? closeAskedOn : Array(Set(closeAskedOn).union(other.closeAskedOn)).sorted())
    }
  }
}
