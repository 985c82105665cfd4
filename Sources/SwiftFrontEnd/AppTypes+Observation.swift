import SourceIndex

/// Properties whose changes others observe: `@Published` ones (an `ObservableObject`'s, subscribed to through
/// `$event`) and the stored `var`s of a class the Observation framework's `@Observable` macro is attached to (watched
/// by SwiftUI's `.onChange(of: model.event)`), which `@ObservationIgnored` leaves out.
extension AppType {
  /// Whether setting the property, declared by this type, notifies those who observe it.
  func observes(_ property: PropertyItem) -> Bool {
    if property.attributes.contains(where: { $0.name == "Published" }) { return true }
    guard !property.isStatic, !property.isConstant, declaration.attributes.contains(where: { $0.name == "Observable" })
    else { return false }
    return !property.attributes.contains { $0.name == "ObservationIgnored" }
  }
}

extension AppTypes {
  /// The property `name` of `typeName` or a superclass, if setting it notifies those who observe it
  /// (`AppType.observes(_:)`).
  func observedProperty(_ name: String, of typeName: String) -> PropertyItem? {
    for type in lineage(of: typeName) {
      guard let property = type.property(named: name) else { continue }
      return observes(property, of: type) ? property : nil
    }
    return nil
  }

  /// Whether setting a property of `type` notifies those who observe it (`AppType.observes(_:)`), a stored closure
  /// aside: `model.onFinished = { ... }` on an `@Observable` model hands it code to run where the model calls it
  /// (`ClosureRunner`), no value for observers (no `.onChange(of:)` watches a closure, which is not `Equatable`).
  func observes(_ property: PropertyItem, of type: AppType) -> Bool {
    type.observes(property) && functionType(property.type, inside: type.name) == nil
  }
}
