import NavigationModel
import SourceIndex

/// Routes that a screen's value publishes: `viewModel.$next.compactMap { $0 }.sink { route in
/// self?.router.navigate(to: route) }` goes wherever the view model sets `@Published var next: Route?`,
/// `viewModel.routes.sink { ... }` wherever it calls `routes.send(.detail)` on its subject (RxSwift's
/// `routes.subscribe(onNext: { ... })` wherever it calls `routes.onNext(.detail)`, or `accept` on a relay),
/// `for await route in viewModel.routes { ... }` over an `AsyncStream` wherever the view model yields
/// a route to the stream's continuation (`continuation.yield(.detail)`), and a closure assigned to its
/// property (`viewModel.onRoute = { route in ... }`) wherever it calls it (`onRoute?(.detail)`).
extension ALCoordinatorReader {
  /// A value that a published property, a subject, a stream or a stored closure delivers: the value as
  /// written, where it is set, sent, yielded or passed, and the `switch` arms around it.
  private struct Delivered {
    var value: ExpressionShape
    var context: CodeContext
    var casePatterns: [ExpressionShape]
  }

  /// How a property delivers its values.
  private enum Delivery {
    /// `$next`: the values assigned to the published property.
    case projection
    /// A subject: the values sent (`next.send(.x)`) or assigned to its `value`.
    case subject
    /// An `AsyncStream`: the values yielded to these continuations of its owner.
    case stream(continuations: Set<String>)
    /// A stored closure: the values it is called with (`onRoute?(.x)`).
    case closure
  }

  /// The hosts of closures (or loop bodies) that receive a property's values: a subscription, a
  /// `for await` loop, a closure assigned to the property.
  private static let receivingHosts = SubjectEvents.subscribeMembers.adding(
    [CallItem.asyncLoopHost, "", "onReceive", "onChange"])

  /// One site per route that the call navigates to, when it navigates to the value that a `sink` (a
  /// `for await` loop, a closure assigned to a property) receives from a published property (`$next`), a
  /// subject, a stream or a stored closure of a screen's value: each fires where the value is set, sent,
  /// yielded or passed. The receiving closures around the call are tried innermost first. Nil for any
  /// other call, or when no route is delivered.
  func publishedRouteSites(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared, in context: CodeContext)
    -> [ActionSite]?
  {
    guard call.closureHosts.contains(where: Self.receivingHosts.contains),
      case .reference(let passed)? = routeArgument(of: call)?.value, passed.count == 1,
      case .name(let name) = passed[0],
      context.local(named: name).map({ $0.isReceived || Self.unwrapsItself($0) }) ?? true,
      !context.isParameter(name),
      let routes = types.type(named: coordinator.routeEnum)
    else { return nil }
    for host in call.closureTargets.indices.reversed() where Self.receivingHosts.contains(call.closureHosts[host]) {
      let sites = deliveredRouteSites(call, host: host, routes: routes, by: coordinator, in: context)
      if !sites.isEmpty { return sites }
    }
    return nil
  }

  /// Whether a local only unwraps the value of its own name (`guard let destination else { return }`, `if let
  /// route = route`): the value received, not another.
  private static func unwrapsItself(_ local: LocalItem) -> Bool { local.value == .reference([.name(local.name)]) }

  /// The sites of `publishedRouteSites` for the receiving closure `closureHosts[host]`.
  private func deliveredRouteSites(
    _ call: CallItem, host: Int, routes: AppType, by coordinator: ALCoordinatorDialect.Declared,
    in context: CodeContext
  ) -> [ActionSite] {
    let cases = Set(routes.declaration.cases.map(\.name))
    guard let (publisher, observesChanges) = publisher(of: call, host: host, in: context) else { return [] }
    let assigned = call.closureHosts[host].isEmpty
    for index in publisher.indices {
      // An assigned closure's place is the property itself, the last step.
      if assigned && index != publisher.count - 1 { continue }
      guard case .name(let step) = publisher[index],
        let owner = index == 0 ? context.typeName : resolver.type(of: Array(publisher[..<index]), in: context)
      else { continue }
      let projected = step.utf8.first == UInt8(ascii: "$")
      let property = projected ? String(step.dropFirst()) : step
      guard let declared = types.property(property, of: owner) else { continue }
      if projected, let written = declared.type, types.type(named: written.name, inside: owner)?.name != routes.name {
        return []  // a published value of another type, mapped on the way
      }
      guard
        let delivery = observesChanges
          ? .projection : delivery(of: declared, owner: owner, projected: projected, assigned: assigned)
      else { continue }
      // Each route a value may be: `next = .tracking`, or each of `next = isSubscriber ? .story : .paywall`.
      let sites = delivered(property, of: owner, by: delivery).flatMap { delivered -> [ActionSite] in
        delivered.value.alternatives.compactMap { value -> ActionSite? in
          guard let route = routeCase(of: value, by: coordinator, in: delivered.context), cases.contains(route),
            let action = action(for: call, by: coordinator, in: context, route: route)
          else { return nil }
          return ActionSite(
            action: action, coordinator: coordinator.type.name, context: delivered.context, closureHosts: [],
            casePatterns: delivered.casePatterns)
        }
      }
      if !sites.isEmpty { return sites }
    }
    return []
  }

