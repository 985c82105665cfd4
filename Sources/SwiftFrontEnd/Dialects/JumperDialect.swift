import NavigationModel
import SourceIndex

/// bartleby's Jumper: `RootCoordinable`, `NavigationCoordinable` and `TabCoordinable` classes whose
/// `@Route var x = factory` properties are screens (the factory returns a `ScreenView` or a view
/// controller) or lead to child coordinators (it returns a coordinator), driven by `push`, `present`,
/// `root`, `focus`, `pop`, `popToRoot`, `dismiss`, which chain: a transition to a coordinator returns
/// that coordinator, one to a screen returns the same coordinator.
public struct JumperDialect: Dialect {
  public let name = "Jumper"
  public let libraryModules: Set<String> = ["Jumper"]

  /// Creates the dialect.
  public init() {}

  static let kinds: [String: CoordinatorKind] = [
    "RootCoordinable": .root, "NavigationCoordinable": .stack, "TabCoordinable": .tabs,
  ]

  /// Each coordinator protocol is also `ScreenViewPresentable` (its `view()`, the controller that shows it), the
  /// protocol the library has apps extend to present their own pop-ups (`protocol AlertCoordinable:
  /// ScreenViewPresentable`): a coordinator that conforms to such a protocol of the app's inherits no type outside the
  /// app and the library, so its methods that nothing calls are still known never to run.
  public var coordinatorBaseTypes: [String: Set<String>] {
    Dictionary(uniqueKeysWithValues: Self.kinds.keys.map { ($0, [$0, "ScreenViewPresentable"]) })
  }

  /// A coordinator class of this library, with its `@Route` properties.
  struct Declared {
    var type: AppType
    var kind: CoordinatorKind
    var routes: [JumperRoute]

    func route(_ name: String) -> JumperRoute? { routes.first { $0.name == name } }
  }

  /// A `@Route var name = factory`.
  struct JumperRoute {
    var name: String
    /// The coordinator the factory returns, if it returns one (else the route is a screen).
    var leadsTo: String?
    /// The factory method.
    var factory: FunctionItem?
    var isTab: Bool
    var location: SourceLocation

    /// What the factory builds, as written there: the values it returns and its locals' values (the helpers they
    /// call not followed: `RouteTypes.throughHelpers`).
    var builtValues: [ExpressionShape] { factory.map { $0.returns + $0.locals.compactMap(\.builtValue) } ?? [] }
  }

  public func recognizes(_ types: AppTypes) -> Bool {
    types.all.contains { type in
      type.imports.contains("Jumper") || type.inheritance.contains { Self.kinds[$0.name] != nil }
    }
  }

  public func prepare(_ types: AppTypes, threads: Int?) -> any PreparedDialect {
    Prepared(types: types, declared: Self.declarations(in: types, threads: threads))
  }

  /// The app's Jumper coordinators, which also type the chains of their calls.
  struct Prepared: PreparedDialect {
    let types: AppTypes
    let declared: [Declared]

    var chainStepTyping: TypeResolver.ChainStepTyping? {
      let declared = Dictionary(declared.map { ($0.type.name, $0) }, uniquingKeysWith: { first, _ in first })
      return { typeName, step in
        guard case .call(let member, let arguments) = step, JumperReader.chainingMembers.contains(member),
          let coordinator = declared[typeName]
        else { return nil }
        // A transition to a coordinator returns it; to a screen (or no route at all), the same coordinator.
        let route = arguments.first.flatMap { JumperReader.routeName(in: $0.value) }.flatMap(coordinator.route)
        return route?.leadsTo ?? typeName
      }
    }

    func read(resolver: TypeResolver, threads: Int?) -> DialectReading {
      JumperReader(types: types, resolver: resolver, declared: declared).read(threads: threads)
    }
  }

  /// The app's Jumper coordinators, each with its routes.
  static func declarations(in types: AppTypes, threads: Int?) -> [Declared] {
    let kindsByType = Parallel.map(count: types.all.count, threads: threads) { index -> (AppType, CoordinatorKind)? in
      let type = types.all[index]
      guard type.declaration.kind == "class" else { return nil }
      let kind = types.lineage(of: type.name).lazy.compactMap { ancestor in
        ancestor.inheritance.lazy.compactMap { kinds[$0.name] }.first
      }.first
      return kind.map { (type, $0) }
    }.compactMap { $0 }
    let names = Set(kindsByType.map(\.0.name))
    return kindsByType.map { type, kind in
      Declared(type: type, kind: kind, routes: routes(of: type, types: types, coordinators: names))
    }
  }

  private static func routes(of type: AppType, types: AppTypes, coordinators: Set<String>) -> [JumperRoute] {
    type.properties.compactMap { property in
      guard let attribute = property.attributes.first(where: { $0.name == "Route" }) else { return nil }
      var factory: FunctionItem?
      if case .reference(let chain)? = property.value, let name = chain.last?.name {
        factory = types.functions(name, of: type.name).first
      }
      let returned = factory?.returnType.map { types.declaredName($0.name, inside: type.name) }
      return JumperRoute(
        name: property.name, leadsTo: returned.flatMap { coordinators.contains($0) ? $0 : nil }, factory: factory,
        isTab: attribute.arguments.contains { $0.label == "tabItem" }, location: property.location)
    }
  }
}
