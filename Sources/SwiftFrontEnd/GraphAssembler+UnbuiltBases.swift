import NavigationModel
import SourceIndex

/// Coordinator classes that are only base classes of others.
extension GraphAssembler {
  /// The coordinators but those that are only base classes of others: a class the app derives other coordinators from
  /// (`class SingleScreenCoordinator: NavigationCoordinator<SingleRoute>`, subclassed by `ProfileCoordinator` and
  /// `SettingsCoordinator`) that no code builds (no `SingleScreenCoordinator()` anywhere) and nothing in the graph
  /// names (no action, tab, handler or deep link; not the entry). Its code runs in its subclasses, each a coordinator
  /// with its own routes; kept, it would be reported never started, and its routes never shown. The inferred triggers
  /// of what it runs itself go with it.
  mutating func leavingOutUnbuiltBases(_ coordinators: [Coordinator], entry: String, links: [DeepLink]) -> [Coordinator]
  {
    let names = Set(coordinators.map(\.name))
    var bases = Set(
      coordinators.lazy.map(\.name).filter { [types] name in
        name != entry && types.subclassNames(of: name).contains(where: names.contains)
      })
    guard !bases.isEmpty else { return coordinators }
    // A name in the graph: a coordinator, or a route of one (`OneNote.note`); a nested coordinator's name has a dot too.
    func named(_ name: String?) {
      guard let name, !bases.isEmpty else { return }
      bases.remove(name)
      if let dot = name.lastIndex(of: ".") { bases.remove(String(name[..<dot])) }
    }
    for coordinator in coordinators {
      coordinator.tabs.forEach { named($0.name) }
      coordinator.handlers.forEach { named($0.action.target) }
      for route in coordinator.routes { route.actions.forEach { named($0.target) } }
    }
    for link in links {
      named(link.target.name)
      for step in link.steps ?? [] {
        named(step.coordinator?.name)
        named(step.action.target)
      }
    }
    bases.subtract(types.builtTypes(among: bases))
    guard !bases.isEmpty else { return coordinators }
    inferred.removeAll { bases.contains($0.coordinator) }
    return coordinators.filter { !bases.contains($0.name) }
  }
}

extension AppTypes {
  /// Which of `names` the app's code builds (`forEachConstruction(of:_:)`).
  func builtTypes(among names: Set<String>) -> Set<String> {
    var built: Set<String> = []
    forEachConstruction(of: names) { built.insert($0.typeName) }
    return built
  }
}
