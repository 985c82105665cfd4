import NavigationModel
import SourceIndex

extension CallEdgeReader {
  /// Reads a call of the function: the methods it may run, the notifications it posts, the closures it runs or hands on,
  /// the values it sends or yields, and the methods it passes by name. A call in the completion of a coordinator's
  /// finish (`ClosureRunner.finishedChild`) or written after one (`FinishedBefore`) runs once that coordinator is gone:
  /// its edges say so (`Edge.afterFinishing`); one after a dismiss or a close (`DismissedBefore`), once a layer is gone
  /// (`Edge.afterDismissing`, `Edge.afterClosing`).
  mutating func readCall(at index: Int, dismissers: Dismissers) {
    let before = edges.count
    let deferredBefore = deferred.count
    readCallEdges(at: index, closing: dismissers.closing)
    guard edges.count > before || deferred.count > deferredBefore,
      let mark = mark(ofCallAt: index, dismissers: dismissers)
    else { return }
    for position in before..<edges.count { edges[position].edge.afterFinishing = mark }
    for position in deferredBefore..<deferred.count { deferred[position].mark = mark }
  }

  /// The mark of the edges of the call at `index` (`Edge.afterFinishing`), when it runs once a coordinator (by its
  /// closures' number) or a layer is gone (`Edge.closing`, `Edge.dismissing`).
  private mutating func mark(ofCallAt index: Int, dismissers: Dismissers) -> Int32? {
    if callsAFinish(), let child = finishedBefore(index),
      let number = numbers[CallGraph.key(child, ClosureRunner.closureFunction)]
    {
      return Int32(number)
    }
    guard callsADismiss(dismissers: dismissers) else { return nil }
    let dismissal = DismissedBefore.before(
      index, in: function, of: type.name, dismissers: dismissers, types: types, resolver: resolver)
    guard dismissal.layers > 0 else { return nil }
    return dismissal.closes ? Edge.closing : Edge.dismissing
  }

  /// The coordinator whose finish the call at `index` runs after: in its completion, or after it in straight-line code.
  private func finishedBefore(_ index: Int) -> String? {
    let call = function.calls[index]
    if call.closureHosts.contains(where: ClosureRunner.isFinish),
      let child = ClosureRunner.finishedChild(
        hosts: call.closureHosts, targets: call.closureTargets, in: scope(at: call.location), types: types,
        resolver: resolver)
    {
      return child
    }
    return FinishedBefore.child(before: index, in: function, of: type.name, types: types, resolver: resolver)
  }

