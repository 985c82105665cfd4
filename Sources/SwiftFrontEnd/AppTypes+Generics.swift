import SourceIndex

/// Generic parameters constrained to app types (`struct Links<Navigator: PondNavigating>`).
extension AppTypes {
  /// The names of the generic parameters that some type constrains to an app type (`isAppType`).
  static func constrainedGenericNames(of all: [AppType], isAppType: (String) -> Bool) -> Set<String> {
    var names: Set<String> = []
    for type in all where !type.declaration.genericParameters.isEmpty {
      for (name, constraint) in zip(type.declaration.genericParameters, type.declaration.genericConstraints) {
        if let constraint, isAppType(constraint.name) { names.insert(name) }
      }
    }
    return names
  }
}
