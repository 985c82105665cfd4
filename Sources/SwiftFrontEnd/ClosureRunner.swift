import SourceIndex

/// Who runs the code in a closure, for finding where an action fires from.
///
/// A closure passed to `Task`, `withAnimation` and the like runs as part of the event that made it
/// (`transparentHosts`). One passed to the initialiser of an app type
/// (`CatalogModel(onSelect: { ... })`, `BasketView(onClose: { ... })`) is that type's to call: it
/// fires from the routes the type belongs to, as the type's own methods do; so does one assigned to a
/// type's property (`vm.onSelect = { ... }`). Such code also counts as a callback of the function that
/// wrote it (a screen that hands a closure to a helper of no route still fires it). Any other
/// closure (`sink`, one kept in a local) runs later, at a time the code does not show: a callback.
enum ClosureRunner: Equatable {
  /// Not in a closure, or only in closures that run at once: the enclosing function runs it.
  case now
  /// In a closure given to this app type's initialiser or assigned to its property.
  case type(String)
  /// In a closure that runs later, at a time the code does not show.
  case callback

  /// Closures that run as part of the event that created them.
  static let transparentHosts: Set<String> = [
    "Task", "detached", "async", "asyncAfter", "run", "withAnimation", "perform", "sync",
  ]

  /// The function that stands, in the call graph, for the closures a type is given (to its initialiser
  /// or its properties).
  static let closureFunction = "{closure}"

  /// Who runs code inside closures with these hosts and assigned places (outermost first, as a call
  /// gives them), written in `context`: the innermost closure that does not run at once decides. A
  /// closure assigned to a property (`vm.onSelect = { ... }`) is run by the property's owner.
  static func of(
    _ closureHosts: [String], targets: [[ChainStep]], in context: CodeContext, types: AppTypes,
    resolver: TypeResolver
  ) -> ClosureRunner {
    guard let index = closureHosts.lastIndex(where: { !transparentHosts.contains($0) }) else { return .now }
    var runner: String? = closureHosts[index]
    if runner == "" {
      let target = index < targets.count ? targets[index] : []
      runner = target.isEmpty ? nil : resolver.type(of: Array(target.dropLast()), in: context)
    }
    guard let runner, let type = types.declaredName(of: runner), !type.isProtocol else { return .callback }
    return .type(type.name)
  }

  /// Whether the function that wrote the code runs it later (a callback), not now.
  var isCallbackOfWriter: Bool { self != .now }

  /// The app type that runs the code, if a type was given the closure.
  var runningType: String? {
    if case .type(let name) = self { return name }
    return nil
  }
}
