import NavigationModel
import SourceIndex

/// Code that runs once presented layers are gone: in the completion of the library's or UIKit's `dismiss`
/// (`router.dismiss(animated: true) { ... }`), in a Jumper chain after `dismiss()` (`dismiss().push(\.receipt)`), or after
/// `dismiss` calls in straight-line code, in the same closure (`FinishedBefore.calls(before:in:where:)`: `Button {
/// dismiss(); coordinator.share() }` too). A close (the library's `close()`, SwiftUI's `dismiss()`: `closing`, the calls
/// the dialect reads as dismissing or popping by route) counts too, but it dismisses only where its screen tops a
/// presented layer. Read for action sites (`GraphAssembler.placeAfterDismissing`) and for the call graph's edges
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

  /// Whether a call may dismiss: a `dismiss`, or a close the dialect reads (`closing`; by name first, then by
  /// location, and only where the app has any: asked of every call).
  @inline(__always) static func mayDismiss(_ call: CallItem, closing: Set<SourceLocation>) -> Bool {
    let member = call.member
    switch member.utf8.count {
    case 7: return member == "dismiss"
    case 5: return !closing.isEmpty && member == "close" && closing.contains(call.location)
    default: return false
    }
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
    closing: Set<SourceLocation>, types: AppTypes
  ) -> Dismissal {
    let calls = function.calls
    let call = calls[index]
    // Most functions call no dismiss but the call's own, if any: told before anything else is looked up.
    let host = call.closureHosts.last(where: { !ClosureRunner.transparentHosts.contains($0) })
    let inCompletion = host == "dismiss" || host == "close"
    guard
      inCompletion
        || calls.lazy.filter({ mayDismiss($0, closing: closing) }).count > (mayDismiss(call, closing: closing) ? 1 : 0)
    else { return .none }
    let declaresDismiss = types.declaresFunction("dismiss", in: typeName)
    let afterNavigation = { (other: CallItem) in navigation.map { $0 < other.location } ?? true }
    let isCloseCall = { (other: CallItem) in
      other.member == "close" && mayDismiss(other, closing: closing) && afterNavigation(other)
    }
    let isDismissCall = { (other: CallItem) in
      (other.member == "dismiss" && !declaresDismiss && afterNavigation(other)) || isCloseCall(other)
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
    guard !dismisses.isEmpty else { return .none }
    return Dismissal(layers: dismisses.count, closes: dismisses.contains { closing.contains($0.location) })
  }

  private static func isDismissStep(_ step: ChainStep) -> Bool {
    if case .call("dismiss", _) = step { true } else { false }
  }
}
