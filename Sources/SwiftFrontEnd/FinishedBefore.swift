import NavigationModel
import SourceIndex

/// Code written after a coordinator's finish in straight-line code (`await child.finishFlow(); await showHome()`, or
/// in the child itself, `await finishFlow(animated: true); onFinish()`): it runs once that coordinator is gone, on the
/// screen it was started from (see `ClosureRunner.finishedChild` for the completion of a finish).
enum FinishedBefore {
  /// The coordinator of the app whose finish (the library's `finishFlow` or `finish`, on `self` or on a value of
  /// another type of the app) `function` of `typeName` calls before the call at `index` of its calls, such that the
  /// call runs only after it: earlier in the same closures (all of which run at once) and in the same arms, and in the
  /// same `if` branches as the finish or in branches inside them. Nil when there is none.
  static func child(
    before index: Int, in function: FunctionItem, of typeName: String, types: AppTypes, resolver: TypeResolver
  ) -> String? {
    let calls = function.calls
    let call = calls[index]
    guard call.closureHosts.allSatisfy(ClosureRunner.transparentHosts.contains) else { return nil }
    for earlier in calls[..<index].reversed() where ClosureRunner.isFinish(earlier.member) {
      guard earlier.closureHosts == call.closureHosts, earlier.casePatterns == call.casePatterns,
        earlier.branches.count <= call.branches.count,
        earlier.branches.elementsEqual(call.branches.prefix(earlier.branches.count)),
        let child = ClosureRunner.finishedCoordinator(
          earlier.member, on: earlier.receiver, in: CodeContext(typeName: typeName, function: function), types: types,
          resolver: resolver)
      else { continue }
      return child
    }
    return nil
  }

  /// The call at `location` in `function`, by its position in the function's calls.
  static func index(of location: SourceLocation, in function: FunctionItem) -> Int? {
    function.calls.firstIndex { $0.location == location }
  }
}
