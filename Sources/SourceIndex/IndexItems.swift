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
    guard name.utf8.contains(UInt8(ascii: "&")) else { return [] }
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

/// A function or initializer, with what its body calls.
///
/// Its fields live in one shared box: readers copy functions around (into contexts, through loops), and
/// a copy is then one reference, not ten. Its getters are inlinable, as a call's are: the dialects read them
/// millions of times, and a call into this module for each cost about 4% of the dialect stage.
public struct FunctionItem: Sendable, Hashable {
  @usableFromInline var box: Box<Fields>

  @usableFromInline struct Fields: Sendable, Hashable {
    @usableFromInline var name: String
    @usableFromInline var parameters: [ParameterItem]
    @usableFromInline var returnType: TypeReference?
    @usableFromInline var calls: [CallItem]
    @usableFromInline var switchSelf: [SwitchCaseItem]
    @usableFromInline var closures: [ClosureItem]
    @usableFromInline var locals: [LocalItem]
    @usableFromInline var assignments: [AssignmentItem]
    @usableFromInline var returns: [ExpressionShape]
    @usableFromInline var location: NavigationModel.SourceLocation
  }

  init(_ fields: Fields) { box = Box(fields) }

  /// The name (`init` for initializers, `body` for a computed property's getter is not here).
  @inlinable public var name: String { box.value.name }
  /// Parameters, in order.
  @inlinable public var parameters: [ParameterItem] { box.value.parameters }
  /// The return type as written.
  @inlinable public var returnType: TypeReference? { box.value.returnType }
  /// Every call in the body, in source order.
  @inlinable public var calls: [CallItem] { box.value.calls }
  /// What a `switch self` in the body returns for each case.
  @inlinable public var switchSelf: [SwitchCaseItem] { box.value.switchSelf }
  /// Closures in the body, with their capture lists.
  @inlinable public var closures: [ClosureItem] { box.value.closures }
  /// Local constants and variables declared in the body (closures included), in source order.
  public var locals: [LocalItem] {
    get { box.value.locals }
    set {
      var fields = box.value
      fields.locals = newValue
      box = Box(fields)
    }
  }
  /// Assignments in the body (`currentPage = .settings`, `window.rootViewController = c.root`).
  @inlinable public var assignments: [AssignmentItem] { box.value.assignments }
  /// What the body returns outside closures: `return` statements, or a single-expression body.
  @inlinable public var returns: [ExpressionShape] { box.value.returns }
  @inlinable public var location: NavigationModel.SourceLocation { box.value.location }

  public static func == (left: FunctionItem, right: FunctionItem) -> Bool {
    left.box === right.box || left.box.value == right.box.value
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}

/// A call: `router.navigate(to: .detail, animated: true)`. Its fields live in one shared box, like a
/// function's.
public struct CallItem: Sendable, Hashable {
  @usableFromInline var box: Box<Fields>

  @usableFromInline struct Fields: Sendable, Hashable {
    @usableFromInline var receiver: [ChainStep]
    @usableFromInline var member: String
    @usableFromInline var arguments: [ArgumentItem]
    @usableFromInline var hasTrailingClosure: Bool
    @usableFromInline var closureHosts: [String]
    @usableFromInline var closureTargets: [[ChainStep]]
    @usableFromInline var closureLabels: [String]
    @usableFromInline var casePatterns: [ExpressionShape]
    @usableFromInline var branches: [Int]
    @usableFromInline var location: NavigationModel.SourceLocation
  }

  init(_ fields: Fields) { box = Box(fields) }

