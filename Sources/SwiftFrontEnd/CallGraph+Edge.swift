extension CallGraph {
  /// A call of a function: the function that makes it, and how.
  struct Edge: Sendable {
    /// The calling function's number.
    var caller: Int
    /// The call sits in a closure that runs later at an unknown time (`sink`, a stored callback),
    /// not in one that runs now or on the same event (`Task`, `withAnimation`).
    var isCallback: Bool
    /// The enum case (or `Bool` literal) the call passes for the callee's selector parameter (`handle(.openCart)`,
    /// `setupStep(self, didFinishWith: .next)`: `EnumParameterCases.Selector`), by its number in `caseNumbers`, or
    /// -1.
    var argumentCase: Int32 = -1
    /// The same case with the case of its first associated value (`open(.harbor)` for `handle(.open(.harbor))`:
    /// `CompoundCases`), by its number in `caseNumbers`, or -1.
    var argumentCompound: Int32 = -1
    /// The call wraps the calling function's selector parameter in the case it passes (`handle(.open(route))` in a
    /// view model's `func open(_ route: IsleRoute)`): the callee's compound cases (`open(.harbor)`) are the cases the
    /// caller's own callers pass (`model.open(.harbor)`).
    var forwardsInner = false
    /// The call passes on, as the callee's selector, the value that an arm around it binds from the calling function's
    /// selector (`explore(spot)` under `case .explore(let spot):` in `handle(_ action:)`), by the arm's case number, or
    /// -1: the callee's cases (`cave`) are the inner cases of the compound cases (`explore(.cave)`) the caller's callers
    /// must pass.
    var unwrapsCase: Int32 = -1
    /// The arms the call sits in: the cases of a `switch` over the calling function's selector parameter
    /// around it (`case .compose:` in `send(_ action:)`), as a set in `caseSets`, by number; or -1.
    var armCases: Int32 = -1
    /// The call passes on the calling function's selector parameter as the callee's (`handle(event)` in
    /// `send(_ event:)`): the case the callee needs is the one its callers pass.
    var forwardsParameter = false
    /// The call sits in a closure that opens a deep link (`.onOpenURL { ... }`).
    var inDeepLink = false
    /// The callee is a subclass's override of the method that a base class's code calls on `self` (`submit()` in
    /// `FormModel.submitTapped()`, `EmailFormModel`'s `override func submit()`): it runs there for values of that
    /// subclass. A screen with routes of its own (a view controller's override) fires from those, not from the routes
    /// of every subclass the base class's code runs for, so the search leaves this edge out there
    /// (`TriggerResolver`); a model or a view that belongs to no route fires where the base class's code runs.
    var dispatchesOnSelf = false
    /// The call is made on the coordinator a SwiftUI view reads from the coordinator library's environment
    /// (`@Environment(\.coordinator) var coordinator`, then `(coordinator as? ManifestRouting)?.showManifest()`): the
    /// coordinator that shows the view. It runs the callee on the caller's routes of the callee's coordinator only, not
    /// on the routes of every coordinator that shows the view (`TriggerResolver.shownByCoordinator`).
    var onShowingCoordinator = false
    /// The call passes a stored property of the calling type as the callee's selector (`next(after: step)` in a
    /// screen built with `step: .bait`), by its number in `propertyNumbers`, or -1: the case the callee needs is
    /// the one the property holds on each of the caller's routes.
    var heldProperty: Int32 = -1
    /// The call sits in arms of a `switch` (or an `if case`) over a stored property of the calling type
    /// (`switch step { case .last: coordinator?.finish() }` in a screen built with `step: .last`): that
    /// property, by its number in `propertyNumbers`, and the arms' cases, as a set in `caseSets`; or -1. The
    /// call is made only on the caller's routes where the property may hold one of those cases.
    var armProperty: Int32 = -1
    var armPropertyCases: Int32 = -1
    /// The call sits in a closure given to a value of the calling type (the caller stands for the closures that type
    /// is given) that the function of this number makes (`FormModel(onDone: { ... })`, or `model.onDone = { ... }` for
    /// `let model = FormModel()`: `ClosureRunner.isGivenToValueMadeHere`), or -1: the value that runs it is the one
    /// made there, shown on the routes that function makes values for (`TriggerResolver.routesMade(by:)`), not on
    /// every route of the type.
    var writtenIn: Int32 = -1
    /// The call sits in the completion of a coordinator's finish (`child.finishFlow { self?.showHome() }`, or its own),
    /// or after the finish in straight-line code (`FinishedBefore`): it runs once that coordinator is gone, where it
    /// was started, not where its finish was asked. That coordinator's type, by the
    /// number of its function that stands for the closures it is given (`ClosureRunner.closureFunction`, which every
    /// type of the app has), or -1.
    /// `afterDismissing`'s value: -2, `afterClosing`'s: -3 (an edge is copied for every step of every search: its size
    /// is kept).
    var afterFinishing: Int32 = -1

    /// `afterFinishing` for a call that runs once a presented layer is gone.
    static let dismissing: Int32 = -2
    /// `afterFinishing` for a call that runs after a close (`DismissedBefore`): once a presented layer is gone where the
    /// close dismisses, after a pop elsewhere.
    static let closing: Int32 = -3

    /// The call sits in the completion of a dismiss (`router.dismiss(animated: true) { self?.showThanks() }`), or after a
    /// dismiss in straight-line code: it runs once the presented layer is gone, where that layer was presented, not
    /// where the dismiss was asked (`GraphAssembler.placeAfterDismissing`). Kept in `afterFinishing`.
    var afterDismissing: Bool {
      get { afterFinishing == Self.dismissing }
      set { afterFinishing = newValue ? Self.dismissing : -1 }
    }

    /// The call runs after a close (the library's `close()`, SwiftUI's `dismiss()`): where the close dismisses (on the
    /// screen that tops a presented layer), once the layer is gone, where it was presented; elsewhere where the close
    /// was asked. Kept in `afterFinishing`.
    var afterClosing: Bool { afterFinishing == Self.closing }
  }

  /// An edge from code in a closure that observes a notification: kept if the app posts the notification
  /// (`ifPosted`, the edge then comes from the notification's function), or if it does not (the edge as
  /// any closure's code makes it).
  struct Observing {
    var notification: String
    var ifPosted: Bool
  }

  /// The enum cases a call shows: the one it passes for the callee's selector parameter, the arms it sits in,
  /// whether it passes on the calling function's selector, and the calling type's stored property it passes
  /// as the selector, as `Type.property` (see `Edge`).
  struct CallCases {
    var passed: String?
    /// The case of `passed`'s first associated value (`CompoundCases`), nil when the reading cannot tell it: set when
    /// `passed` has one.
    var compound: (outer: String, inner: String?)?
    /// The case of the calling function's selector whose arm binds the value passed (`Edge.unwrapsCase`).
    var unwraps: String?
    /// `passed` wraps the calling function's selector parameter (`Edge.forwardsInner`).
    var forwardsInner = false
    var arms: [String] = []
    var forwards = false
    /// What `forwards` passes on is the value the call's closure receives (from a subject or published property:
    /// `model.$event.sink { self?.handle($0) }`).
    var forwardsClosureValue = false
    var heldProperty: String?
    /// The stored property (`Type.property`) whose arms the call sits in, and their cases.
    var propertyArms: (property: String, cases: [String])?
    /// Where the call that passes `passed` is written in its function's file, for a call made where it is written (not a
    /// closure's runner's): the place that names the case (`CallGraph.passingCall(of:at:)`), as `line << 20 | column`, or
    /// -1. (A number, not a location: cases are copied with every call read.)
    var passedAt = -1

    /// Whether the call passes no case, forwards nothing and sits in no arm (most calls).
    var isEmpty: Bool {
      passed == nil && compound == nil && unwraps == nil && !forwardsInner && arms.isEmpty && !forwards
        && !forwardsClosureValue && heldProperty == nil && propertyArms == nil
    }
  }

  /// One type's calls as read on its own core, laid out for the merge on one core: the edges and their callees'
  /// numbers as plain values, and apart, in order, what only some calls have (a callee not numbered yet, cases,
  /// a notification observed), so that the merge copies and frees few strings.
  struct ReadEdges: Sendable {
    var edges: [Edge] = []
    /// Each edge's callee's number, or -1 where `extras` gives the callee's key.
    var callees: [Int] = []
    var extras: [(position: Int, callee: FunctionKey?, cases: CallCases, observing: Observing?)] = []

    init(_ read: [(FunctionKey, Edge, CallCases, Observing?)], numbers: FunctionNumbers) {
      edges.reserveCapacity(read.count)
      callees.reserveCapacity(read.count)
      for (callee, edge, cases, observing) in read {
        let number = numbers[callee]
        if number == nil || !cases.isEmpty || observing != nil {
          extras.append((edges.count, number == nil ? callee : nil, cases, observing))
        }
        edges.append(edge)
        callees.append(number ?? -1)
      }
    }

    /// The keys of the callees, numbered (`functions`: the keys by number) or not.
    func calleeKeys(_ functions: [FunctionKey]) -> [FunctionKey] {
      var extras = self.extras[...]
      return callees.indices.map { position in
        if let extra = extras.first, extra.position == position {
          extras.removeFirst()
          if let callee = extra.callee { return callee }
        }
        return functions[callees[position]]
      }
    }
  }
}
