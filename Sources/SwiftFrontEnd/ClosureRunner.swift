import SourceIndex

/// Who runs the code in a closure, for finding where an action fires from.
///
/// A closure passed to `Task`, `withAnimation` and the like runs as part of the event that made it
/// (`CallGraph.transparentHosts`). One passed to the initialiser of an app type
/// (`CatalogModel(onSelect: { ... })`, `BasketView(onClose: { ... })`) is that type's to call: it
/// fires from the routes the type belongs to, as the type's own methods do. Any other (`sink`, a
/// closure stored or assigned) runs later, at a time the code does not show: a callback.
enum ClosureRunner: Equatable {
  /// Not in a closure, or only in closures that run at once: the enclosing function runs it.
  case now
  /// In a closure given to this app type's initialiser.
  case type(String)
  /// In a closure that runs later, at a time the code does not show.
  case callback

  /// The function that stands, in the call graph, for the closures given to a type's initialiser.
  static let closureFunction = "{closure}"

  /// Who runs code inside closures with these hosts (outermost first): the innermost host that does
  /// not run its closure at once decides.
  static func of(_ closureHosts: [String], types: AppTypes) -> ClosureRunner {
    guard let host = closureHosts.last(where: { !CallGraph.transparentHosts.contains($0) }) else { return .now }
    guard let type = types.declaredName(of: host), !type.isProtocol else { return .callback }
    return .type(type.name)
  }
}
