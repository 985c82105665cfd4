import NavigationModel

/// What the source index knows of one Swift file: plain values, each with its path, line and column.
public struct SourceFileIndex: Sendable, Hashable {
  /// The file's path as given.
  public var path: String
  /// Modules imported.
  public var imports: [String]
  /// Whether it imports a module `@testable` (`@testable import Shop`), as only a test target's code does.
  public var importsForTesting = false
  /// Type declarations, nested ones included (their `name` is qualified: `Outer.Inner`).
  public var types: [TypeItem]
  /// Extensions.
  public var extensions: [TypeItem]
  /// Type aliases, nested ones included.
  public var typeAliases: [TypeAliasItem] = []
  /// The file's first syntax error, if it does not parse cleanly (it is indexed as far as it parses).
  public var syntaxError: SyntaxErrorItem? = nil
  /// What of the file was read otherwise than written, so that SwiftParser could read it (`BracketRuns`,
  /// `ElseIfChains`).
  public var parserGuards: [ParserGuardItem] = []
}

/// A part of a file read otherwise than written before the parse, so that SwiftParser could read it in linear time and
/// within its stack: where it starts, what it is, and how long.
public struct ParserGuardItem: Sendable, Hashable {
  /// What was read otherwise.
  public enum Kind: Sendable, Hashable {
    /// A run of `[` in a row, all but the first `BracketRuns.keptBrackets` read as parentheses.
    case bracketRun
    /// A block's `else if` branches, all but the first `ElseIfChains.keptBranches` read as `if` statements of their own.
    case elseIfChain
  }

  /// The first `[` read as a parenthesis, or the first `else` read as `;`.
  public var location: NavigationModel.SourceLocation
  public var kind: Kind
  /// How many `[` follow one another, or how many `else if` the block has.
  public var length: Int
}

/// A type alias: `typealias HomeCoordinating = HomeCoordinator`.
public struct TypeAliasItem: Sendable, Hashable {
  /// The qualified name (`Outer.Alias`; an alias in an extension is qualified by the extended type).
  public var name: String
  /// The type it names, with its generic arguments.
  public var target: TypeReference
  public var location: NavigationModel.SourceLocation
}

/// A type declaration or an extension.
public struct TypeItem: Sendable, Hashable {
  /// The name of the extension that holds a file's free functions (`func showHelp(on coordinator: HubCoordinator)` at
  /// the top level): no type of Swift can be named so, and, as the extension of a type the app does not declare, its
  /// methods are what calls of their names on no type of the app's run.
  public static let freeFunctionsName = "(free functions)"

  /// `class`, `struct`, `enum`, `protocol`, `actor` or `extension`.
  public var kind: String
  /// The qualified name (`Outer.Inner`), or the extended type for an extension.
  public var name: String
  /// Inherited types and conformances, with their generic arguments.
  public var inheritance: [TypeReference]
  /// Attributes and attached macros (`@Coordinator(Route.self)`, `@MainActor`).
  public var attributes: [AttributeItem]
  /// Stored and computed properties.
  public var properties: [PropertyItem]
  /// Enum cases.
  public var cases: [EnumCaseItem]
  /// Functions and initializers.
  public var functions: [FunctionItem]
  /// Where it is declared.
  public var location: NavigationModel.SourceLocation
  /// The names of its generic parameters (`Route` in `class Flow<Route: RouteType>`), in order.
  public var genericParameters: [String] = []
  /// The first type each generic parameter is constrained to, in the order of `genericParameters` (nil
  /// for none): `PondNavigating` for `Navigator` in `struct Links<Navigator: PondNavigating>`, or by
  /// `where Navigator: PondNavigating`.
  public var genericConstraints: [TypeReference?] = []
  /// Whether the declaration is `private` or `fileprivate`: its members may then meet a protocol's requirements
  /// (the system's, say) while private themselves.
  public var isFilePrivate = false

  /// A declaration with nothing in it yet (the walker adds members as it reads them; a protocol
  /// composition's stays empty).
  public init(
    kind: String, name: String, inheritance: [TypeReference], attributes: [AttributeItem] = [],
    location: NavigationModel.SourceLocation
  ) {
    (self.kind, self.name, self.inheritance, self.attributes) = (kind, name, inheritance, attributes)
    (properties, cases, functions, self.location) = ([], [], [], location)
  }
}

