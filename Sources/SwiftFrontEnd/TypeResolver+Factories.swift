import SourceIndex

/// Types given by Factory, the dependency container (`extension Container { var home: Factory<HomeCoordinator>
/// { self { HomeCoordinator() } } }`): calling a registration gives its product
/// (`Container.shared.home()`), and so does its property wrapper (`@Injected(\.home) var coordinator`).
extension TypeResolver {
  /// Factory's property wrappers, each given a registration's key path.
  static let factoryWrappers: Set<String> = [
    "Injected", "InjectedObject", "LazyInjected", "WeakLazyInjected", "ObservedInjected", "InjectedType",
  ]

  /// The types of Factory's registrations.
  static let factoryTypes: Set<String> = ["Factory", "ParameterFactory"]

  /// The type that the registration `name` gives: a property of type `Factory<T>` (or `ParameterFactory<P,
  /// T>`) of the app's container type `holder`, else of the app's extension of Factory's `Container`.
  func factoryProduct(_ name: String, in holder: String?) -> String? {
    let property =
      holder.flatMap { types.property(name, of: $0) }
      ?? types.libraryExtension(named: "Container")?.property(named: name)
    guard let type = property?.type, Self.factoryTypes.contains(type.name),
      let product = type.arguments.last
    else { return nil }
    return product.name
  }

  /// The type a Factory property wrapper injects (`@Injected(\.home)`, `@InjectedObject(\AppContainer.home)`).
  func injectedType(_ property: PropertyItem) -> String? {
    for attribute in property.attributes where Self.factoryWrappers.contains(attribute.name) {
      if case .keyPath(let root, let components)? = attribute.arguments.first?.value, components.count == 1 {
        return factoryProduct(components[0], in: root)
      }
    }
    return nil
  }
}
