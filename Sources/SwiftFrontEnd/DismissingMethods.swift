import NavigationModel
import SourceIndex

/// The app's methods that dismiss in their straight-line code (`func close() async { await router.dismiss() }`): a call
/// of one counts, for the code written after it, as the dismisses it makes. `await coordinator.close(); await
/// coordinator.print(image)` prints once the sheet is gone, as `await router.dismiss(); await navigate(toRoute:
/// .print(image))` written in one method would (`DismissedBefore`). Read from the dismisses the dialect found: one
/// outside every arm, branch and closure that does not run at once, and outside tasks (`func close() { Task { await
/// router.dismiss() } }` dismisses after the code that follows its call).
struct DismissingMethods: Sendable {
  /// Their names: a first test of every call.
  private let names: NameList
  /// How many layers each dismisses, by the function's identity.
  private let layers: [ObjectIdentifier: Int]

  /// None: an app without such methods.
  static let none = DismissingMethods(names: [], layers: [:])

  private init(names: NameList, layers: [ObjectIdentifier: Int]) {
    self.names = names
    self.layers = layers
  }

  /// The methods that hold `dismisses` (sites of dismisses, by index into `sites`) outside arms, branches, tasks and
  /// closures that run later, as calls (a close that sets a binding back, `showsHelp = false`, is none; a `toggle()`
  /// is).
  init(dismisses: [Int], of sites: [ActionSite]) {
    var layers: [ObjectIdentifier: Int] = [:]
    var names: Set<String> = []
    for index in dismisses {
      let site = sites[index]
      // In one function, a call is told by its line and column (no file name compared).
      let place = site.action.location
      let isSites = { (call: CallItem) in call.location.line == place.line && call.location.column == place.column }
      guard site.closureHosts.allSatisfy(ClosureRunner.transparentHosts.contains),
        !site.closureHosts.contains(where: ClosureRunner.deferredHosts.contains), site.casePatterns.isEmpty,
        let function = site.context.function, let call = function.calls.first(where: isSites),
        call.branches.isEmpty, call.casePatterns.isEmpty
      else { continue }
      layers[function.identity, default: 0] += 1
      names.insert(function.name)
    }
    self.init(names: NameList(names), layers: layers)
  }

  /// Whether `function` calls one in a closure (or outside all) that holds other calls too, which may then run after its
  /// dismiss: by name and place first, then by what the call runs (most calls of a method of such a name run another,
  /// `model.close()` beside the coordinator's `close()`, and most stand alone in a button's closure). `context`: the
  /// function's context at a place.
  func calledBeforeOtherCode(
    in function: FunctionItem, resolver: TypeResolver, context: (SourceLocation) -> CodeContext
  ) -> Bool {
    guard !layers.isEmpty else { return false }
    let calls = function.calls
    for index in calls.indices where names.contains(calls[index].member) {
      let call = calls[index]
      let hosts = call.closureHosts
      let extent = Self.extent(ofClosureAround: call, in: function)
      let shared = calls.indices.contains { other in
        guard other != index, calls[other].closureHosts.count >= hosts.count,
          calls[other].closureHosts.starts(with: hosts)
        else { return false }
        let place = Self.place(calls[other].location)
        return (extent.start.map { $0 < place } ?? true) && (extent.end.map { place < $0 } ?? true)
      }
      if shared, layers(dismissedBy: call, in: context(call.location), resolver: resolver) > 0 { return true }
    }
    return false
  }

  /// A place in one file, by line and column (no file name compared).
  private static func place(_ location: SourceLocation) -> (Int, Int) { (location.line, location.column ?? 0) }

  /// Where the closure `call` sits in starts, and where the next closure at its depth starts (the code between that
  /// sits as deep as the call in the same closures is in it); nils outside closures, and for no next one.
  private static func extent(ofClosureAround call: CallItem, in function: FunctionItem) -> (
    start: (Int, Int)?, end: (Int, Int)?
  ) {
    let depth = call.closureHosts.count
    guard depth > 0 else { return (nil, nil) }
    let here = place(call.location)
    var start: (Int, Int)?
    var end: (Int, Int)?
    for closure in function.closures where closure.depth == depth - 1 {
      let there = place(closure.location)
      if there < here {
        if start.map({ $0 < there }) ?? true { start = there }
      } else if end.map({ there < $0 }) ?? true {
        end = there
      }
    }
    return (start, end)
  }

  /// Whether a call may run one, by its member's name alone.
  @inline(__always) func mayRun(_ call: CallItem) -> Bool { !layers.isEmpty && names.contains(call.member) }

  /// How many layers the app's method that `call` runs dismisses: 0 unless every method it may run (one per type its
  /// receiver may hold) is such a method; then the fewest.
  func layers(dismissedBy call: CallItem, in context: CodeContext, resolver: TypeResolver) -> Int {
    guard mayRun(call) else { return 0 }
    var fewest: Int?
    for (function, _) in resolver.methods(runBy: call, in: context) {
      guard let count = layers[function.identity] else { return 0 }
      fewest = min(fewest ?? count, count)
    }
    return fewest ?? 0
  }
}

/// What takes a layer away before the code written after it runs, besides the libraries' and UIKit's `dismiss`
/// (`DismissedBefore`): the closes the dialect reads (`close()` of a screen that tops a presented layer), by location,
/// the places that set a presented screen's binding back, and the app's methods that dismiss.
struct Dismissers: Sendable {
  /// The calls the dialect reads as closing by route, by location.
  var closing: Set<SourceLocation> = []
  /// The assignments and `toggle()` calls that set a presented screen's binding back (`showsFilter = false` in
  /// `.sheet(isPresented: $showsFilter) { ... }`: `ActionSite.setsABindingBack`), by location.
  var settingsBack: Set<SourceLocation> = []
  /// The app's methods that dismiss.
  var methods = DismissingMethods.none

  /// None: for a reading that has no sites.
  init() {}

  /// Read from the sites of a dialect's reading, in one pass.
  init(sites: [ActionSite]) {
    var dismisses: [Int] = []
    for index in sites.indices {
      let site = sites[index]
      if site.byRoute != nil {
        closing.insert(site.action.location)
      } else if site.action.kind == .dismiss {
        if site.setsABindingBack { settingsBack.insert(site.action.location) }
        dismisses.append(index)
      }
    }
    methods = DismissingMethods(dismisses: dismisses, of: sites)
  }
}
