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
  /// dialect reads it as a close (`closing`, by location).
  static func before(
    _ index: Int, in function: FunctionItem, of typeName: String, closing: Set<SourceLocation>, types: AppTypes
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
    let isCloseCall = { (other: CallItem) in other.member == "close" && mayDismiss(other, closing: closing) }
    if host == "dismiss" && !declaresDismiss { return Dismissal(layers: 1) }
    if host == "close" {
      // A completion of a close the dialect reads (the nearest close before the code is the one).
      return calls[..<index].contains(where: isCloseCall) ? Dismissal(layers: 1, closes: true) : .none
    }
    if !declaresDismiss, call.receiver.contains(where: isDismissStep) { return Dismissal(layers: 1) }
    let dismisses = FinishedBefore.calls(before: index, in: function) { other in
      (other.member == "dismiss" && !declaresDismiss) || isCloseCall(other)
    }
    guard !dismisses.isEmpty else { return .none }
    return Dismissal(layers: dismisses.count, closes: dismisses.contains { closing.contains($0.location) })
  }

  /// Of what is dismissed before the call at `index` (`before`), what is dismissed once the navigation written at
  /// `navigation`, earlier in the function, has shown its screen: the dismisses and closes written between the two
  /// (`router.navigate(to: .packed)`, then later `router.dismiss(); router.pop()`: the dismiss closes `packed`), or
  /// the dismiss of a chain the call continues. None where the navigation comes after them (`dismiss(); navigate(to:
  /// .a); pop()` pops `a`).
  static func before(
    _ index: Int, in function: FunctionItem, of typeName: String, after navigation: SourceLocation,
    closing: Set<SourceLocation>, types: AppTypes
  ) -> Dismissal {
    var dismissal = before(index, in: function, of: typeName, closing: closing, types: types)
    let call = function.calls[index]
    guard dismissal.layers > 0, !call.receiver.contains(where: isDismissStep) else { return dismissal }
    let declaresDismiss = types.declaresFunction("dismiss", in: typeName)
    let between = function.calls.filter { other in
      navigation < other.location && other.location < call.location
        && ((other.member == "dismiss" && !declaresDismiss)
          || (other.member == "close" && mayDismiss(other, closing: closing)))
    }
    dismissal.layers = min(dismissal.layers, between.count)
    dismissal.closes = dismissal.closes && between.contains { closing.contains($0.location) }
    return dismissal.layers == 0 ? .none : dismissal
  }

  private static func isDismissStep(_ step: ChainStep) -> Bool {
    if case .call("dismiss", _) = step { true } else { false }
  }
}
