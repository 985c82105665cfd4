import NavigationModel
import SourceIndex

/// Code written after a coordinator's finish in straight-line code (`await child.finishFlow(); await showHome()`, or
/// in the child itself, `await finishFlow(animated: true); onFinish()`): it runs once that coordinator is gone, on the
/// screen it was started from (see `ClosureRunner.finishedChild` for the completion of a finish).
enum FinishedBefore {
  /// The coordinator of the app whose finish (the library's `finishFlow` or `finish`, on `self` or on a value of
  /// another type of the app) `function` of `typeName` calls before the call at `index` of its calls, such that the
  /// call runs only after it: earlier in the same closures (all of which run at once), and in the same arms and `if`
  /// branches as the finish or in arms and branches inside them (`calls(before:in:where:)`). Nil when there is none.
  static func child(
    before index: Int, in function: FunctionItem, of typeName: String, types: AppTypes, resolver: TypeResolver
  ) -> String? {
    guard function.calls[index].closureHosts.allSatisfy(ClosureRunner.transparentHosts.contains) else { return nil }
    for earlier in calls(before: index, in: function, where: { ClosureRunner.isFinish($0.member) }) {
      if let child = ClosureRunner.finishedCoordinator(
        earlier.member, on: earlier.receiver, in: CodeContext(typeName: typeName, function: function), types: types,
        resolver: resolver)
      {
        return child
      }
    }
    return nil
  }

  /// The calls of `function` before the one at `index` (the nearest first) that `matching` picks and that the call at
  /// `index` runs after in straight-line code: earlier in the same closure (by its hosts, and by the closure that
  /// starts last before each: two sibling closures, `Button("Cancel") { dismiss() }` and `Button("Share") { share()
  /// }`, have the same hosts), or in a closure that runs as part of the event (`ClosureRunner.transparentHosts`) started
  /// after it there (`dismiss(); Task { await coordinator.share() }`); and in the same arms and `if` branches, or in
  /// arms and branches inside them (`await router.dismiss(); if ordered { await showCheckout() }`). Then, when the call
  /// sits in a closure that runs once the code around it is done (`ClosureRunner.deferredHosts`), the calls written
  /// after that closure in the code around it (`Task { await coordinator.share() }; dismiss()`), in order.
  static func calls(before index: Int, in function: FunctionItem, where matching: (CallItem) -> Bool) -> [CallItem] {
    let calls = function.calls
    return code(
      before: calls[index], earlier: calls[..<index], later: calls[(index + 1)...], in: function, where: matching)
  }

  /// The code among `earlier` and `later` (written before and after `call` in `function`, each in source order) that
  /// `matching` picks and that `call` runs after, as `calls(before:in:where:)` reads it: calls, or assignments
  /// (`showsFilter = false` before `Task { await coordinator.showResults() }`).
  static func code<Code: PlacedCode>(
    before call: CallItem, earlier: some BidirectionalCollection<Code>, later: some Collection<Code>,
    in function: FunctionItem, where matching: (Code) -> Bool
  ) -> [Code] {
    let closure = call.closureHosts.isEmpty ? nil : innermostClosureStart(of: call.location, in: function)
    let found = earlier.reversed().filter { earlier in
      guard matching(earlier), sitsInArmsAround(call, earlier) else { return false }
      if earlier.closureHosts == call.closureHosts {
        return closure == nil || innermostClosureStart(of: earlier.location, in: function) == closure
      }
      return runsInATaskStartedAfter(earlier, call: call, innermost: closure, in: function)
        || runsInAContinuationAwaited(earlier, before: call, in: function)
    }
    guard call.closureHosts.contains(where: ClosureRunner.deferredHosts.contains) else { return found }
    return found + codeAfterTheTask(around: call, later: later, where: matching)
  }

  /// Whether `other` sits in the same arms and `if` branches as `call`, or in arms and branches around them.
  private static func sitsInArmsAround(_ call: CallItem, _ other: some PlacedCode) -> Bool {
    other.casePatterns.count <= call.casePatterns.count
      && other.casePatterns.elementsEqual(call.casePatterns.prefix(other.casePatterns.count))
      && other.branches.count <= call.branches.count
      && other.branches.elementsEqual(call.branches.prefix(other.branches.count))
  }

