import NavigationModel
import SourceIndex

/// What the function's assignments and bindings run.
extension CallEdgeReader {
  /// `event = .close` on a published property (or `model.event = .close`): the closures subscribed to its
  /// publisher (`model.$event.sink { ... }`) run with that value (with any value: `isSignedIn = true` runs
  /// them all); so do those subscribed to a `CurrentValueSubject` whose value is set (`events.value = .done`).
  /// Only an assignment to a name some type publishes, or to a `value`, can be one.
  mutating func readPublishingAssignments() {
    for assignment in function.assignments {
      guard case .name(let property)? = assignment.target.last,
        property == "value" || types.publishedNames.contains(property)
      else { continue }
      let here = scope(at: assignment.location)
      let published = SubjectEvents.publishedOwner(of: assignment.target, in: here, types: types, resolver: resolver)
      guard
        let owner = published
          ?? SubjectEvents.currentValueOwner(of: assignment.target, in: here, types: types, resolver: resolver)
      else { continue }
      // A type's initialiser setting its own property delivers to no one (no one can have subscribed yet): the
      // value is the one a subscription gets at once (`SubjectEvents.valueAtOnce`).
      if function.name == "init", owner == type.name,
        assignment.target.count == 1 || assignment.target[0] == .name("self")
      {
        continue
      }
      // The property that delivers the value: the published one, or the subject whose `value` is set.
      let publisher = assignment.target[assignment.target.count - (published != nil ? 1 : 2)].name
      runsClosures(
        of: owner, value: assignment.value, hosts: assignment.closureHosts, targets: assignment.closureTargets,
        labels: assignment.closureLabels, in: here, arms: armCases(of: assignment.casePatterns),
        patterns: assignment.casePatterns, property: publisher)
    }
  }

  /// A binding to a published property given to a control (`Picker("Go", selection: $model.event)`), or a
  /// publisher assigned to it by key path (`feed.assign(to: \.event, on: self)`): it may be set to any value,
  /// there, and the closures subscribed to its publisher run with it.
  mutating func readBindings() {
    guard !types.publishedNames.isEmpty else { return }
    for call in function.calls {
      for target in Self.boundProperties(of: call) {
        guard case .name(let property)? = target.last, types.publishedNames.contains(property) else { continue }
        let here = scope(at: call.location)
        guard let owner = SubjectEvents.publishedOwner(of: target, in: here, types: types, resolver: resolver)
        else { continue }
        runsClosures(
          of: owner, value: nil, hosts: call.closureHosts, targets: call.closureTargets,
          labels: call.closureLabels, in: here, property: property)
      }
    }
  }

  /// `state = .signedIn` (also `self.state`, `model.code = code`) on a property whose setting runs code (its observers,
  /// a computed property's `set`: `PropertyItem.runsCodeWhenSet`): the property's function, which holds that code, runs
  /// there. An initialiser setting its own type's property runs no observer, as in Swift. (A binding to one given to a
  /// control, `TextField("Code", text: $model.code)`, sets it on the screen that shows the control, where the model's
  /// code runs already: the screen holds it.)
  mutating func readSetterAssignments() {
    guard !types.setterNames.isEmpty else { return }
    for assignment in function.assignments {
      guard case .name(let property)? = assignment.target.last, types.setterNames.contains(property) else { continue }
      let own = assignment.target.count == 1 || (assignment.target.count == 2 && assignment.target[0] == .name("self"))
      if own, function.name == "init" { continue }
      let patterns = assignment.casePatterns
      let arms = armCases(of: patterns)
      runsSetter(
        of: assignment.target, at: assignment.location, hosts: assignment.closureHosts,
        targets: assignment.closureTargets, labels: assignment.closureLabels,
        cases: CallCases(arms: arms, propertyArms: propertyArms(patterns, arms: arms)))
    }
  }

  /// The edge to the function of the property a chain sets, if setting it runs code.
  private mutating func runsSetter(
    of target: [ChainStep], at place: SourceLocation, hosts: [String], targets: [[ChainStep]], labels: [String],
    cases: CallCases
  ) {
    guard case .name(let property)? = target.last,
      let (owner, _) = SubjectEvents.holder(ofPropertyNamedBy: target[...], in: scope(at: place), resolver: resolver),
      types.property(property, of: owner)?.runsCodeWhenSet == true
    else { return }
    let receiver = target.count == 1 ? [ChainStep.name("self")] : Array(target.dropLast())
    add(
      member: property, of: nil, at: place, receiver: receiver, hosts: hosts, targets: targets, labels: labels,
      cases: cases, observing: nil)
  }

  /// `controller.onCompose = coordinator.compose`: a method assigned by name to a value's stored closure
  /// runs where that value calls it, as a closure assigned there would (also when the assignment is made
  /// in a closure: `Task { controller.onCompose = self.compose }`).
  mutating func readMethodAssignments() {
    for assignment in function.assignments where assignment.target.count > 1 {
      // `controller.onSignOut = signOut`: a closure the type was given, assigned to another type's property.
      if !closureProperties.isEmpty,
        let handed = Self.ownProperty(assignment.value, of: function, among: closureProperties)
      {
        handOn(
          handed, hosts: assignment.closureHosts + [""], targets: assignment.closureTargets + [assignment.target],
          labels: assignment.closureLabels, at: assignment.location)
        continue
      }
      guard case .reference(let chain) = assignment.value, case .name(let name)? = chain.last,
        types.declaresFunction(named: name), !Self.namesLocalValue(chain, in: function)
      else { continue }
      let patterns = assignment.casePatterns
      let arms = armCases(of: patterns)
      add(
        member: name, of: nil, at: assignment.location,
        receiver: chain.count == 1 ? [.name("self")] : Array(chain.dropLast()), hosts: assignment.closureHosts + [""],
        targets: assignment.closureTargets + [assignment.target], labels: assignment.closureLabels,
        cases: Self.passedByName(CallCases(arms: arms, propertyArms: propertyArms(patterns, arms: arms))),
        observing: nil)
    }
  }
}
