import NavigationModel

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
  /// `vm.$page.sink { ... }`; for an implicit `.init(...)`, `[.]` and then what gives the type it builds: the place it
  /// is assigned to, `[., model, output]` for `model.output = .init(onOpen: { ... })`, or the initialiser's argument it
  /// is passed as, `[., .call(Model, [output:])]` for `Model(output: .init(onOpen: { ... }))`), else `[]` (a closure
  /// kept in a local, or passed to a bare call).
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
  /// named by its `if` chain and its side in it (`branch(chain:side:)`): in `if pro { A() } else { B() }`, `A` and `B`
  /// have one each, and they differ. An `else if` is no branch of its own: its `if`'s branches are, each the chain's
  /// next side. A `guard`'s `else` block is a branch too, and the rest of the block after the `guard` that chain's other
  /// side; so is the rest of a block after an `if` with no `else` whose body returns. Each arm of a `switch` is a side
  /// of it, the chain named by where its subject is.
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

  /// This call as if made where `assignment` is (in its closures, arms and branches, at its place): what a front end
  /// reads for a presentation that an assignment elsewhere asks for (`sheets.sheet = .share(title)` in one screen,
  /// for `.sheet(item: $sheets.sheet)` in another).
  public func placed(at assignment: AssignmentItem) -> CallItem {
    var fields = box.value
    fields.closureHosts = assignment.closureHosts
    fields.closureTargets = assignment.closureTargets
    fields.closureLabels = assignment.closureLabels
    fields.casePatterns = assignment.casePatterns
    fields.branches = assignment.branches
    fields.location = assignment.location
    return CallItem(fields)
  }

  /// A call of `member` on `receiver`, with no arguments, made inside a closure passed to this call: what a front end
  /// reads for a method passed by reference (`Button("Back", action: dismiss.callAsFunction)` calls the dismiss action
  /// when the button is tapped), at this call's place. `labels`: the closure labels with the argument's own last
  /// (`closureLabels`).
  public func runningInClosure(_ member: String, on receiver: [ChainStep], labels: [String]) -> CallItem {
    var fields = box.value
    fields.closureLabels = labels
    fields.closureHosts.append(fields.member)
    fields.closureTargets.append(fields.receiver)
    fields.receiver = receiver
    fields.member = member
    fields.arguments = []
    fields.hasTrailingClosure = false
    return CallItem(fields)
  }

  public static func == (left: CallItem, right: CallItem) -> Bool {
    left.box === right.box || left.box.value == right.box.value
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}

extension CallItem {
  /// The type the call constructs, by the name it is written with, when its receiver is nothing or type names only (by
  /// Swift's habit, capitalised): `HomeView` for `HomeView()`, `Onboarding.WelcomeView` for `Onboarding.WelcomeView()`,
  /// a type nested in another or in an extension of an enum used as a namespace. Nil for a call of a method or of a
  /// function.
  public var writtenTypeName: String? {
    guard member.startsUppercase else { return nil }
    if receiver.isEmpty { return member }
    var name = ""
    for step in receiver {
      guard case .name(let part) = step, part.startsUppercase else { return nil }
      name += part + "."
    }
    return name + member
  }

  /// SwiftUI's type whose properties the environment's keys are (`@Environment(\.openProduct)` reads `openProduct`): a
  /// closure given to `.environment(\.openProduct) { ... }` has the place `EnvironmentValues.openProduct`.
  public static let environmentValues = "EnvironmentValues"

  /// How many sides an `if` chain may have: more than `ElseIfChains.keptBranches`.
  private static let sideBits = 20

  /// The branch of an `if` chain (`if a { } else if b { } else { }`), named by where the chain's first body starts in
  /// the file, that is its `side`: 0 for the first body, then each `else if`'s body, then the last `else`.
  public static func branch(chain: Int, side: Int) -> Int { chain << sideBits | side }

  /// The `if` chain a branch belongs to and its side in it (`branch(chain:side:)`).
  public static func chainAndSide(ofBranch branch: Int) -> (chain: Int, side: Int) {
    (branch >> sideBits, branch & (1 << sideBits - 1))
  }

  /// Whether two branches are different sides of one `if` chain: code in one never runs with code in the other.
  public static func branchesExcludeEachOther(_ first: Int, _ second: Int) -> Bool {
    first != second && first >> sideBits == second >> sideBits
  }
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
  /// The label of the cast a `compactMap` step's closure makes of its parameter (`$0 as? Orders` in
  /// `children.compactMap { $0 as? Orders }`), given after the step's other arguments.
  public static let castElementLabel = "{as}"
  /// The label of the case a `filter` step's trailing closure lets through, when it is one test of its parameter
  /// against a case (`.showHelp` in `events.filter { $0 == .showHelp }`), given after the step's other arguments.
  public static let filteredCaseLabel = "{==}"

  /// Whether the item was read from a trailing closure's code (`builderLabel`, `parameterMemberLabel`,
  /// `mappedCaseLabel`, `castElementLabel`, `filteredCaseLabel`) rather than written as an argument of the call.
  public var isReadFromClosure: Bool {
    label == Self.builderLabel || label == Self.parameterMemberLabel || label == Self.mappedCaseLabel
      || label == Self.castElementLabel || label == Self.filteredCaseLabel
  }

  /// Creates an item.
  public init(label: String?, text: String, value: ExpressionShape = .other) {
    self.label = label
    self.text = text
    self.value = value
  }
}

/// An assignment: `currentPage = .settings`.
public struct AssignmentItem: Sendable, Hashable {
  /// The assigned place as a chain (`[self, currentPage]`).
  public var target: [ChainStep]
  /// The value's shape.
  public var value: ExpressionShape
  /// For `place += n` and `place -= n` with an integer literal `n`: `n` and `-n` (the value is then `.other`); nil for
  /// any other assignment.
  public var step: Int? = nil
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
  /// Whether it is an arm of a `switch` expression, or a branch of an `if` expression, that gives the local its
  /// declared value (`let route: Route = switch item { case .painting(let id): .painting(id: id) ... }`): the arms'
  /// values together are the local's first values, each in its arm, and stand for the declared one (a choice of them
  /// all).
  public var givesDeclaredValue = false
  /// Whether its innermost branch is the last `else` block of an `if` chain (`if a { ... } else { route = .b }`): with
  /// an assignment on every other side of the chain, the chain sets the place whichever side runs.
  public var inLastElse = false

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
  /// The name alone that the ternary it returns tests (`compact` in `case .product(_, let compact): return compact ?
  /// .sheet : .push`); the value's first choice is the one for `true`. Nil for any other value.
  public var testedName: String?
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
