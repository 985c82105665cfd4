import SourceIndex

/// Styles the app names itself, read as the styles they stand for: a type member added to a library's style type
/// (`extension TransitionPresentationStyle { static var card: Self { .fullScreenCover } }`, written `.card`), or a
/// constant of one of the app's types (`enum Styles { static let receipt: TransitionPresentationStyle = .sheet }`,
/// written `Styles.receipt`).
struct AppStyleNames: Sendable {
  /// The library's and the system's style types that an app may extend with names of its own: the routes'
  /// (`NavigationTransitionStyle`, `TransitionPresentationStyle`) and a child coordinator's (`UIModalPresentationStyle`).
  static let styleTypes: NameList = [
    "NavigationTransitionStyle", "TransitionPresentationStyle", "UIModalPresentationStyle", "ModalPresentationStyle",
  ]

  /// No names of the app's: the library's styles alone.
  static let none = AppStyleNames(added: [:], types: nil)

  /// The values of each type member that the app adds to a style type, by name.
  private let added: [String: [ExpressionShape]]
  /// The app's types, for a style constant of one of them (looked up where one is written: few apps have any).
  private let types: AppTypes?

  private init(added: [String: [ExpressionShape]], types: AppTypes?) {
    self.added = added
    self.types = types
  }

  /// The names `types`' extensions of the style types add, with the values they stand for.
  init(types: AppTypes) {
    var added: [String: [ExpressionShape]] = [:]
    for type in types.libraryExtensions where Self.styleTypes.contains(type.name) {
      for (name, values) in Self.members(of: type, typedAs: nil) { added[name, default: []] += values }
    }
    self.init(added: added, types: types)
  }

  /// What `.name` stands for where a style is expected: the values of the member the app adds to a style type.
  func values(named name: String) -> [ExpressionShape]? { added[name] }

  /// What `Type.name` stands for: the member of a style type the app adds, or a style constant of the app's type.
  func values(of name: String, in typeName: String) -> [ExpressionShape]? {
    if Self.styleTypes.contains(typeName) { return added[name] }
    guard let type = types?.type(named: typeName) else { return nil }
    let values = Self.members(of: type, typedAs: Self.styleTypes).filter { $0.name == name }.flatMap(\.values)
    return values.isEmpty ? nil : values
  }

  /// A type's static properties and functions with the values they give (a stored value, a getter's or a function's
  /// returns), each only if its type is written as one of `typedAs` (any, when nil).
  private static func members(of type: AppType, typedAs styleTypes: NameList?) -> [(
    name: String, values: [ExpressionShape]
  )] {
    var members: [(name: String, values: [ExpressionShape])] = []
    for property in type.properties where property.isStatic && !property.isComputed {
      guard let value = property.value, isTyped(property.type, as: styleTypes) else { continue }
      members.append((property.name, value.alternatives))
    }
    for function in type.functions where function.traits.contains(.typeMember) {
      guard isTyped(function.returnType, as: styleTypes) else { continue }
      let values = AppTypes.returnedValues(of: function)
      if !values.isEmpty { members.append((function.name, values)) }
    }
    return members
  }

  private static func isTyped(_ type: TypeReference?, as styleTypes: NameList?) -> Bool {
    guard let styleTypes else { return true }
    return type.map { styleTypes.contains($0.name) } ?? false
  }
}
