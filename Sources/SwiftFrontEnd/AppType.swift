import NavigationModel
import SourceIndex

/// A type of the app with its extensions merged in, and the modules its declaring file imports. (A
/// class: the readers pass types around in every lookup, and a copy is then one reference.)
public final class AppType: Sendable {
  /// The declaration.
  public let declaration: TypeItem
  /// Everything the declaration and its extensions inherit, in order.
  public let inheritance: [TypeReference]
  /// Properties of the declaration and its extensions.
  public let properties: [PropertyItem]
  /// Functions of the declaration and its extensions.
  public let functions: [FunctionItem]
  /// The imports of the declaring file.
  public let imports: [String]

  init(
    declaration: TypeItem, inheritance: [TypeReference], properties: [PropertyItem], functions: [FunctionItem],
    imports: [String]
  ) {
    self.declaration = declaration
    self.inheritance = inheritance
    self.properties = properties
    self.functions = functions
    self.imports = imports
  }

  /// The qualified name.
  public var name: String { declaration.name }

  /// The first property with this name.
  public func property(named name: String) -> PropertyItem? { properties.first { $0.name == name } }

  /// The functions with this name (overloads in order).
  public func functions(named name: String) -> [FunctionItem] { functions.filter { $0.name == name } }
}
