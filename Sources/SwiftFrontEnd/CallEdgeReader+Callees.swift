import NavigationModel
import SourceIndex

/// The methods of the app a call may run, each an edge of its own.
extension CallEdgeReader {
  /// `receiverContext`: where the receiver is written, when not here (a call of an `.onOpenURL` closure that the
  /// app's opening of its own URL runs, `InAppLinks`).
  mutating func add(
    member: String, of call: CallItem?, at place: SourceLocation, receiver: [ChainStep], hosts: [String],
    targets: [[ChainStep]], labels: [String], cases: CallCases, observing notification: String?,
    receiverContext: CodeContext? = nil, runner knownRunner: ClosureRunner? = nil
  ) {
    if case .later = callees {
      // A call on `self` (written or not) that no method of the type (nor a free function, nor a library type's
      // extension) can take runs nothing when read: it is not kept, nor counted as a caller of its name
      // (`CallGraph.neededNames`), so that a name a closure holds (`body()` in `func check(body: () -> Void)`) does not
      // make every function of that name needed.
      if receiverContext == nil, receiver.isEmpty || receiver == [.name("self")],
        callees(of: member, in: call, on: receiver, at: scope(at: place)).isEmpty
      {
        return
      }
      // Who runs the closure the call sits in (none outside closures), kept for when the call is read.
      var runner: ClosureRunner?
      var runningClosures: Int?
      if !hosts.isEmpty {
        let closures = ClosureRunner.of(
          hosts, targets: targets, labels: labels, in: scope(at: place), types: types, resolver: resolver,
          at: CodeContext.order(of: place))
        runner = closures
        runningClosures = closures.runningType.map { Self.closureNumber(of: closures, in: $0, numbers: numbers) }
      }
      deferred.append(
        DeferredCall(
          member: member, call: call, place: place, receiver: receiver, hosts: hosts, targets: targets, labels: labels,
          cases: cases, notification: notification, receiverContext: receiverContext, runner: runner,
          position: edges.count, mark: nil, runningClosures: runningClosures))
      return
    }
    let here = scope(at: place)
    // `Button(action: coordinator.close)` through a property nothing sets runs nowhere.
    if resolver.hasNeverSetProperties, resolver.neverSet.holdsNothing(receiver, in: receiverContext ?? here) { return }
    var callees = callees(of: member, in: call, on: receiver, at: receiverContext ?? here)
    guard !callees.isEmpty else { return }
    // Code in a closure given to an app type (or assigned to its property) is called by that type,
    // and, as a callback, by the function that wrote it (a screen's closure fires from its routes).
    let runner =
      knownRunner
      ?? ClosureRunner.of(
        hosts, targets: targets, labels: labels, in: here, types: types, resolver: resolver,
        at: CodeContext.order(of: place))
    var edge = Edge(caller: caller, isCallback: runner.isCallbackOfWriter)
    edge.inDeepLink = LinkClosures.contain(hosts, targets: targets, of: here.typeName, types: types)
    let onShowingCoordinator =
      !libraryEnvironmentHolders.isEmpty && receiverContext == nil && readsLibraryEnvironment(receiver, at: here)
    edge.onShowingCoordinator = onShowingCoordinator
    let runnerEdge = runner.runningType.map { type in
      var edge = Edge(caller: Self.closureNumber(of: runner, in: type, numbers: numbers), isCallback: false)
      edge.onShowingCoordinator = onShowingCoordinator
      if ClosureRunner.isGivenToValueMadeHere(of: type, hosts: hosts, targets: targets, in: here, types: types) {
        edge.writtenIn = Int32(caller)
      }
      return edge
    }
    // In arms of a test of the value a type's closure receives (`events.sink { event in switch event { case .shop:
    // ... } }`): the call runs where those cases are sent, set or passed.
    var receivedArms =
      runner.runningType.flatMap { type in
        call.map {
          ReceivedValueArms.cases(
            hosts: hosts, targets: targets, labels: labels, patterns: $0.casePatterns, in: function, runningIn: type,
            types: types)
        }
      } ?? []
    let subscribing = SubjectEvents.subscribing(
      by: runner, hosts: hosts, targets: targets, arms: receivedArms, in: here.typeName, types: types)
    // Code subscribed through a filter to one case (`events.filter { $0 == .showHelp }.sink { ... }`) runs where that
    // case is sent, as in its arm.
    if receivedArms.isEmpty, let filtered = subscribing?.filtered { receivedArms = [filtered] }
    // In a closure that observes a notification: called by the notification's function if the app
    // posts it, else as any closure's code.
    var observed = Edge(caller: caller, isCallback: false)
    observed.inDeepLink = edge.inDeepLink
    let unposted = notification.map { Observing(notification: $0, ifPosted: false) }
    // A method a class inherits from a superclass of the app's (no coordinator) runs the superclass's code.
    var inherited = false
    for (index, callee) in callees.enumerated() {
      guard let superclass = types.inheritingSuperclass(declaring: member, for: callee) else { continue }
      callees[index] = superclass
      inherited = true
    }
    // Conformers of a protocol that inherit the method from one superclass call it once.
    if inherited {
      callees = callees.enumerated().filter { !callees[..<$0.offset].contains($0.element) }.map(\.element)
    }
    // A call on a value of a class of the app may run its subclasses' overrides (`model.submit()` on a `FormModel`
    // runs `EmailFormModel`'s `override func submit()` when the value is one). On `self`, in the base class's own code,
    // the edge is marked (`Edge.dispatchesOnSelf`): the value is then the subclass whose screen shows.
    let onSelf = receiver.isEmpty || (receiver.count == 1 && receiver[0] == .name("self"))
    var overrides = 0
    for callee in callees {
      for subclass in types.overridingSubclasses(of: callee, for: member) where !callees.contains(subclass) {
        callees.append(subclass)
        overrides += 1
      }
    }
    // A call through a stored property typed by a protocol that several of the app's types conform to runs, on each
    // route, the method of the one the screen holds there (`ProtocolHolder`).
    let holder =
      callees.count > 1 && !inherited && overrides == 0 && cases.propertyArms == nil && runnerEdge == nil
        && receiverContext == nil
      ? ProtocolHolder.property(namedBy: receiver, in: here.typeName, types: types) : nil
    for (position, conformer) in callees.enumerated() {
      let dispatchesOnSelf = onSelf && position >= callees.count - overrides
      let callee = types.protocolGiving(member, to: conformer, for: call) ?? conformer
      var cases = cases
      if let holder { cases.propertyArms = (holder, [ProtocolHolder.heldCase(conformer)]) }
      // A method passed by name gets the closure's first value as its first argument: that value picks only where the
      // method's selector is its first parameter.
      if call == nil, cases.forwardsClosureValue, !selectorIsFirstParameter(of: member, in: callee) {
        cases.forwards = false
        cases.forwardsClosureValue = false
      }
      var others: [(passed: String, patterns: [ExpressionShape])] = []
      if let call { read(call, givenTo: callee, into: &cases, others: &others) }
      let names = types.graphNames(called: member, with: call, on: callee) {
        resolver.type(of: $0, in: here)
      }
      func append(_ cases: CallCases) {
        var edge = edge
        edge.dispatchesOnSelf = dispatchesOnSelf
        var written = cases
        var delivered = cases
        if !receivedArms.isEmpty { delivered.arms = receivedArms.sorted() }
        // Code subscribed to a publisher runs where the subscription is made only with what the publisher gives at
        // once (if anything), in the arms of that value; its deliveries give the rest. What it passes on through
        // operators that make other values of them (`map { _ in .lions }`) is any value.
        if let subscribing {
          if cases.forwardsClosureValue && subscribing.delivered != .published {
            // `map { _ in .fuel }` passes on that case, whatever is published; other operators, any value.
            if case .constant(let constant) = subscribing.delivered { delivered.passed = constant }
            delivered.forwards = false
            delivered.forwardsClosureValue = false
          }
          if let given = subscribing.givenAtOnce {
            // Given as the subscription is made, not later.
            edge.isCallback = false
            if cases.forwardsClosureValue {
              written.passed = given
              written.forwards = false
              written.forwardsClosureValue = false
            }
          }
        }
        if written.passed != nil { written.passedAt = place.line << 20 | (place.column ?? 0) }
        let writes = runner.firesWhereWritten && subscribing?.runs != false
        var runnerEdge = runnerEdge
        runnerEdge?.dispatchesOnSelf = dispatchesOnSelf
        var observed = observed
        observed.dispatchesOnSelf = dispatchesOnSelf
        for name in names {
          if writes { edges.append((CallGraph.key(callee, name), edge, written, unposted)) }
          if let runnerEdge { edges.append((CallGraph.key(callee, name), runnerEdge, delivered, unposted)) }
          if let notification {
            edges.append(
              (CallGraph.key(callee, name), observed, cases, Observing(notification: notification, ifPosted: true)))
          }
        }
      }
      append(cases)
      // One edge more per other case the argument may be.
      for other in others {
        var one = cases
        one.passed = other.passed
        if let call, !other.patterns.isEmpty { one.arms = armCases(of: call.casePatterns + other.patterns) }
        append(one)
      }
    }
  }

