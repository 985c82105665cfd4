import SourceIndex

/// Code that runs once presented layers are gone: in the completion of the library's or UIKit's `dismiss`
/// (`router.dismiss(animated: true) { ... }`), in a Jumper chain after `dismiss()` (`dismiss().push(\.receipt)`), or after
/// `dismiss` calls in straight-line code, in the same closure (`FinishedBefore.calls(before:in:where:)`: `Button {
/// dismiss(); coordinator.share() }` too). Read for action sites (`GraphAssembler.placeAfterDismissing`) and for the
/// call graph's edges (`CallGraph.Edge.afterDismissing`) by this one rule.
enum DismissedBefore {
  /// How many layers are dismissed before the call at `index` of `function` (written in `typeName`) runs: one in a
  /// dismiss's completion or after `dismiss()` in its chain, else one per `dismiss` called before it in straight-line
  /// code (`await router.dismiss(); await router.dismiss(); await navigate(...)` is two). None where the writing type
  /// declares a `dismiss` itself (the app's method, no dismiss). `ownDismiss`: the call at `index` is itself a
  /// `dismiss`, so a function with no other says at once that none is before it.
  static func layers(
    before index: Int, in function: FunctionItem, of typeName: String, ownDismiss: Bool, types: AppTypes
  ) -> Int {
    let calls = function.calls
    let call = calls[index]
    // Most functions call no dismiss but the call's own, if any: told before anything else is looked up.
    let inCompletion = call.closureHosts.last(where: { !ClosureRunner.transparentHosts.contains($0) }) == "dismiss"
    guard inCompletion || calls.lazy.filter({ $0.member == "dismiss" }).count > (ownDismiss ? 1 : 0),
      !types.declaresFunction("dismiss", in: typeName)
    else { return 0 }
    if inCompletion || call.receiver.contains(where: isDismissStep) { return 1 }
    return FinishedBefore.calls(before: index, in: function, where: { $0.member == "dismiss" }).count
  }

  private static func isDismissStep(_ step: ChainStep) -> Bool {
    if case .call("dismiss", _) = step { true } else { false }
  }
}
