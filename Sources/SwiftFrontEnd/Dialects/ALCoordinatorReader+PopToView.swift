import NavigationModel
import SourceIndex

extension ALCoordinatorReader {
  /// `popToView(DetailView.self)`: the route whose screen is that type. For a generic container,
  /// `popToView(UIHostingController<RecipeView>.self)`, the route that shows its content comes first.
  func popToView(_ call: CallItem, by coordinator: ALCoordinatorDialect.Declared) -> Action? {
    guard case .reference(let chain)? = call.arguments.first?.value, chain.count >= 2, chain.last == .name("self"),
      let viewNames = Self.screenNames(chain.dropLast())
    else { return Action(.popTo, target: nil, confidence: .inferred, location: call.location) }
    // The route whose screen is that type: the acting coordinator's own first, then any other's.
    let owners = [coordinator] + declared.filter { $0.type.name != coordinator.type.name && $0.kind == .stack }
    for viewName in viewNames {
      for owner in owners {
        if let route = route(showing: viewName, in: owner) {
          let target = owner.type.name == coordinator.type.name ? route.name : "\(owner.type.name).\(route.name)"
          return Action(.popTo, target: target, location: call.location)
        }
      }
    }
    return Action(.popTo, target: viewNames.last!, location: call.location)
  }

  /// The screen types that a `T.self` names (`path`: what comes before `.self`), in the order to look for them: a
  /// generic container's arguments, then the container. A type written with the types it is nested in
  /// (`Shop.CartView.self`) goes by that name.
  private static func screenNames(_ path: ArraySlice<ChainStep>) -> [String]? {
    let names = path.compactMap(\.name)
    if names.count == path.count, names.count > 1, names.allSatisfy(\.startsUppercase) {
      return [names.joined(separator: ".")]
    }
    guard let step = path.last else { return nil }
    switch step {
    case .name(let name): return [name]
    case .specialized(let type): return type.arguments.map(\.name) + [type.name]
    default: return nil
    }
  }
}