  /// The edges of a call (`readCall(at:closing:)`).
  private mutating func readCallEdges(at index: Int, closing: Set<SourceLocation>) {
    let calls = function.calls
    let call = calls[index]
    let member = call.member
    let receiver = call.receiver
    // `coordinator?.close()` through a property nothing sets runs nowhere, nor does anything it is given.
    if resolver.hasNeverSetProperties, resolver.neverSet.holdsNothing(receiver, in: scope(at: call.location)) { return }
    // The notification whose observing closure the call sits in, if any; read only for a call that
    // makes an edge.
    var notificationRead: String??
    func notification() -> String? {
      if let notificationRead { return notificationRead }
      let hosts = call.closureHosts
      let read = Notifications.mayObserve(hosts) ? Notifications.observed(by: calls, at: index, types: types) : nil
      notificationRead = read
      return read
    }
    // `NotificationCenter.default.post(name: .x, object: nil)` runs the code that observes `.x`.
    if member == "post", let posted = Notifications.posted(by: call, types: types) {
      let runner = ClosureRunner.of(
        call.closureHosts, targets: call.closureTargets, labels: call.closureLabels, in: scope(at: call.location),
        types: types, resolver: resolver, at: CodeContext.order(of: call.location))
      edges.append(
        (
          CallGraph.key(Notifications.typeName, Notifications.functionName(posted)),
          Edge(caller: caller, isCallback: runner.isCallbackOfWriter), CallCases(), nil
        ))
    }
    // The enum-parameter arms the call sits in, read only for a call that makes an edge.
    var armsRead: [String]?
    func arms() -> [String] {
      if let armsRead { return armsRead }
      let read = armCases(of: call.casePatterns)
      armsRead = read
      return read
    }
    if types.declaresFunction(named: member) && receiver != Self.implicitReceiver {
      add(
        member: member, of: call, at: call.location, receiver: receiver, hosts: call.closureHosts,
        targets: call.closureTargets, labels: call.closureLabels,
        cases: CallCases(arms: arms(), propertyArms: propertyArms(call.casePatterns, arms: arms())),
        observing: notification()
      )
    }
    // `openURL(URL(string: "port://ferry")!)`: the app opens a URL of its own, which runs its `.onOpenURL`
    // closures' calls with that URL, from here.
    if !links.handlers.isEmpty, let url = links.opened(by: call) {
      for (made, context) in links.calls(runBy: call, opening: url)
      where types.declaresFunction(named: made.member) {
        add(
          member: made.member, of: made, at: call.location, receiver: made.receiver, hosts: call.closureHosts,
          targets: call.closureTargets, labels: call.closureLabels,
          cases: CallCases(arms: arms(), propertyArms: propertyArms(call.casePatterns, arms: arms())),
          observing: notification(), receiverContext: context)
      }
    }
    // `onFinish?()`: one of the type's own stored closures is called, so a closure it was given runs (not a
    // local or parameter of that name: `var onFinish = ...; onFinish?()`).
    let onSelf = receiver.isEmpty || (receiver.count == 1 && receiver[0] == .name("self"))
    if onSelf, member.startsWithASCIISmallLetter, properties.contains(member),
      !receiver.isEmpty || !Self.namesLocalValue([.name(member)], in: function)
    {
      runsClosures(
        of: type.name, value: call.arguments.first?.value, hosts: call.closureHosts, targets: call.closureTargets,
        labels: call.closureLabels, in: scope(at: call.location), arms: arms(), patterns: call.casePatterns,
        property: closureProperties.contains(member) ? member : nil)
    } else if !onSelf, !closureNames.isEmpty, closureNames.contains(member),
      let owner = resolver.type(of: receiver, in: scope(at: call.location)).flatMap(types.declaredName(of:)),
      !owner.isProtocol, CallGraph.closureProperties(of: owner.name, types: types).contains(member)
    {
      // `coordinator.onStorm?()`: another value's stored closure is called, so what it was given runs.
      runsClosures(
        of: owner.name, value: call.arguments.first?.value, hosts: call.closureHosts,
        targets: call.closureTargets, labels: call.closureLabels, in: scope(at: call.location), arms: arms(),
        patterns: call.casePatterns,
        property: member)
    }
    // `openProduct(id)` where `@Environment(\.openProduct) var openProduct`: the closure the app put in the environment
    // under that key runs (`.environment(\.openProduct) { ... }`).
    if onSelf, !environmentKeys.isEmpty, let key = environmentKeys[member] {
      runsClosures(
        of: CallItem.environmentValues, value: call.arguments.first?.value, hosts: call.closureHosts,
        targets: call.closureTargets, labels: call.closureLabels, in: scope(at: call.location), arms: arms(),
        patterns: call.casePatterns,
        property: key)
    }
    // `coordinator?.events.send(.done)` (`onNext`, `accept`): a type's subject is sent a value, so the closures
    // subscribed to it, the type's to run, run with it (`SubjectEvents`).
    if SubjectEvents.sends(member),
      let (owner, subject) = SubjectEvents.subjectSent(
        by: call, in: scope(at: call.location), types: types, resolver: resolver)
    {
      runsClosures(
        of: owner, value: call.arguments.first?.value, hosts: call.closureHosts, targets: call.closureTargets,
        labels: call.closureLabels, in: scope(at: call.location), arms: arms(), patterns: call.casePatterns,
        property: subject)
    }
    // `continuation.yield(.bread)`: the `for await` loops over the owner's stream fed by that continuation run
    // with the value (`SubjectEvents.yieldedStreams`).
    if member == "yield", case let yielded = SubjectEvents.yielded(by: call), yielded.delivers,
      let (owner, streams) = SubjectEvents.yieldedStreams(
        by: call, in: scope(at: call.location), types: types, resolver: resolver)
    {
      for stream in streams {
        runsClosures(
          of: owner, value: yielded.value, hosts: call.closureHosts, targets: call.closureTargets,
          labels: call.closureLabels, in: scope(at: call.location), arms: arms(), patterns: call.casePatterns,
          property: stream)
      }
    }
    // `button.rx.tap.bind(to: model.taps)`: a publisher given to a type's subject may send it any value, there;
    // one mapped to a case (`rx.tap.map { .boats }.bind(to: steps)`), that case.
    if let relayed = SubjectEvents.relayedSubject(by: call),
      let (owner, subject) = SubjectEvents.subjectNamed(
        by: relayed, in: scope(at: call.location), types: types, resolver: resolver)
    {
      let mapped = SubjectEvents.delivered(through: call.receiver[...], in: type.name, types: types)
      let value: ExpressionShape? =
        if case .constant(let constant) = mapped { .implicitMember(constant, nil) } else { nil }
      runsClosures(
        of: owner, value: value, hosts: call.closureHosts, targets: call.closureTargets, labels: call.closureLabels,
        in: scope(at: call.location), arms: arms(), patterns: call.casePatterns, property: subject)
    }
    let arguments = call.arguments
    // `AccountCoordinator(signOut: onSignOut)`: a closure the type was given, handed on to another type's
    // initialiser (or method), runs where that type calls its stored closures.
    if !closureProperties.isEmpty {
      for argument in arguments {
        guard let handed = Self.ownProperty(argument.value, of: function, among: closureProperties) else {
          continue
        }
        // `dismiss(onPosted)`, `finishFlow(completion: onDone)`: given to a library transition as its completion, it
        // runs once the transition ends, as a call written in a completion closure does (`dismiss { onPosted() }`).
        if isLibraryCompletion(call) {
          let before = edges.count
          runsClosures(
            of: type.name, value: nil, hosts: call.closureHosts + [member], targets: call.closureTargets + [receiver],
            labels: call.closureLabels(then: argument.label), in: scope(at: call.location), arms: arms(),
            patterns: call.casePatterns, property: handed)
          if let mark = markOfCompletion(of: call, closing: closing) {
            for position in before..<edges.count { edges[position].edge.afterFinishing = mark }
          }
          continue
        }
        handOn(
          handed, hosts: call.closureHosts + [member], targets: call.closureTargets + [receiver],
          labels: call.closureLabels(then: argument.label), at: call.location)
      }
    }
    // `addObserver(self, selector: #selector(logout), name: .sessionExpired, object: nil)`: the method
    // passed observes the notification named.
    let selectorObserves =
      member == "addObserver"
      ? arguments.first { $0.label == "name" }.flatMap { Notifications.name(of: $0.value, types: types) } : nil
    for index in arguments.indices {
      guard case .reference(let chain) = arguments[index].value, case .name(let name)? = chain.last,
        types.declaresFunction(named: name), !arguments[index].isReadFromClosure,
        !Self.namesLocalValue(chain, in: function)
      else { continue }
      add(
        member: name, of: nil, at: call.location,
        receiver: chain.count == 1 ? [.name("self")] : Array(chain.dropLast()),
        hosts: call.closureHosts + [call.member], targets: call.closureTargets + [call.receiver],
        labels: call.closureLabels(then: arguments[index].label),
        cases: Self.passedByName(CallCases(arms: arms(), propertyArms: propertyArms(call.casePatterns, arms: arms()))),
        observing: selectorObserves ?? notification())
    }
  }

