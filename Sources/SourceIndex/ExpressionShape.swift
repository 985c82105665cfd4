/// One step of a receiver or reference chain, read from syntax.
public enum ChainStep: Sendable, Hashable {
  /// A name: `self`, `router`, `coordinator`, a type name.
  case name(String)
  /// A call in the chain with its arguments: `hasRoot(\.home)`.
  case call(String, [ArgumentItem])
  /// A cast that gives a value of the type: `coordinator as! HomeActions`, `tabs as Coordinator`.
  case cast(TypeReference)
  /// A conditional cast, `coordinator as? HomeActions`, which gives nil where the value is not of the type. (A case of
  /// its own rather than a flag of `cast`: a flag would make every step larger to copy.)
  case conditionalCast(TypeReference)
  /// A generic type with its arguments written out: `UIHostingController<RecipeView>` in
  /// `UIHostingController<RecipeView>.self` or `Store<Cart>(...)`.
  case specialized(TypeReference)
  /// An element of what the steps before it give, by subscript: `entries[indexPath.row]` in
  /// `entries[indexPath.row].route` is `entries` and this step.
  case element
  /// Anything else, by its text.
  case other(String)

  /// The name of a `name` or `call` step.
  public var name: String? {
    switch self {
    case .name(let name), .call(let name, _): name
    case .cast, .conditionalCast, .specialized, .element, .other: nil
    }
  }

  /// The type a cast step casts to (`as?`, `as!` or `as`); nil for any other step.
  public var castType: TypeReference? {
    switch self {
    case .cast(let type), .conditionalCast(let type): type
    case .name, .call, .specialized, .element, .other: nil
    }
  }
}

/// The structure of an expression, as far as a front end needs it: enough to tell a route
/// (`.detail(id: 3)`), a coordinator being created (`HomeCoordinator(presentationStyle: .sheet)`),
/// a reference (`self.viewModel`), a key path, a literal or an array of them, without reading text.
/// Only the cases that hold a shape are boxed: the others are stored inline (one heap object fewer
/// per shape to build and to free).
public enum ExpressionShape: Sendable, Hashable {
  /// `.name` or `.name(arguments)` (an implicit member: an enum case, a style, `.init(...)`).
  case implicitMember(String, [ArgumentItem]?)
  /// A call of a named function, type or member: `Foo(a: 1)`, `Foo.init()`, `x.make()`.
  case call([ChainStep], [ArgumentItem])
  /// A reference: `vm`, `self.viewModel`, `Foo.self`, `Route.detail`.
  case reference([ChainStep])
  /// A key path: `\.home`, `\Main.home`, as its components.
  case keyPath(root: String?, components: [String])
  /// A string literal without interpolation.
  case string(String)
  /// An integer literal.
  case integer(Int)
  /// A `Bool` literal: `true`, `false`.
  case boolean(Bool)
  /// An array literal.
  case array([ExpressionShape])
  /// A dictionary literal: its keys and its values, in the order written (`["drinks": .drinks, "food": .food]`).
  case dictionary(keys: [ExpressionShape], values: [ExpressionShape])
  /// A tuple of two or more values, each with its label if it has one (`(title: "Olives", route: .olives)`).
  case tuple([ArgumentItem])
  /// `value as? Type`, `value as! Type`, `value as Type` (`conditional`: an `as?`).
  indirect case cast(ExpressionShape, TypeReference, conditional: Bool)
  /// An element of a collection: `rows[index]` (a dictionary's value too: `routes[key]`), and, as a local's value, a
  /// row of `ForEach(rows) { row in ... }` or `List(rows) { row in ... }` and the value of each turn of `for route in
  /// routes { ... }`. `key`: the subscript's argument when it names a case, is a string or an integer (`flows[.checkout]`,
  /// `screens["help"]`, `steps[0]`), the key of a dictionary's value, or names a variable or property (`steps[index]`,
  /// `steps[self.index]`).
  indirect case element(of: ExpressionShape, key: ExpressionShape? = nil)
  /// One of several values, as a condition picks: `c ? a : b` (nested in its else branch too), and
  /// `if` and `switch` expressions whose every branch is one expression.
  case choice([ExpressionShape])
  /// As a pattern only: any case of the tested enum but these. The arm that runs for the cases a test leaves:
  /// a `switch`'s `default:` after `case .a:` and `case .b:`, the `else` of `if case .a = event`.
  case otherCases(than: [String])
  /// As a pattern only: the branch where a `Bool` parameter of the function, by its name, has this value
  /// (`if editing { ... } else { ... }`, `guard success else { ... }`, `if !animated`).
  case flag(String, Bool)
  /// As a pattern only: a test of a stored property of the enclosing type, by its name, against a case (`if
  /// step == .last`: the pattern `.implicitMember`), or the `else` of one (`.otherCases`). Kept apart from a
  /// parameter's arms: no caller gives the property's value; the route that built the screen does.
  indirect case propertyTest(String, ExpressionShape)
  /// As a pattern only: a test of a local constant that the function builds from none of its parameters, by the
  /// local's name (`let season = Season.current` and `switch season { case .harvest: ... }`). No caller picks its
  /// arms: a reader of a parameter's arms reads it as no arm, whatever cases it names.
  indirect case localTest(String, ExpressionShape)
  /// As a pattern only: a test of a parameter of the function other than its first, by the parameter's name (`switch
  /// season` in `func handle(_ event: FarmEvent, in season: Season)`). Only one parameter picks which arms run where
  /// callers pass its cases, the first of an enum of the app (or a `Bool`): a reader unwraps the tests of that one and
  /// reads any other as no arm. A first parameter's tests are the bare patterns. A test of a member of a parameter,
  /// whatever its position, names it `parameter.member` (`switch item.kind` in `func open(_ item: Item)`).
  indirect case parameterTest(String, ExpressionShape)
  /// Anything else (a closure, an operator expression, a literal of another kind). `await x`, `try x`,
  /// `x!`, `x?`, `(x)` and `&x` are read as `x`.
  case other