  /// The types whose method `member` a call on `receiver` (written at `context`) may run: the receiver's type, or each
  /// conformer of its protocol, that declares it (and whose own method the call may run: `AppTypes.mayRunOwn`); else a
  /// method of an extension of a library type (`extension View { func composeButton(...) }`), called on a value whose
  /// type is the library's or unknown (`List { ... }.composeButton(c)`), or a free function, called by its name alone.
  private func callees(of member: String, in call: CallItem?, on receiver: [ChainStep], at context: CodeContext)
    -> [String]
  {
    let resolved = resolver.type(of: receiver, in: context).flatMap { types.declaredName(of: $0) }
    let callees = (resolved.map { $0.isProtocol ? types.conformerNames(of: $0.name) : [$0.name] } ?? [])
      .filter { callee in
        types.declaresFunction(member, in: callee) && (call.map { types.mayRunOwn($0, on: callee) } ?? true)
      }
    return callees.isEmpty ? types.libraryExtensions(declaring: member, calledOn: receiver) : callees
  }

  /// Whether a receiver is a property that reads the coordinator library's environment (`libraryEnvironmentHolders`:
  /// `coordinator`, or `self.coordinator`, cast or not), not a local or parameter of that name, nor what it reaches
  /// (`(coordinator?.parent as? ShopTabs)?`: another coordinator than the one that shows the view).
  private func readsLibraryEnvironment(_ receiver: [ChainStep], at here: CodeContext) -> Bool {
    let steps = receiver.first == .name("self") ? receiver.dropFirst() : receiver[...]
    guard case .name(let name)? = steps.first, libraryEnvironmentHolders.contains(name),
      steps.dropFirst().allSatisfy({ step in
        switch step {
        case .cast, .conditionalCast: true
        default: false
        }
      })
    else { return false }
    return receiver.first == .name("self")
      || (here.local(named: name) == nil && !function.parameters.contains { $0.name == name })
  }

  /// A method passed by name (`CatalogueView(send: store.send)`, `controller.onPick = coordinator.show`), read as a
  /// closure that passes its first value on (`{ store.send($0) }`): the case the method's selector needs is the one the
  /// closure's callers give it (`send(.basketTapped)`), where the selector is the first parameter
  /// (`selectorIsFirstParameter(of:in:)`, asked per callee).
  static func passedByName(_ cases: CallCases) -> CallCases {
    var cases = cases
    cases.forwards = true
    cases.forwardsClosureValue = true
    return cases
  }

  /// Whether every method of that name the type has takes its selector (`EnumParameterCases.Selector`) as its first
  /// parameter.
  private func selectorIsFirstParameter(of member: String, in typeName: String) -> Bool {
    let functions = types.functions(member, of: typeName)
    return !functions.isEmpty
      && functions.allSatisfy { types.selector(of: $0, from: typeName)?.position == 0 }
  }
}