  /// What the receiving closure `closureHosts[host]` around a call receives values from: the chain it is
  /// subscribed on (`model.$next.compactMap { $0 }` for `.sink`), or, for SwiftUI's modifiers, the publisher
  /// `.onReceive(model.$next.compactMap { $0 })` is given, or the value `.onChange(of: model.destination)` watches
  /// (`observesChanges`: whatever is assigned to it is delivered, as to a published property's subscribers).
  private func publisher(of call: CallItem, host: Int, in context: CodeContext) -> (
    chain: [ChainStep], observesChanges: Bool
  )? {
    let name = call.closureHosts[host]
    guard name == "onReceive" || name == "onChange" else { return (call.closureTargets[host], false) }
    // The modifier's call comes before the calls in its closure, with the closures around it.
    let outer = Array(call.closureHosts[..<host])
    guard let calls = context.function?.calls, let index = calls.firstIndex(where: { $0.location == call.location }),
      let modifier = calls[..<index].last(where: { $0.member == name && $0.closureHosts == outer }),
      let watched = name == "onReceive"
        ? modifier.arguments.first?.value : modifier.arguments.first(where: { $0.label == "of" })?.value
    else { return nil }
    switch watched {
    case .reference(let chain), .call(let chain, _): return (chain, name == "onChange")
    default: return nil
    }
  }

  /// How a property of `owner` delivers values to a closure given it: assigned to it (`assigned`) only
  /// as a stored closure (a written function type); subscribed to as a projection, a stream or a subject.
  private func delivery(of property: PropertyItem, owner: String, projected: Bool, assigned: Bool) -> Delivery? {
    if assigned {
      return types.functionType(property.type, inside: owner) != nil ? .closure : nil
    }
    if projected { return .projection }
    guard let stream = SubjectEvents.writtenOrMadeType(property), SubjectEvents.streamTypes.contains(stream.name) else {
      return .subject
    }
    return .stream(continuations: SubjectEvents.continuations(feeding: stream, of: owner, types: types))
  }

  /// What a property of a type delivers (see `Delivery`), written in the type's own code (`next = .x`,
  /// `self.next = .x`, `onRoute?(.x)`) or anywhere on a value of the type (`model.next = .x` in a view).
  private func delivered(_ property: String, of owner: String, by delivery: Delivery) -> [Delivered] {
    let own = Set(types.lineage(of: owner).map(\.name))
    let (assigned, sent, isSending): (Set<String>, Set<String>, ((String) -> Bool)?) =
      switch delivery {
      case .projection: ([property], [], nil)
      case .subject: ([property], [property], SubjectEvents.sends)
      case .stream(let continuations): ([], continuations, { $0 == "yield" })
      case .closure: ([], [property], nil)
      }
    var found: [Delivered] = []
    for type in types.all {
      for function in type.functions {
        let scope = CodeContext(typeName: type.name, function: function)
        /// Whether a chain names one of the properties: `self.next`, `next` (in the type's own code), or
        /// `model.next` where `model` is a value of the type.
        func names(_ chain: [ChainStep], at place: SourceLocation, among names: Set<String>) -> Bool {
          guard case .name(let property)? = chain.last, names.contains(property) else { return false }
          let base = Array(chain.dropLast())
          if own.contains(type.name) {
            if base == [.name("self")] { return true }
            if base.isEmpty { return scope.local(named: property) == nil }
          }
          guard !base.isEmpty, let typeName = resolver.type(of: base, in: scope.at(place)) else { return false }
          return typeName == owner || types.derives(typeName, from: owner)
        }
        for assignment in function.assignments where !assigned.isEmpty {
          var target = assignment.target
          if case .subject = delivery {
            guard target.last == .name("value") else { continue }
            target.removeLast()
          }
          guard names(target, at: assignment.location, among: assigned) else { continue }
          found.append(
            Delivered(
              value: assignment.value, context: scope.at(assignment.location), casePatterns: assignment.casePatterns))
        }
        for call in function.calls where !sent.isEmpty {
          // `onRoute?(.x)` calls the property; `routes.send(.x)` (`onNext`, `accept`) and `continuation.yield(.x)`
          // call a method on it.
          let chain = isSending == nil ? call.receiver + [.name(call.member)] : call.receiver
          guard isSending?(call.member) ?? true, names(chain, at: call.location, among: sent) else { continue }
          // A stream's `yield(with: .success(.x))` gives `.x`; its failure, nothing.
          let given: (delivers: Bool, value: ExpressionShape?) =
            if case .stream = delivery { SubjectEvents.yielded(by: call) } else { (true, call.arguments.first?.value) }
          guard given.delivers, let value = given.value else { continue }
          found.append(Delivered(value: value, context: scope.at(call.location), casePatterns: call.casePatterns))
        }
      }
    }
    return found
  }
}
