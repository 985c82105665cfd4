import SourceIndex

/// The closures whose code the system runs whatever the app shows, as it runs a link's handler: SwiftUI's
/// `onOpenURL { ... }` and `onContinueUserActivity(_:) { ... }`, and `onChange(of: scenePhase) { ... }` where
/// `scenePhase` is the view's `@Environment(\.scenePhase)` (the lock screen a vault covers everything with as the app goes
/// to the background). Their code is read as deep links' steps, not placed on the routes of the screen that writes them.
enum LinkClosures {
  /// The position among `hosts` (the closures that code sits in, outermost first, with `targets`: what each closure's
  /// call is made on or observes) of the outermost such closure, for code of the type named `typeName`; nil outside
  /// them.
  static func position(in hosts: [String], targets: [[ChainStep]], of typeName: String, types: AppTypes) -> Int? {
    for index in hosts.indices where mayName(hosts[index]) {
      let host = hosts[index]
      if CallGraph.isDeepLinkHost(host)
        || observesScenePhase(host, target: index < targets.count ? targets[index] : [], of: typeName, types: types)
      {
        return index
      }
    }
    return nil
  }

  /// Whether a closure given to `host` on (or observing) `target` runs as the scene's phase changes: `onChange(of:
  /// scenePhase)` of the type's `@Environment(\.scenePhase)`.
  static func observesScenePhase(_ host: String, target: [ChainStep], of typeName: String, types: AppTypes) -> Bool {
    host.utf8.count == 8 && host == "onChange" && observesScenePhase(target, of: typeName, types: types)
  }

  /// Whether code in closures given to `hosts` runs as a link's handler (`position(in:targets:of:types:)`).
  @inline(__always) static func contain(_ hosts: [String], targets: [[ChainStep]], of typeName: String, types: AppTypes)
    -> Bool
  {
    !hosts.isEmpty && position(in: hosts, targets: targets, of: typeName, types: types) != nil
  }

  /// Whether a call gives such a closure: `onOpenURL`, `onContinueUserActivity`, or `onChange(of: scenePhase)`.
  @inline(__always) static func isHandler(_ call: CallItem, of typeName: String, types: AppTypes) -> Bool {
    mayName(call.member) && givesHandlerClosure(call, of: typeName, types: types)
  }

  /// `isHandler(_:of:types:)` for a call whose name has the length of one.
  private static func givesHandlerClosure(_ call: CallItem, of typeName: String, types: AppTypes) -> Bool {
    let member = call.member
    if CallGraph.isDeepLinkHost(member) { return true }
    guard member == "onChange", let first = call.arguments.first, first.label == "of",
      case .reference(let observed) = first.value
    else { return false }
    return observesScenePhase(observed, of: typeName, types: types)
  }

  /// Whether a closure's host (or a call's member) may name one, by its length alone: this is asked of every call of
  /// every function, and most are none.
  @inline(__always) static func mayName(_ name: String) -> Bool {
    let length = name.utf8.count
    return length == 8 || length == 9 || length == 22
  }

  /// Whether `observed` is a property of the type that reads SwiftUI's scene phase (`@Environment(\.scenePhase) var
  /// scenePhase`, as `scenePhase` or `self.scenePhase`).
  private static func observesScenePhase(_ observed: [ChainStep], of typeName: String, types: AppTypes) -> Bool {
    let steps = observed.first == .name("self") ? observed.dropFirst() : observed[...]
    guard steps.count == 1, case .name(let name)? = steps.first,
      let property = types.type(named: typeName)?.property(named: name)
    else { return false }
    return property.attributes.contains { attribute in
      guard attribute.name == "Environment", case .keyPath(nil, let components)? = attribute.arguments.first?.value
      else { return false }
      return components == ["scenePhase"]
    }
  }
}