  /// The code that `matching` picks written after the closures that `call` sits in, when those run as part
  /// of the event and one of them once the code around it is done (`Task { ... }`, `withAnimation { Task { ... } }`),
  /// and the calls sit in the code around them: in its closures (no call between the two leaves them), its arms and
  /// branches.
  private static func codeAfterTheTask<Code: PlacedCode>(
    around call: CallItem, later code: some Collection<Code>, where matching: (Code) -> Bool
  ) -> [Code] {
    let hosts = call.closureHosts
    var found: [Code] = []
    var depth = hosts.count  // the fewest closures the calls after it sit in so far
    for later in code {
      depth = min(depth, later.closureHosts.count)
      let outer = later.closureHosts.count
      guard outer == depth, outer < hosts.count, hosts.starts(with: later.closureHosts),
        hosts[outer...].allSatisfy(ClosureRunner.transparentHosts.contains),
        let task = hosts[outer...].firstIndex(where: ClosureRunner.deferredHosts.contains),
        // Code after a continuation awaited around the task runs once it is resumed, after the task.
        !hosts[outer..<task].contains(where: ClosureRunner.continuationHosts.contains), matching(later),
        sitsInArmsAround(call, later)
      else { continue }
      found.append(later)
    }
    return found
  }

  /// Whether `call` sits in closures that run as part of the event (`Task { ... }`), the outermost of them started
  /// after `earlier`, in the closure `earlier` sits in. `innermost`: where the closure `call` sits in starts.
  private static func runsInATaskStartedAfter(
    _ earlier: some PlacedCode, call: CallItem, innermost: SourceLocation?, in function: FunctionItem
  ) -> Bool {
    let depth = earlier.closureHosts.count
    let hosts = call.closureHosts
    guard hosts.count > depth, hosts.starts(with: earlier.closureHosts),
      hosts[depth...].allSatisfy(ClosureRunner.transparentHosts.contains)
    else { return false }
    // From the closure the call sits in, out to the first closure `earlier` does not sit in.
    var task = innermost
    for _ in depth..<(hosts.count - 1) { task = task.flatMap { innermostClosureStart(of: $0, in: function) } }
    guard let task, earlier.location < task else { return false }
    return depth == 0
      || innermostClosureStart(of: task, in: function) == innermostClosureStart(of: earlier.location, in: function)
  }

  /// Whether `earlier` sits in the closure of a continuation (`withCheckedContinuation { continuation in ... }`, and in
  /// closures that run as part of the event inside it: `Task { ... }`) written before `call` in the closure `call` sits
  /// in: `call` runs once the continuation is resumed, after all the code in it.
  private static func runsInAContinuationAwaited(
    _ earlier: some PlacedCode, before call: CallItem, in function: FunctionItem
  ) -> Bool {
    let depth = call.closureHosts.count
    let hosts = earlier.closureHosts
    guard hosts.count > depth, ClosureRunner.continuationHosts.contains(hosts[depth]),
      hosts.starts(with: call.closureHosts), hosts[depth...].allSatisfy(ClosureRunner.transparentHosts.contains),
      let continuation = closureStart(atDepth: depth, enclosing: earlier.location, in: function),
      continuation < call.location
    else { return false }
    return depth == 0
      || closureStart(atDepth: depth - 1, enclosing: continuation, in: function)
        == closureStart(atDepth: depth - 1, enclosing: call.location, in: function)
  }

  /// Where the closure of `function` that `location` sits in at `depth` closures deep starts: the last closure at that
  /// depth that starts before it (one that starts later at the same depth would sit inside it).
  private static func closureStart(atDepth depth: Int, enclosing location: SourceLocation, in function: FunctionItem)
    -> SourceLocation?
  {
    function.closures.lazy.filter { $0.depth == depth && $0.location < location }.map(\.location).max()
  }

  /// Where the last closure of `function` that starts before `location` starts: the closure code there sits in,
  /// unless a closure nested in that one ended before it (then the two calls compared are told apart, and the call is
  /// not read as coming after).
  private static func innermostClosureStart(of location: SourceLocation, in function: FunctionItem)
    -> SourceLocation?
  {
    function.closures.lazy.map(\.location).filter { $0 < location }.max()
  }

  /// The call at `location` in `function`, by its position in the function's calls.
  static func index(of location: SourceLocation, in function: FunctionItem) -> Int? {
    function.calls.firstIndex { $0.location == location }
  }
}

/// Code of a function whose place there tells what it runs after (`FinishedBefore.code(before:earlier:later:in:where:)`):
/// a call or an assignment.
protocol PlacedCode {
  /// The closures around it, outermost first.
  var closureHosts: [String] { get }
  /// The `switch` cases around it.
  var casePatterns: [ExpressionShape] { get }
  /// The `if` branches around it.
  var branches: [Int] { get }
  /// Where it is.
  var location: SourceLocation { get }
}

extension CallItem: PlacedCode {}
extension AssignmentItem: PlacedCode {}