  /// The receiver chain, outermost first (`coordinator?.router` is `[coordinator, router]`); empty for a
  /// bare call, `[.other(".")]` never: an implicit member call (`.init()`) has the receiver `[.name(".")]`.
  @inlinable public var receiver: [ChainStep] { box.value.receiver }
  /// The member or function called (`navigate`).
  @inlinable public var member: String { box.value.member }
  /// Arguments: label and text (key paths as written, `\.home`); a result-builder trailing closure's
  /// expressions follow, labelled `ArgumentItem.builderLabel`.
  @inlinable public var arguments: [ArgumentItem] { box.value.arguments }
  /// Whether a trailing closure follows.
  @inlinable public var hasTrailingClosure: Bool { box.value.hasTrailingClosure }
  /// The closures that enclose the call inside the body, outermost first, each named by the call it is
  /// passed to (`Task`, `Button`, `sink`), or `""` for a closure stored or assigned; the body of a
  /// `for await` loop counts as a closure named `CallItem.asyncLoopHost`, whose target is the sequence.
  @inlinable public var closureHosts: [String] { box.value.closureHosts }
  /// The host name of a `for await` loop's body: it runs for each value the sequence gives, later.
  public static let asyncLoopHost = "for await"
  /// For each enclosing closure, outermost first: the place it is assigned to (`[vm, onSelect]` for
  /// `vm.onSelect = { ... }`), else the receiver of the call it is passed to (`[vm, $page]` for
  /// `vm.$page.sink { ... }`), else `[]` (a closure kept in a local, or passed to a bare call).
  @inlinable public var closureTargets: [[ChainStep]] { box.value.closureTargets }
  /// For each enclosing closure, outermost first: the label of the argument it is passed as
  /// (`onCheckedIn` in `CheckIn(onCheckedIn: { ... })`), else `""` (a trailing closure, one assigned or kept);
  /// empty when none of them has a label.
  @inlinable public var closureLabels: [String] { box.value.closureLabels }
  /// The patterns of the `switch` cases that enclose the call, outermost first (`"profile"` in a URL
  /// switch); an `if case .x = value` body, the code after `guard case .x = value else { ... }` and an
  /// `if` that tests a value against a string (`if url.host == "profile"`) count as such a case too.
  @inlinable public var casePatterns: [ExpressionShape] { box.value.casePatterns }
  /// The branches of the `if` statements that enclose the call inside the body, outermost first, each
  /// named by where its body starts in the file: in `if pro { A() } else { B() }`, `A` and `B` have one
  /// each, and they differ. An `else if` is no branch of its own: its `if`'s branches are. A `guard`'s
  /// `else` block is a branch too.
  @inlinable public var branches: [Int] { box.value.branches }
  /// Where the call is: at its member's name for `a.b(...)` (so that each step of a chain has its own
  /// place), else where the call starts.
  @inlinable public var location: NavigationModel.SourceLocation { box.value.location }

  /// A call of `member` on `receiver` with `arguments`, as if made where this call is (in its closures, arms and
  /// branches, at its place): what a front end reads for code that this call runs (an app opening its own URL runs the
  /// calls of its `.onOpenURL` closure, with the URL it opens).
  public func running(_ member: String, on receiver: [ChainStep], with arguments: [ArgumentItem]) -> CallItem {
    var fields = box.value
    fields.receiver = receiver
    fields.member = member
    fields.arguments = arguments
    fields.hasTrailingClosure = false
    return CallItem(fields)
  }

  public static func == (left: CallItem, right: CallItem) -> Bool {
    left.box === right.box || left.box.value == right.box.value
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}

/// An immutable value behind one reference.
@usableFromInline final class Box<Value: Sendable>: Sendable {
  @usableFromInline let value: Value

  @usableFromInline init(_ value: Value) { self.value = value }
}

/// An argument, parameter or associated value: its label and its text as written.
public struct ArgumentItem: Sendable, Hashable {
  public var label: String?
  public var text: String
  /// The argument's shape (`.other` for parameters, associated values and captures).
  public var value: ExpressionShape

  /// The label of the expressions of a result-builder trailing closure, given as arguments after the
  /// others: `push { \A.x; \A.y }` has two arguments labelled so.
  public static let builderLabel = "{}"
  /// The label of what the trailing closure of a call given an `item:` or `for:` reads from its value
  /// (`$0.content` in `.sheet(item: $sheet) { $0.content }`), given after the other arguments on `$0`.
  public static let parameterMemberLabel = "{$0}"
  /// The label of the case a `map` step's trailing closure returns, when it is one expression naming a case
  /// (`.fuel` in `taps.map { _ in .fuel }`, also `HarborStep.fuel`), given after the step's other arguments.
  public static let mappedCaseLabel = "{=}"

  /// Whether the item was read from a trailing closure's code (`builderLabel`, `parameterMemberLabel`,
  /// `mappedCaseLabel`) rather than written as an argument of the call.
  public var isReadFromClosure: Bool {
    label == Self.builderLabel || label == Self.parameterMemberLabel || label == Self.mappedCaseLabel
  }

  /// Creates an item.
  public init(label: String?, text: String, value: ExpressionShape = .other) {
    self.label = label
    self.text = text
    self.value = value
  }
}

/// A function parameter: `viewModel vm: FirstViewModel`.
public struct ParameterItem: Sendable, Hashable {
  /// The argument label (`_` for none).
  public var label: String
  /// The name inside the body.
  public var name: String
  /// The type as written.
  public var type: TypeReference
  /// The default value's shape (`.explore` in `initialPage: Page = .explore`), if it has one.
  public var defaultValue: ExpressionShape? = nil
  /// Whether it takes any number of arguments (`_ names: String...`).
  public var isVariadic = false
}

/// A local constant or variable: `let vm = FirstViewModel(coordinator: self)`.
public struct LocalItem: Sendable, Hashable {
  public var name: String
  /// The type, if annotated.
  public var type: TypeReference?
  /// The initial value's shape.
  public var value: ExpressionShape?
  public var location: NavigationModel.SourceLocation
  /// Where the closure or loop that binds it ends, for a row of a list or a loop's value (`ExpressionShape.element`):
  /// code after that place does not see it. Nil for a local declared by `let` or `var`.
  public var scopeEnd: NavigationModel.SourceLocation? = nil
  /// Whether nothing can change it after it is given its value: a `let` (`if let`, `guard let`), a row of a list, a
  /// loop's value. A `var` may be assigned again, or changed in place (`rows[0] = .b`, `rows.append(.c)`).
  public var isConstant = false
  /// Whether it is the value each turn of a `for await` loop receives (`event` in `for await event in
  /// model.$event.values`), as a subscribed closure's parameter is.
  public var isReceived = false

