import NavigationModel
import SourceIndex

/// Child coordinators of the library's older modules that present themselves: `presentCoordinator(animated:)` in the
/// child's `start` asks its parent (the `parent:` it was built with) to start it as a child, so that the parent's
/// `SettingsCoordinator(parent: self).start(animated: true)` presents it.
extension ALCoordinatorReader {
  /// The methods of the app's coordinators that present the coordinator itself (their code calls the library's
  /// `presentCoordinator(animated:)`, in the coordinator or a base class it derives from), by method name, with the
  /// coordinators whose method it is.
  static func selfPresentingMethods(
    in declared: [ALCoordinatorDialect.Declared], types: AppTypes, threads: Int?
  ) -> [String: Set<String>] {
    // Each coordinator's methods are read on their own (in parallel), then merged in declaration order.
    let found = Parallel.map(count: declared.count, threads: threads) { index in
      types.lineage(of: declared[index].type.name).flatMap { type in
        type.functions.lazy.filter { function in
          function.calls.contains(where: { $0.member == "presentCoordinator" && Self.isOnSelf($0.receiver) })
        }
        .map(\.name)
      }
    }
    var methods: [String: Set<String>] = [:]
    for (coordinator, names) in zip(declared, found) {
      for name in names { methods[name, default: []].insert(coordinator.type.name) }
    }
    return methods
  }

  /// The site of a call of such a method on a child coordinator (`child.start(animated: true)`, `Settings(parent:
  /// self).start()`): the coordinator its construction names as `parent:` (else the coordinator whose code makes the
  /// call) presents the child, in the style the child's construction or initialiser asks for, else the library's
  /// default. Nil for any other call.
  func selfPresentingSite(_ call: CallItem, in context: CodeContext) -> ActionSite? {
    guard let presenting = selfPresenting[call.member], !Self.isOnSelf(call.receiver) else { return nil }
    guard let child = childCoordinator(Self.receiverValue(of: call), in: context),
      presenting.contains(child.declared.type.name)
    else {
      return nil
    }
    let named = child.construction.flatMap { construction -> String? in
      guard case .call(_, let arguments) = construction, let parent = arguments.value(labelled: "parent") else {
        return nil
      }
      return resolver.type(of: parent, in: context)
    }
    guard
      let parent = [named, context.typeName].lazy.compactMap({ $0 }).compactMap({ self.coordinators(named: $0).first })
        .first
    else { return nil }
    // The older modules' tab coordinator adds the child as a tab.
    if parent.kind == .tabs && parent.flavour != .modern { return nil }
    let style = childStyle(child, explicit: nil)
    let action = Action(
      style.kind, target: child.declared.type.name, startRoute: child.startPage, confidence: style.confidence,
      location: call.location)
    return ActionSite(action: action, coordinator: parent.type.name, context: context, takenBy: call)
  }

  /// The note for a coordinator's call of `start` on a child whose `start` does not present it (`Shelf(parent:
  /// self).start(animated: true)` where the child's `start` calls no `presentCoordinator`): the call shows nothing, so
  /// the child is shown only where the app presents it in another way (the library's older modules only). Nil for any
  /// other call.
  func unpresentedStartNote(_ call: CallItem, in context: CodeContext) -> ReadingNote? {
    guard call.member == "start", !Self.isOnSelf(call.receiver), !coordinators(named: context.typeName).isEmpty
    else { return nil }
    // The newer API has no `presentCoordinator`.
    guard let child = childCoordinator(Self.receiverValue(of: call), in: context), child.declared.flavour != .modern,
      selfPresenting["start"]?.contains(child.declared.type.name) != true
    else { return nil }
    let name = child.declared.type.name
    return ReadingNote(
      location: call.location,
      message:
        "this `start` on \(name) shows nothing: its `start` calls no `presentCoordinator(animated:)`, so \(name) "
        + "is shown only where the app presents it (`startChildCoordinator(_:)`, `navigate(to:)`)")
  }

  /// The value a call is made on, as an expression: `drawer` for `drawer.start()`, the construction for
  /// `Settings(parent: self).start()`.
  private static func receiverValue(of call: CallItem) -> ExpressionShape {
    if call.receiver.count == 1, case .call(let name, let arguments) = call.receiver[0] {
      return .call([.name(name)], arguments)
    }
    return .reference(call.receiver)
  }

  /// Whether a receiver is the value whose code makes the call: none written, or `self`.
  private static func isOnSelf(_ receiver: [ChainStep]) -> Bool {
    receiver.isEmpty || receiver == [.name("self")]
  }
}
