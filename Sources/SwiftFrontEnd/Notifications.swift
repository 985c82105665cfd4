import NavigationModel
import SourceIndex

/// Notifications that the app posts and observes: code in a closure that observes one
/// (`NotificationCenter.default.addObserver(forName: .sessionExpired, object: nil, queue: .main) { ... }`,
/// `NotificationCenter.default.publisher(for: .sessionExpired).sink { ... }`, SwiftUI's
/// `.onReceive(NotificationCenter.default.publisher(for: .sessionExpired)) { ... }`, the body of
/// `for await _ in NotificationCenter.default.notifications(named: .sessionExpired) { ... }`) runs where the app
/// posts it (`NotificationCenter.default.post(name: .sessionExpired, object: nil)`). In the call graph,
/// each notification is a function of `NotificationCenter` that the posting code calls and that runs
/// the observing code.
enum Notifications {
  /// The type name of the notifications' functions in the call graph.
  static let typeName = "NotificationCenter"

  /// The call-graph name of a notification's function.
  static func functionName(_ notification: String) -> String { "notification " + notification }

  /// A notification's name: the string of `Notification.Name("sessionExpired")` or `.init("sessionExpired")`;
  /// for `.sessionExpired` or `Notification.Name.sessionExpired`, the string that the app's `extension
  /// Notification.Name { static let sessionExpired = Notification.Name("...") }` gives it, else its name.
  static func name(of value: ExpressionShape, types: AppTypes) -> String? {
    switch value {
    case .implicitMember("init", let arguments?), .call(_, let arguments):
      if case .string(let text)? = arguments.first?.value { return text }
      return nil
    case .implicitMember(let name, nil): return declaredName(name, types: types)
    case .reference(let chain): return chain.last?.name.map { declaredName($0, types: types) }
    default: return nil
    }
  }

  /// The string a static name of the app's extension of `Notification.Name` is made of, else the name.
  private static func declaredName(_ name: String, types: AppTypes) -> String {
    for extended in ["Notification.Name", "NSNotification.Name"] {
      // Only a name made of a string is read (no name of another name: no chain to follow, no cycle).
      guard let property = types.libraryExtension(named: extended)?.property(named: name),
        case .string(let text)? = property.value?.arguments.first?.value
      else { continue }
      return text
    }
    return name
  }

  /// The notification a call posts (`post(name: .x, object: nil)`, `post(Notification(name: .x))`,
  /// `post(.init(name: .x))`), if it posts one.
  static func posted(by call: CallItem, types: AppTypes) -> String? {
    guard call.member == "post", let first = call.arguments.first else { return nil }
    if let value = call.arguments.first(where: { $0.label == "name" })?.value { return name(of: value, types: types) }
    let arguments: [ArgumentItem]
    switch first.value {
    case .call(let chain, let passed) where chain == [.name("Notification")] || chain == [.name("NSNotification")]:
      arguments = passed
    case .implicitMember("init", let passed?): arguments = passed
    default: return nil
    }
    return arguments.first { $0.label == "name" }.flatMap { name(of: $0.value, types: types) }
  }

  /// Whether a closure host can observe a notification (a quick test before `observed`).
  static func mayObserve(_ hosts: [String]) -> Bool { hosts.contains(where: observingHosts.contains) }

  /// The hosts `mayObserve(_:)` looks for.
  private static let observingHosts = SubjectEvents.subscribeMembers.adding(
    ["addObserver", "onReceive", CallItem.asyncLoopHost])

  /// The notification whose observing closure the call `calls[index]` of a function sits in (the
  /// innermost such closure), if any.
  static func observed(by calls: [CallItem], at index: Int, types: AppTypes) -> String? {
    observed(
      hosts: calls[index].closureHosts, targets: calls[index].closureTargets, in: calls, before: index, types: types)
  }

  /// The same for code at a place in a function (an action site): the call written there.
  static func observed(at location: SourceLocation, in function: FunctionItem?, types: AppTypes) -> String? {
    guard let calls = function?.calls, let index = calls.firstIndex(where: { $0.location == location }) else {
      return nil
    }
    return observed(by: calls, at: index, types: types)
  }

  private static func observed(
    hosts: [String], targets: [[ChainStep]], in calls: [CallItem], before index: Int, types: AppTypes
  ) -> String? {
    guard mayObserve(hosts) else { return nil }
    for level in hosts.indices.reversed() {
      // `.publisher(for: .x).sink { ... }`, RxCocoa's `.rx.notification(.x).subscribe(onNext: { ... })`.
      if hosts[level] != CallItem.asyncLoopHost, SubjectEvents.subscribeMembers.contains(hosts[level]) {
        if level < targets.count, let name = publisherName(in: targets[level], types: types) { return name }
        continue
      }
      switch hosts[level] {
      case CallItem.asyncLoopHost where level < targets.count:
        if let name = sequenceName(in: targets[level], types: types) { return name }
      case "addObserver":
        // The host call itself comes before the calls in its closure, with the closures around it. (An `onReceive`
        // closure's place is its publisher, read as a subscription's above.)
        let outer = Array(hosts[..<level])
        guard
          let host = calls[..<index].last(where: { $0.member == hosts[level] && $0.closureHosts == outer }),
          let value = host.arguments.first(where: { $0.label == "forName" })?.value
        else { continue }
        if let name = name(of: value, types: types) { return name }
      default:
        continue
      }
    }
    return nil
  }

  /// The notification of a `publisher(for: .x)` step in a chain.
  private static func publisherName(in chain: [ChainStep], types: AppTypes) -> String? {
    for (index, step) in chain.enumerated() {
      guard case .call(let member, let arguments) = step else { continue }
      if member == "publisher", let name = publishedName(arguments, types: types) { return name }
      // RxCocoa: `NotificationCenter.default.rx.notification(.x)`.
      if member == "notification", index > 0, chain[index - 1] == .name("rx"),
        let first = arguments.first, first.label == nil, let name = name(of: first.value, types: types)
      {
        return name
      }
    }
    return nil
  }

  /// The notification of a `notifications(named: .x)` step in a `for await` loop's sequence.
  private static func sequenceName(in chain: [ChainStep], types: AppTypes) -> String? {
    for case .call("notifications", let arguments) in chain {
      if let name = arguments.first(where: { $0.label == "named" }).flatMap({ name(of: $0.value, types: types) }) {
        return name
      }
    }
    return nil
  }

  /// The notification that `publisher(for: .x)` arguments name.
  private static func publishedName(_ arguments: [ArgumentItem], types: AppTypes) -> String? {
    arguments.first { $0.label == "for" }.flatMap { name(of: $0.value, types: types) }
  }
}