  /// Whether a call is a library transition that takes a completion (`ClosureRunner.completionHosts`), not a method of
  /// that name that the receiver's type (the writing type's, with no receiver) declares.
  private func isLibraryCompletion(_ call: CallItem) -> Bool {
    guard ClosureRunner.completionHosts.contains(call.member) else { return false }
    let receiver = call.receiver
    let receiving =
      receiver.isEmpty || receiver == [.name("self")]
      ? type.name : resolver.type(of: receiver, in: scope(at: call.location))
    return !(receiving.map { types.declaresFunction(call.member, in: $0) } ?? false)
  }

  /// The mark of code that a library transition's completion runs (`Edge.afterFinishing`), by the rules a completion
  /// closure's code is marked by: once the coordinator a finish finishes is gone, once the layer a dismiss (or a close
  /// the dialect reads, `closing`) takes away is gone; nil for any other transition (its completion runs as part of
  /// the event).
  private func markOfCompletion(of call: CallItem, closing: Set<SourceLocation>) -> Int32? {
    let here = scope(at: call.location)
    if ClosureRunner.isFinish(call.member) {
      guard
        let child = ClosureRunner.finishedCoordinator(
          call.member, on: call.receiver, in: here, types: types, resolver: resolver),
        let number = numbers[CallGraph.key(child, ClosureRunner.closureFunction)]
      else { return nil }
      return Int32(number)
    }
    if call.member == "dismiss", !types.declaresFunction("dismiss", in: type.name) { return Edge.dismissing }
    if call.member == "close", closing.contains(call.location) { return Edge.closing }
    return nil
  }
}
