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
  /// For a type with many functions (generated code, a view controller of hundreds of methods), the positions in
  /// `functions` of each name's, so that a lookup does not scan them all; nil for the many types with few functions.
  private let functionPositions: [String: [Int]]?
  /// Types with at most this many functions are scanned: an index would cost more to build than it saves.
  private static let scannedFunctionCount = 32

  init(
    declaration: TypeItem, inheritance: [TypeReference], properties: [PropertyItem], functions: [FunctionItem],
    imports: [String]
  ) {
    self.declaration = declaration
    self.inheritance = inheritance
    self.properties = properties
    self.functions =
      declaration.kind == "enum" ? Self.withHandedSwitches(functions, enumName: declaration.name) : functions
    self.imports = imports
    if functions.count > Self.scannedFunctionCount {
      var positions: [String: [Int]] = [:]
      for (position, function) in functions.enumerated() { positions[function.name, default: []].append(position) }
      functionPositions = positions
    } else {
      functionPositions = nil
    }
  }

  /// An enum's functions, each that only hands `self` to a function of the enum's that switches over its parameter
  /// (`var body: some View { Self.screen(for: self) }` beside `static func screen(for route: Route) -> some View {
  /// switch route { ... } }`) read as switching over `self` with that function's arms, as a `switch self` in its own
  /// body would be.
  private static func withHandedSwitches(_ functions: [FunctionItem], enumName: String) -> [FunctionItem] {
    var read = functions  // copied only where a function changes
    for (index, function) in functions.enumerated() {
      guard function.switchSelf.isEmpty, function.returns.count == 1,
        case .call(let chain, let arguments) = function.returns[0], arguments.count == 1,
        arguments[0].value == .reference([.name("self")]), case .name(let member)? = chain.last,
        chain.dropLast().allSatisfy({ $0 == .name("Self") || $0 == .name(enumName) }), chain.count <= 2
      else { continue }
      let handedTo = functions.filter { $0.name == member && $0.parameters.count == 1 }
      guard handedTo.count == 1, let switched = handedTo[0].parameterSwitch,
        switched.parameter == handedTo[0].parameters[0].name,
        handedTo[0].parameters[0].label == arguments[0].label
          || (handedTo[0].parameters[0].label == "_" && arguments[0].label == nil)
      else { continue }
      read[index] = function.switchingOverSelf(with: switched.arms)
    }
    return read
  }

  /// The qualified name.
  public var name: String { declaration.name }

  /// The first property with this name.
  public func property(named name: String) -> PropertyItem? { properties.first { $0.name == name } }

  /// Whether some function has this name (told without gathering them).
  func declaresFunction(named name: String) -> Bool {
    guard let functionPositions else { return functions.contains { $0.name == name } }
    return functionPositions[name] != nil
  }

  /// Whether some function with this name passes `test`, tried in order until one does, without gathering them.
  func containsFunction(named name: String, where test: (FunctionItem) -> Bool) -> Bool {
    guard let functionPositions else { return functions.contains { $0.name == name && test($0) } }
    return functionPositions[name]?.contains { test(functions[$0]) } ?? false
  }

  /// The functions with this name (overloads in order).
  public func functions(named name: String) -> [FunctionItem] {
    guard let functionPositions else { return functions.filter { $0.name == name } }
    return functionPositions[name]?.map { functions[$0] } ?? []
  }
}
