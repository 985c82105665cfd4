/// The functions that run only when a link opens the app, whose actions are read as deep links' steps
/// rather than placed on routes.
///
/// A function that receives a URL is a handler of its own (a root: `scene(_:openURLContexts:)`, a
/// coordinator's `handle(url:)`), unless the app also calls it from elsewhere: `showPhoto(_ url: URL)`,
/// called by a screen's button, is navigation like any other. A function that only handlers and
/// `onOpenURL` closures call (`open(_ link: AppLink)`, a coordinator's `showSaved()` called only there)
/// runs only for links too.
struct DeepLinkFunctions: Sendable {
  /// The handlers that receive URLs, each read as deep links where it is written.
  let roots: Set<FunctionKey>
  /// The roots and the functions that only they and `onOpenURL` closures call.
  let all: Set<FunctionKey>

  /// Whether a function is one of UIKit's scene and app delegate callbacks, which the system calls.
  static func isDelegateCallback(_ function: FunctionKey) -> Bool {
    let name = function.baseName
    return name == "scene" || name == "application" || name == "windowScene"
  }

  /// At most this many rounds of calls are followed from the roots.
  private static let depthLimit = 6

  /// `screenCallbacks`: the receivers that screens declare and that receive an address alone
  /// (`DeepLinkReader.screenAddressReceivers`); those that no code of the app calls run as the user taps a link on the
  /// screen (a text view's `textView(_:shouldInteractWith:in:interaction:)`), or where the reading does not see: no
  /// handlers.
  init(receivingURLs receivers: Set<FunctionKey>, graph: CallGraph, screenCallbacks: Set<FunctionKey> = []) {
    let numbered = receivers.compactMap { graph.number(of: $0) }
    var inRoots = Set(
      numbered.filter { !(graph.calls(of: $0).isEmpty && screenCallbacks.contains(graph.functions[$0])) })
    // A receiver that the app calls from elsewhere (not from another handler, not for a link) is no handler.
    // The system's scene and app delegate callbacks (`scene(_:willConnectTo:options:)` handing on a cold
    // start's `userActivities`) only hand on what the system gives them.
    let delegateCallbacks =
      inRoots.isEmpty ? [] : Set(graph.functions.indices.filter { Self.isDelegateCallback(graph.functions[$0]) })
    var changed = true
    while changed {
      changed = false
      for function in inRoots
      where graph.calls(of: function).contains(where: {
        !$0.inDeepLink && !inRoots.contains($0.caller) && !delegateCallbacks.contains($0.caller)
      }) {
        inRoots.remove(function)
        changed = true
      }
    }
    var inAll = inRoots
    for _ in 0..<Self.depthLimit {
      var added = false
      for function in graph.functions.indices where !inAll.contains(function) {
        let callers = graph.calls(of: function)
        guard !callers.isEmpty, callers.allSatisfy({ $0.inDeepLink || inAll.contains($0.caller) }) else { continue }
        inAll.insert(function)
        added = true
      }
      if !added { break }
    }
    // Receivers the call graph does not number (nothing declares them) stay handlers.
    let unnumbered = receivers.filter { graph.number(of: $0) == nil }
    roots = Set(inRoots.map { graph.functions[$0] }).union(unnumbered)
    all = Set(inAll.map { graph.functions[$0] }).union(unnumbered)
  }
}
