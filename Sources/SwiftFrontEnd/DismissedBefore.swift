import NavigationModel
import SourceIndex

/// Code that runs once presented layers are gone: in the completion of the library's or UIKit's `dismiss`
/// (`router.dismiss(animated: true) { ... }`), in a Jumper chain after `dismiss()` (`dismiss().push(\.receipt)`), or after
/// `dismiss` calls in straight-line code, in the same closure (`FinishedBefore.calls(before:in:where:)`: `Button {
/// dismiss(); coordinator.share() }` too), a call of the app's method that dismisses included (`await
/// coordinator.close(); await coordinator.print(image)`: `DismissingMethods`), and setting back the binding that presents
/// a screen (`filtering = false`: `Dismissers.settingsBack`). A close (the library's `close()`, SwiftUI's `dismiss()`:
/// `closing`, the calls the dialect reads as dismissing or popping by route) counts too, but it dismisses only where its
/// screen tops a presented layer. Read for action sites (`GraphAssembler.placeAfterDismissing`) and for the call graph's edges
/// (`CallGraph.Edge.afterDismissing`, `afterClosing`) by this one rule.
enum DismissedBefore {
  /// What is dismissed before some code runs.
  struct Dismissal: Equatable {
    /// How many layers.
    var layers = 0
    /// Some of those dismisses are closes: on a screen that tops no presented layer (one pushed in it) they pop, and
    /// the code runs there.
    var closes = false

    /// Nothing is dismissed before the code.
    static let none = Dismissal()
  }

  /// Whether a call may dismiss: a `dismiss`, a close the dialect reads (`closing`), or a `toggle()` that sets back the
  /// binding of a presented screen (`settingsBack`); by name first, then by location, and only where the app has any:
  /// asked of every call.
  @inline(__always) static func mayDismiss(_ call: CallItem, dismissers: Dismissers) -> Bool {
    let member = call.member
    switch member.utf8.count {
    case 7: return member == "dismiss"
    case 5: return !dismissers.closing.isEmpty && member == "close" && dismissers.closing.contains(call.location)
    case 6:
      return !dismissers.settingsBack.isEmpty && member == "toggle" && dismissers.settingsBack.contains(call.location)
    default: return false
    }
  }

  /// Whether `function` sets back the binding of a presented screen by an assignment (`showsFilter = false`).
  static func setsABindingBack(in function: FunctionItem, dismissers: Dismissers) -> Bool {
    !dismissers.settingsBack.isEmpty && function.assignments.contains { dismissers.settingsBack.contains($0.location) }
  }

  /// What is dismissed before the call at `index` of `function` (written in `typeName`) runs: one layer in a dismiss's
  /// or close's completion or after `dismiss()` in its chain, else one per dismiss or close called before it in
  /// straight-line code (`await router.dismiss(); await router.dismiss(); await navigate(...)` is two). A `dismiss`
  /// counts unless the writing type declares one itself (the app's method, no dismiss); a `close` counts where the
  /// dialect reads it as a close (`closing`, by location). With `navigation`, where a navigation earlier in the function
  /// is written: only what is dismissed once it has shown its screen, the dismisses and closes written after it
  /// (`router.navigate(to: .packed)`, then later `router.dismiss(); router.pop()`: the dismiss closes `packed`; after
  /// `dismiss(); navigate(to: .a)`, none: `pop()` pops `a`).
  static func before(
    _ index: Int, in function: FunctionItem, of typeName: String, after navigation: SourceLocation? = nil,
    dismissers: Dismissers, types: AppTypes, resolver: TypeResolver
  ) -> Dismissal {
    let calls = function.calls
    let call = calls[index]
    let closing = dismissers.closing
    let methods = dismissers.methods
    // Most functions call no dismiss but the call's own, if any: told before anything else is looked up.
    let host = call.closureHosts.last(where: { !ClosureRunner.transparentHosts.contains($0) })
    let inCompletion = host == "dismiss" || host == "close"
    let settingsBack = setsABindingBack(in: function, dismissers: dismissers)
    guard
      inCompletion
        || calls.lazy.filter({ mayDismiss($0, dismissers: dismissers) }).count
          > (mayDismiss(call, dismissers: dismissers) ? 1 : 0)
        || calls[..<index].contains(where: methods.mayRun) || settingsBack
    else { return .none }
    let declaresDismiss = types.declaresFunction("dismiss", in: typeName)
    let afterNavigation = { (place: SourceLocation) in navigation.map { $0 < place } ?? true }
    let isCloseCall = { (other: CallItem) in
      other.member == "close" && mayDismiss(other, dismissers: dismissers) && afterNavigation(other.location)
    }
    let isToggleBack = { (other: CallItem) in
      other.member == "toggle" && mayDismiss(other, dismissers: dismissers) && afterNavigation(other.location)
    }
    let context = CodeContext(typeName: typeName, function: function)
    // The layers a call of the app's dismissing methods takes away (0 for any other call).
    let wrapped = { (other: CallItem) in
      methods.mayRun(other) && afterNavigation(other.location)
        ? methods.layers(dismissedBy: other, in: context, resolver: resolver) : 0
    }
    let isDismissCall = { (other: CallItem) in
      (other.member == "dismiss" && !declaresDismiss && afterNavigation(other.location)) || isCloseCall(other)
        || isToggleBack(other) || wrapped(other) > 0
    }
    if host == "dismiss" && !declaresDismiss {
      // A completion of a dismiss written after the navigation (the nearest dismiss before the code is the one).
      return navigation == nil || calls[..<index].contains(where: isDismissCall) ? Dismissal(layers: 1) : .none
    }
    if host == "close" {
      // A completion of a close the dialect reads (the nearest close before the code is the one).
      return calls[..<index].contains(where: isCloseCall) ? Dismissal(layers: 1, closes: true) : .none
    }
    if !declaresDismiss, call.receiver.contains(where: isDismissStep) { return Dismissal(layers: 1) }
    let dismisses = FinishedBefore.calls(before: index, in: function, where: isDismissCall)
    // Assignments that set a presented screen's binding back (`showsFilter = false`) dismiss it too.
    var setBack = 0
    if settingsBack {
      let assignments = function.assignments
      setBack =
        FinishedBefore.code(
          before: call, earlier: assignments.filter { $0.location < call.location },
          later: assignments.filter { call.location < $0.location }, in: function,
          where: { dismissers.settingsBack.contains($0.location) && afterNavigation($0.location) }
        ).count
    }
    guard !dismisses.isEmpty || setBack > 0 else { return .none }
    // A dismissing method's call counts its layers (read again: rare); any other, one.
    let layers = dismisses.reduce(setBack) { $0 + max(wrapped($1), 1) }
    return Dismissal(layers: layers, closes: dismisses.contains { closing.contains($0.location) })
  }

  private static func isDismissStep(_ step: ChainStep) -> Bool {
    if case .call("dismiss", _) = step { true } else { false }
  }
}
