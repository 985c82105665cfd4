import NavigationModel

/// A `switch` over a function's parameter, with what it returns for each case.
public struct ParameterSwitch: Sendable, Hashable {
  /// The parameter's name inside the body.
  public var parameter: String
  /// The arms, in order, as a `switch self`'s are.
  public var arms: [SwitchCaseItem]
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
    @usableFromInline var parameterSwitch: ParameterSwitch? = nil
    @usableFromInline var closures: [ClosureItem]
    @usableFromInline var locals: [LocalItem]
    @usableFromInline var assignments: [AssignmentItem]
    @usableFromInline var returns: [ExpressionShape]
    @usableFromInline var location: NavigationModel.SourceLocation
    @usableFromInline var traits: FunctionTraits = []
    @usableFromInline var localFunctions: [LocalFunctionItem] = []
    @usableFromInline var testsParameterTypes = false
  }

  init(_ fields: Fields) { box = Box(fields) }

  /// The same function, read as switching over `self` with these arms: for an enum's member that hands `self` to a
  /// function of the enum's switching over its parameter (`var body: some View { Self.screen(for: self) }`).
  public func switchingOverSelf(with arms: [SwitchCaseItem]) -> FunctionItem {
    var fields = box.value
    fields.switchSelf = arms
    return FunctionItem(fields)
  }

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
  /// What the first `switch` over one of its parameters returns for each case, when its arms return values (`switch
  /// destination { case .recipe(let id): return .recipe(id) ... }`).
  @inlinable public var parameterSwitch: ParameterSwitch? { box.value.parameterSwitch }
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
  /// What its declaration says of who may call it besides the app's own Swift code.
  @inlinable public var traits: FunctionTraits { box.value.traits }
  /// The functions declared in its body and the closures its constants hold, which its code calls by name (their
  /// code is the body's: its calls are among `calls`).
  @inlinable public var localFunctions: [LocalFunctionItem] { box.value.localFunctions }
  /// Whether some of its code tests the type of one of its parameters (`if controller is WelcomeViewController`): the
  /// arms of a case named by the type (`ExpressionShape.typeCase`).
  @inlinable public var testsParameterTypes: Bool { box.value.testsParameterTypes }

  /// Who the function is: copies of it share this, so a table of facts about functions can key them by it without
  /// hashing their contents. (Setting `locals` makes another.)
  @inlinable public var identity: ObjectIdentifier { ObjectIdentifier(box) }

  public static func == (left: FunctionItem, right: FunctionItem) -> Bool {
    left.box === right.box || left.box.value == right.box.value
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}

/// What a function's declaration says of who may call it besides the app's own Swift code (read from its modifiers and
/// attributes, and those of the type or extension around it), and whether it belongs to the type itself (`static`),
/// which says how the app's own code may call it.
public struct FunctionTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `override`: a superclass's code (a library's, the system's) may call it.
  public static let overrides = FunctionTraits(rawValue: 1)
  /// `public` or `open`, or in a `public` extension: another module may call it.
  public static let visibleToOtherModules = FunctionTraits(rawValue: 2)
  /// `@objc`, `@IBAction`, `@IBSegueAction` or `dynamic`, or in an `@objc` extension or an `@objcMembers` class: the
  /// Objective-C runtime may call it by selector (a storyboard's connection, say).
  public static let callableBySelector = FunctionTraits(rawValue: 4)
  /// `static` or `class`: a member of the type itself, which an implicit member expression may call (`.make()` where a
  /// value of the type is expected). No caller outside the app's code.
  public static let typeMember = FunctionTraits(rawValue: 8)
  /// `private` or `fileprivate`, or in a `private` or `fileprivate` extension: it meets no requirement of a protocol
  /// seen beyond its file, so the system does not call it through a conformance (a delegate's method), unless its type
  /// is itself private to its file (`TypeItem.isFilePrivate`).
  public static let filePrivate = FunctionTraits(rawValue: 16)
  /// Declared in a protocol without a body: a requirement, which a conforming type meets with code of its own, of a
  /// protocol extension's, or of a library class it derives from (`navigate(to:presentationStyle:)` asked of a protocol
  /// that coordinators conform to).
  public static let requirement = FunctionTraits(rawValue: 32)
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
  /// Its type is written optional (`Step?`): a caller may pass `nil`. `type` names the wrapped type.
  public var isOptional = false
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

/// A function declared inside a function's body (`func show(_ route: Route) async { await navigate(toRoute: route) }`),
/// or a closure a local constant holds (`let show = { (route: Route) in ... }`), which the body around it calls by name
/// (`await show(.paywall)`).
public struct LocalFunctionItem: Sendable, Hashable {
  public var name: String
  /// Its parameters (a closure's have no labels: `_`).
  public var parameters: [ParameterItem]
  /// Where it starts and where it ends: the calls between are its code.
  public var location: NavigationModel.SourceLocation
  public var end: NavigationModel.SourceLocation

  /// Whether code at `location` is its.
  public func holds(_ location: NavigationModel.SourceLocation) -> Bool {
    self.location < location && location < end
  }
}

/// A closure and its capture list.
public struct ClosureItem: Sendable, Hashable {
  /// Captured names with their specifier (`weak`, `unowned`, or nil for strong).
  public var captures: [ArgumentItem]
  /// The names of its parameters (`event` in `{ event in ... }`, `a` and `b` in `{ (a: A, b) in ... }`).
  public var parameters: [String]
  public var location: NavigationModel.SourceLocation
  /// How many closures (and `for await` loops) enclose it: its position in the `CallItem.closureHosts` of the code it
  /// holds.
  public var depth: Int

  /// Whether a name is a closure's anonymous parameter: `$0`, `$1`.
  public static func isAnonymousParameter(_ name: String) -> Bool {
    let bytes = name.utf8
    return bytes.count > 1 && bytes.first == UInt8(ascii: "$") && bytes.dropFirst().allSatisfy { $0 &- 48 < 10 }
  }
}
