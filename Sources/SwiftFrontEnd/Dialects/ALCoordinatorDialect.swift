import NavigationModel
import SourceIndex

/// felilo's ALCoordinator (modules UIKCoordinator and SUICoordinator) and its successor SUICoordinator:
/// `NavigationCoordinator<R>` / `CoordinatorSUI<R>` / `Coordinator<R>` / `@Coordinator(R.self)` stacks whose routes are the
/// cases of a `NavigationRoute` / `RouteType` enum, and `TabbarCoordinator<P>` / `TabCoordinator<P>` tab
/// bars whose tabs are the cases of a `TabbarPage` / `TabPage` enum.
public struct ALCoordinatorDialect: Dialect {
  public let name = "ALCoordinator / SUICoordinator"

  /// Creates the dialect.
  public init() {}

  /// Which module's API a coordinator is written against; it decides the default presentations.
  enum Flavour {
    /// ALCoordinator's UIKit module (`import UIKCoordinator`).
    case uikit
    /// ALCoordinator's SwiftUI module (`import SUICoordinator`, `NavigationCoordinator`).
    case swiftUI
    /// The newer SUICoordinator API (`Coordinator<R>`, `TabCoordinator<P>`, `@Coordinator`).
    case modern
  }

  /// A coordinator class of this library, as declared.
  struct Declared {
    var type: AppType
    var kind: CoordinatorKind
    /// The route enum (stacks) or the page enum (tab bars).
    var routeEnum: String
    var flavour: Flavour
    /// The first SwiftUI API's `CoordinatorSUI<R>`, whose `show(.route)` navigates.
    var showsRoutes = false
  }

  /// Whether a type name (without its module) is one of the library's stack coordinator classes, whose first
  /// generic argument is the route enum (`NavigationCoordinator<ShopRoute>`).
  static func isStackBase(_ name: String) -> Bool { stackBases[name] != nil }

  private static let stackBases: [String: Flavour] = [
    "NavigationCoordinator": .swiftUI, "CoordinatorSUI": .swiftUI, "Coordinator": .modern,
  ]
  private static let tabBases: [String: Flavour] = ["TabbarCoordinator": .swiftUI, "TabCoordinator": .modern]
  private static let modules: Set<String> = ["SUICoordinator", "SUICoordinator16", "UIKCoordinator", "ALCoordinator"]

  /// The modules a checkout of the library holds: those apps import, and the newer package's shared core and macros.
  public var libraryModules: Set<String> { Self.modules.union(["SUICoordinatorCore", "SUICoordinatorMacros"]) }

  /// A library name without its module (`SUICoordinator.Coordinator`, written where the app declares a
  /// `Coordinator` of its own, is `Coordinator`).
  static func withoutLibraryModule(_ name: String) -> String {
    guard let dot = name.firstIndex(ofASCII: "."), modules.contains(String(name[..<dot])) else { return name }
    return String(name[name.index(after: dot)...])
  }

  /// The newer API's classes conform to `CoordinatorType`; the older modules' derive from
  /// `BaseCoordinator`, which conforms to their `Coordinator` protocol.
  public var coordinatorBaseTypes: [String: Set<String>] {
    [
      "Coordinator": ["Coordinator", "CoordinatorType"],
      "TabCoordinator": ["TabCoordinator", "TabCoordinatable", "CoordinatorType"],
      "NavigationCoordinator": ["NavigationCoordinator", "BaseCoordinator", "Coordinator"],
      "TabbarCoordinator": ["TabbarCoordinator", "BaseCoordinator", "Coordinator"],
      "CoordinatorSUI": ["CoordinatorSUI"],
    ]
  }

  /// The newer API's `EnvironmentValues.coordinator`, which its views read their coordinator by
  /// (`@Environment(\.coordinator) private var coordinator`, then `coordinator?.close()`).
  public var environmentValues: [String: String] { ["coordinator": "AnyCoordinatorType"] }

  /// Whether some file imports one of the library's modules (also a file that only re-exports it:
  /// `@_exported import SUICoordinator` in a module of the app's that its features import).
  public func recognizes(_ types: AppTypes) -> Bool {
    !types.importedModules.isDisjoint(with: Self.modules)
  }

  public func prepare(_ types: AppTypes, threads: Int?) -> any PreparedDialect {
    let found = Parallel.map(count: types.all.count, threads: threads) { declaration(of: types.all[$0], in: types) }
    return Prepared(types: types, declared: found.compactMap { $0 })
  }

  /// The app's coordinators of this library; its calls type no chains.
  struct Prepared: PreparedDialect {
    let types: AppTypes
    let declared: [Declared]
    var chainStepTyping: TypeResolver.ChainStepTyping? { nil }

    func read(resolver: TypeResolver, threads: Int?) -> DialectReading {
      ALCoordinatorReader(types: types, resolver: resolver, declared: declared, threads: threads).read(threads: threads)
    }
  }

  /// Whether a type's file imports the UIKit module; for a file that imports none of the library's
  /// modules itself (it imports the app's module that re-exports one), whether the app imports the UIKit
  /// module and not the SwiftUI one.
  private static func importsUIKitModule(_ type: AppType, in types: AppTypes) -> Bool {
    if type.imports.contains("UIKCoordinator") { return true }
    guard type.imports.allSatisfy({ !modules.contains($0) }) else { return false }
    return types.importedModules.contains("UIKCoordinator") && !types.importedModules.contains("SUICoordinator")
  }

  /// The library base class a type derives from (through the app's own base classes), if any.
  func declaration(of type: AppType, in types: AppTypes) -> Declared? {
    guard type.declaration.kind == "class" else { return nil }
    if let macro = type.declaration.attributes.first(where: { $0.name == "Coordinator" }),
      case .reference(let chain)? = macro.arguments.first?.value, chain.last == .name("self"),
      let route = chain.first?.name
    {
      return Declared(
        type: type, kind: .stack, routeEnum: types.declaredName(route, inside: type.name), flavour: .modern)
    }
    // The app's own base classes may be generic (`class Flow<Route: RouteType>: Coordinator<Route>`):
    // each subclass's generic arguments stand for their parameters further up.
    var substitutions: [String: String] = [:]
    for ancestor in types.lineage(of: type.name) {
      guard var base = ancestor.inheritance.first else { continue }
      base.name = Self.withoutLibraryModule(base.name)
      let arguments = base.arguments.map { substitutions[$0.name] ?? $0.name }
      if var flavour = Self.stackBases[base.name] ?? Self.tabBases[base.name] {
        guard let argument = arguments.first else { continue }
        // A generic base itself (its route is still a parameter) is no coordinator of the app.
        if type.declaration.genericParameters.contains(argument) { return nil }
        if flavour == .swiftUI && Self.importsUIKitModule(type, in: types) { flavour = .uikit }
        let kind: CoordinatorKind = Self.tabBases[base.name] != nil ? .tabs : .stack
        return Declared(
          type: type, kind: kind, routeEnum: types.declaredName(argument, inside: ancestor.name), flavour: flavour,
          showsRoutes: base.name == "CoordinatorSUI")
      }
      if let parent = types.type(named: base.name, inside: ancestor.name) {
        substitutions = AppTypes.bindings(of: parent, to: base.arguments, through: substitutions)
      }
    }
    return nil
  }
}