  /// What the local holds, as built (`ExpressionShape.built(_:annotatedAs:)`), as `SwitchCaseItem.localValues`
  /// reads an arm's locals.
  public var builtValue: ExpressionShape? { value.map { .built($0, annotatedAs: type) } }
}

/// An assignment: `currentPage = .settings`.
public struct AssignmentItem: Sendable, Hashable {
  /// The assigned place as a chain (`[self, currentPage]`).
  public var target: [ChainStep]
  /// The value's shape.
  public var value: ExpressionShape
  /// The closures that enclose it inside the body, outermost first, each named by the call it is passed
  /// to (as for a call: `CallItem.closureHosts`).
  public var closureHosts: [String]
  /// For each enclosing closure, where it is assigned or the receiver of the call it is passed to (as for a
  /// call: `CallItem.closureTargets`).
  public var closureTargets: [[ChainStep]] = []
  /// For each enclosing closure, the label of the argument it is passed as (as for a call:
  /// `CallItem.closureLabels`).
  public var closureLabels: [String] = []
  /// The patterns of the `switch` cases that enclose it, outermost first (as for a call).
  public var casePatterns: [ExpressionShape] = []
  /// The branches of the `if` and `guard` statements that enclose it (as for a call: `CallItem.branches`).
  public var branches: [Int] = []
  /// Where the innermost block around it that ends by leaving the function does so (the `return` that ends
  /// `guard ready else { route = .b; return }`): no code after that place sees the value. Nil when no
  /// enclosing block leaves the function.
  public var exit: NavigationModel.SourceLocation?
  /// Where the innermost block around it that may run without the code after it ends (an `if` / `else` / `guard`
  /// body, a `switch` arm, a loop's body, a closure): code after that place may run without the assignment, code
  /// between the two runs with it. Nil when it is in no such block.
  public var blockEnd: NavigationModel.SourceLocation?
  public var location: NavigationModel.SourceLocation

  /// Whether it sits inside a closure of the body.
  public var inClosure: Bool { !closureHosts.isEmpty }
}

/// One `case` of a `switch self`: its patterns and the expression it returns (or its last expression).
public struct SwitchCaseItem: Sendable, Hashable {
  /// The case patterns (`.home`, `.detail`), or `default`.
  public var patterns: [String]
  /// The case patterns' shapes (`.detail(let id)` is the implicit member `detail`); empty for `default`.
  public var patternShapes: [ExpressionShape]
  /// For each pattern, whether a `where` clause guards it (`case .detail(let id) where id < 0:`): the
  /// arm then gives its value for some of the case's values only, and the next arm that matches may too.
  public var guarded: [Bool] = []
  /// The expression returned, as written.
  public var returns: String?
  /// The shape of the expression returned.
  public var value: ExpressionShape?
  public var location: NavigationModel.SourceLocation
  /// The initial values of the arm's own locals, `guard let` bindings included: what it builds before it
  /// returns (`let controller = Detail.instantiate()` ... `return controller`). A call whose local is annotated
  /// with a type is read as coerced to it (`let controller: Cart = storyboard.instantiateViewController(...)` as
  /// `.cast`).
  public var localValues: [ExpressionShape] = []
  /// The names its patterns bind to associated values (`coordinator` in `case .list(let coordinator)`).
  public var bindings: [CaseBinding] = []
}

/// A name that a case pattern binds to an associated value: `coordinator` in `case .list(let coordinator)`
/// or `case let .list(coordinator)` is the value at position 0 of the case `list`.
public struct CaseBinding: Sendable, Hashable {
  /// The name bound.
  public var name: String
  /// The case matched.
  public var caseName: String
  /// The associated value's position in the case (labels or not).
  public var position: Int
}

/// A closure and its capture list.
public struct ClosureItem: Sendable, Hashable {
  /// Captured names with their specifier (`weak`, `unowned`, or nil for strong).
  public var captures: [ArgumentItem]
  /// The names of its parameters (`event` in `{ event in ... }`, `a` and `b` in `{ (a: A, b) in ... }`).
  public var parameters: [String]
  public var location: NavigationModel.SourceLocation

  /// Whether a name is a closure's anonymous parameter: `$0`, `$1`.
  public static func isAnonymousParameter(_ name: String) -> Bool {
    let bytes = name.utf8
    return bytes.count > 1 && bytes.first == UInt8(ascii: "$") && bytes.dropFirst().allSatisfy { $0 &- 48 < 10 }
  }
}