/// A written type: `NavigationCoordinator<OnboardingRoute>`.
public struct TypeReference: Sendable, Hashable {
  /// The name without generic arguments (`NavigationCoordinator`, or `Foo.Bar`).
  public var name: String
  /// The generic arguments (a collection's element types, a tuple's element types, a function's parameter types).
  public var arguments: [TypeReference]
  /// A tuple type's element labels, in order, an empty string for an unlabelled one (`title` and `route` for `(title:
  /// String, route: Route)`); empty for any other type.
  public var labels: [String] = []

  /// A written type of this name, with these generic arguments.
  public init(name: String, arguments: [TypeReference] = []) {
    self.name = name
    self.arguments = arguments
  }

  /// What joins a protocol composition's parts in its name (`ShowsBird & ShowsFilters`).
  public static let compositionSeparator = " & "

  /// The type of the elements of a collection of this type, as its subscript and its `for` loops give them: `Row`
  /// for `[Row]`, `Array<Row>`, `Set<Row>` or `ContiguousArray<Row>`, the value's type for `[String: Row]` and
  /// `Dictionary<String, Row>`. Nil for any other type.
  public var elementType: TypeReference? {
    if name.utf8.first == UInt8(ascii: "[") {
      return arguments.last
    }
    switch (name, arguments.count) {
    case ("Array", 1), ("Set", 1), ("ContiguousArray", 1), ("Swift.Array", 1), ("Swift.Set", 1): return arguments[0]
    case ("Dictionary", 2), ("Swift.Dictionary", 2): return arguments[1]
    default: return nil
    }
  }

  /// The parts of a protocol composition (`ShowsBird`, `ShowsFilters`); empty for any other type.
  public var compositionParts: [String] {
    guard name.withUTF8Bytes({ $0.contains(UInt8(ascii: "&")) }) else { return [] }
    return name.split(separator: Self.compositionSeparator).map(String.init)
  }
}

/// An attribute or attached macro, with its arguments as written.
public struct AttributeItem: Sendable, Hashable {
  /// The name (`Coordinator`, `Route`, `Published`).
  public var name: String
  /// Each argument: its label (if any) and its text.
  public var arguments: [ArgumentItem]
}

/// A property.
public struct PropertyItem: Sendable, Hashable {
  public var name: String
  /// The type as written, if annotated.
  public var type: TypeReference?
  /// `weak` or `unowned`, if so.
  public var ownership: String?
  public var isStatic: Bool
  /// Property wrappers and other attributes (`@Route(tabItem: f)`).
  public var attributes: [AttributeItem]
  /// The initial value as written.
  public var initializer: String?
  /// The initial value's shape.
  public var value: ExpressionShape?
  public var location: NavigationModel.SourceLocation
  /// Declared with `let`: it keeps its initial value, if it has one.
  public var isConstant = false
  /// Its position in the tuple pattern that declares it, when the value is no tuple written out (`continuation`, 1, in
  /// `let (events, continuation) = AsyncStream.makeStream(of: Event.self)`): `value` is then the whole value. Nil for
  /// any other property (`let (a, b) = (1, 2)` gives `a` the value `1`).
  public var tuplePosition: Int? = nil
  /// Its type is written optional (`C?`, `C!`, `Optional<C>`): it may hold nothing. `type` names the wrapped type.
  public var isOptional = false
  /// A computed property (a getter, or `get`/`set` accessors): it stores nothing. A stored property's observers
  /// (`didSet`) do not make it computed.
  public var isComputed = false
  /// Declared `lazy`: its initial value is made when it is first read.
  public var isLazy = false
  /// Setting it runs code: a stored property's observers (`didSet`, `willSet`) or a computed property's `set`, held by
  /// the property's function.
  public var runsCodeWhenSet = false
  /// What its modifiers and attributes, and those of the declaration around it, say of who may set it: `override`,
  /// `public`/`open` (another module), `@objc`/`dynamic`/`@objcMembers` (key-value coding), `static`/`class`.
  public var traits: FunctionTraits = []
}

/// An enum case.
public struct EnumCaseItem: Sendable, Hashable {
  public var name: String
  /// Associated values: label (if any) and type as written.
  public var associatedValues: [ArgumentItem]
  /// The associated values' types.
  public var associatedTypes: [TypeReference]
  /// The raw value, when it is a string literal (`case crew = "crew-list"`).
  public var rawValue: String? = nil
  public var location: NavigationModel.SourceLocation
}