  /// `nil`, read as a reference to that name (no type or value of the app is named so).
  public static let nilLiteral = ExpressionShape.reference([.name("nil")])
  /// The case name that stands for `nil` among an optional parameter's values: the arm of `guard let step else { ... }`
  /// is `.implicitMember(nilCase, nil)`, and a caller that passes `nil` passes it (no enum case has this name: it is a
  /// keyword).
  public static let nilCase = "nil"

  /// The case name that stands, among a parameter's values, for those of a type (`is WelcomeViewController`): the arm of
  /// `if controller is WelcomeViewController` is `.implicitMember(typeCase("WelcomeViewController"), nil)`, and a caller
  /// that passes a value of that type passes it (no enum case has such a name: it holds a space).
  public static func typeCase(_ typeName: String) -> String { "is " + typeName }

  /// Whether this is a choice of values (`a ? b : c`, `a ?? b`).
  public var isChoice: Bool {
    if case .choice = self { true } else { false }
  }

  /// Whether this pattern is an arm of a test of whether an optional parameter holds a value (`guard let step`): of
  /// `nilCase`, or of every value but it, also as a test of a parameter after the first.
  public var isPresenceTest: Bool {
    switch self {
    case .implicitMember(Self.nilCase, nil), .otherCases(than: [Self.nilCase]): true
    case .parameterTest(_, let inner): inner.isPresenceTest
    default: false
    }
  }

  /// The type named by a call of a type (`Foo(...)`, `Foo.init(...)`, `Foo<Bar>(...)`), as written
  /// (without its generic arguments).
  public var calledTypeName: String? {
    guard case .call(var chain, _) = self else { return nil }
    // The most common call of a type, its name alone (`CartViewController(id: 3)`), read without copying the chain
    // or building a string.
    if chain.count == 1, case .name(let name) = chain[0] { return name.startsUppercase ? name : nil }
    if chain.last == .name("init") { chain.removeLast() }
    let names = chain.compactMap { step -> String? in
      switch step {
      case .name(let name): name
      case .specialized(let type): type.name
      default: nil
      }
    }
    guard names.count == chain.count, let last = names.last, last.startsUppercase else { return nil }
    return names.joined(separator: ".")
  }

  /// A member written with the name of its type, when every step of the chain is a name: the type's name, as written
  /// (qualified when it is nested: `ShopCoordinator.Route` for `ShopCoordinator.Route.cart`), and the member's (`cart`).
  /// Nil for a chain of one step, or with any other step.
  public static func qualifiedMember(_ chain: [ChainStep]) -> (typeName: String, member: String)? {
    guard chain.count > 1, case .name(let member) = chain[chain.count - 1] else { return nil }
    // The most common, `Route.cart`, without joining names.
    if chain.count == 2 {
      guard case .name(let typeName) = chain[0] else { return nil }
      return (typeName, member)
    }
    var names: [String] = []
    for step in chain.dropLast() {
      guard case .name(let name) = step else { return nil }
      names.append(name)
    }
    return (names.joined(separator: "."), member)
  }

  /// What a local declared with this value and `annotation` holds, as built: the value, or, for a call whose result
  /// the annotation types (`let controller: Cart = storyboard.instantiateViewController(identifier: "Cart")`), the
  /// call coerced to that type, as `... as Cart` would be (`.cast`).
  public static func built(_ value: ExpressionShape, annotatedAs annotation: TypeReference?) -> ExpressionShape {
    guard case .call = value, let annotation else { return value }
    return .cast(value, annotation, conditional: false)
  }

  /// The type a value builds: a call of a type (`calledTypeName`), also with modifiers after it
  /// (`BriefingView(onClose: onClose).navigationTitle("Briefing")` builds `BriefingView`).
  public var builtTypeName: String? {
    if let name = calledTypeName { return name }
    guard case .call(let chain, _) = self, chain.count > 1, case .call(let first, _) = chain[0],
      first.startsUppercase
    else { return nil }
    return first
  }

  /// The strings a `case` pattern matches: its string, or each of several (`case "help", "faq":` and
  /// `host == "help" || host == "faq"` are a `.choice` of strings); none for any other pattern.
  public var matchedStrings: [String] {
    switch self {
    case .string(let text): [text]
    case .choice(let values): values.compactMap { if case .string(let text) = $0 { text } else { nil } }
    default: []
    }
  }

  /// The enum case a `case` pattern names: `.detail`, `.detail(let id)`, or the same written with a type's name
  /// (`Route.detail`, `Route.detail(let id)`, `Self.detail`); nil for any other pattern. Written with a type's name
  /// it may be a static constant instead: a reader matches the name against the tested enum's cases.
  public var patternCaseName: String? {
    switch self {
    case .implicitMember(let name, _): return name
    case .reference(let chain), .call(let chain, _):
      // `Route.detail`, or `ShopCoordinator.Route.detail` for an enum nested in another type.
      guard let (typeName, name) = Self.qualifiedMember(chain), typeName.startsUppercase else { return nil }
      return name
    default: return nil
    }
  }

  /// The arguments of a call or implicit member call.
  public var arguments: [ArgumentItem] {
    switch self {
    case .call(_, let arguments): arguments
    case .implicitMember(_, let arguments?): arguments
    default: []
    }
  }
}
