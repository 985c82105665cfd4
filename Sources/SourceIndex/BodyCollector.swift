@_spi(RawSyntax) import SwiftSyntax

/// Collects what a function body does: its calls, locals, assignments, returns, what a `switch self`
/// returns, and its closures.
///
/// The body is scanned over its raw tree (see `RawNode`): only the nodes that matter (calls,
/// declarations, assignments, returns, cases, closures) are read further.
final class BodyCollector {
  unowned let indexer: DeclarationWalker
  var calls: [CallItem] = []
  /// What a `switch self` (or `if case ... = self`) returns for each case (`BodyCollector+SelfArms`).
  var switchSelf: [SwitchCaseItem] = []
  /// The first `switch` over a parameter whose arms return a value (`FunctionItem.parameterSwitch`).
  var parameterSwitch: ParameterSwitch?
  /// Whether the function declares a result type: only then is a `switch` over a parameter read for `parameterSwitch`.
  var declaresResult = false
  var closures: [ClosureItem] = []
  var locals: [LocalItem] = []
  var localFunctions: [LocalFunctionItem] = []
  var assignments: [AssignmentItem] = []
  var returns: [ExpressionShape] = []
  var closureHosts: [String] = []
  /// For each enclosing closure, where it is assigned (`[vm, onSelect]`), or the receiver of the call it
  /// is passed to (`[vm, $page]` for `vm.$page.sink { ... }`), or nothing.
  var closureTargets: [[ChainStep]] = []
  /// For each enclosing closure, the label of the argument it is passed as, or `""`; and how many of them
  /// have one (a call records the labels only then: most closures are trailing ones).
  var closureLabels: [String] = []
  var labelledClosures = 0
  /// The label of the argument whose closure is scanned next (read from the argument only when it is a closure).
  var nextClosureLabel = ""
  /// The closure on the right of the assignment being scanned, by its offset, with the assigned place.
  var assignedClosure: (offset: Int, target: [ChainStep])?
  /// The call that a local's value or an assignment's is, by its offset, with the local or the assigned place: an
  /// implicit `.init(...)` there builds a value of that place's type (`Host.receiver`).
  var assignedCall: (offset: Int, target: [ChainStep])?
  /// The labelled argument whose value is the call being scanned, with the call it is passed to: for an implicit
  /// `.init(...)` passed to it.
  var passingArgument: (argument: RawNode, host: Host)?
  var casePatterns: [ExpressionShape] = []
  /// The pattern of each `default:` arm of the switches being read, by the arm's offset
  /// (`BodyCollector+OtherCases`).
  var defaultArms: [Int: ExpressionShape] = [:]
  var branches: [Int] = []
  /// The `if` chains that go on in an `else if` not read yet, by where it starts: the chain and the side its body takes.
  var elseIfChains: [Int: (chain: Int, side: Int)] = [:]
  /// The branches (`CallItem.branch`) that are the last `else` block of their `if` chain (`AssignmentItem.inLastElse`).
  var lastElseBranches: Set<Int> = []
  /// Each `catch` clause of a `do` statement, by where it starts: the chain of its `do` (where the `do`'s body starts)
  /// and its side, 1 for the first (the body is side 0). Code in the body and in a `catch` runs one way or the other.
  var catchSides: [Int: (chain: Int, side: Int)] = [:]
  /// For each enclosing block that ends by leaving the function (`BodyCollector+Exits`), where it leaves,
  /// innermost last; with the `do` statements and nested functions that a `throw` or a `return` in them
  /// would not leave.
  var exits: [SourceLocation] = []
  var doStatements = 0
  /// For each enclosing block that may run without the code after it (an `if` / `else` / `guard` body, a
  /// `switch` arm, a loop's body, a closure), where it ends in the file, innermost last.
  var blockEnds: [Int] = []
  var nestedFunctions = 0
  /// Whether the scan is in the function's own code (no closure or nested function around it).
  var isInFunctionsOwnBody: Bool { closureHosts.isEmpty && nestedFunctions == 0 }
  /// The parameters of the function whose body is read (for tests of one against a case: `step == .bait`).
  var parameters: [ParameterItem] = []
  /// The parameters of the closures being read (`item` in `{ item in ... }`), and how many each closure has.
  var closureParameters: [String] = []
  var closureParameterCounts: [Int] = []
  /// Whether some code tests the type of a parameter (`BodyCollector+TypeTests`).
  var testsParameterTypes = false
  /// For each `switch` being read, what it switches over when that is not the first parameter (`switch step`, a stored
  /// property: `BodyCollector+TestedValues`), or nil.
  var switchSubjects: [TestedValue?] = []
  /// For each `switch` being read, the elements of the tuple it switches over (`switch (cooked, timed)`), or nil.
  var switchTuples: [[RawNode]?] = []
  /// For each `switch` being read, what it switches over.
  var switchValues: [RawNode] = []
  /// For each `switch` being read, how many of its arms were met: the next arm's side (`CallItem.branch`).
  var switchArms: [Int] = []
  /// The `switch` and `if` expressions that give a local its value where it is declared (`let route: Route = switch
  /// item { ... }`, `if pro { .map } else { .upgrade }`) or assigned (`route = switch item { ... }`), by their place in
  /// the file, with the local: each arm's or branch's value is read as an assignment there.
  var declaringExpressions: [Int: ExpressionTarget] = [:]
  /// For each `switch` being read, the local whose value it gives, or nil.
  var switchDeclares: [ExpressionTarget?] = []

  /// What a `switch` or `if` expression gives its value to: a local (or a property written bare) by its name, where it
  /// is declared (`declares`: `let route: Route = switch ...`) or assigned (`route = switch ...`).
  struct ExpressionTarget {
    var name: String
    var declares: Bool
  }

  init(indexer: DeclarationWalker) {
    self.indexer = indexer
  }

  /// Scans a body (a code block item list); a single expression with no statement around it is what
  /// the body returns, unless the body gives no value (`returnsValue` false: a setter, an observer).
  func collect(_ statements: RawNode, returnsValue: Bool = true) {
    let items = statements.children
    let count = items.count
    let only = count == 1 && returnsValue ? items.first.flatMap(Self.expressionItem) : nil
    let implicit = returns.count
    if let only { returns.append(reader.shape(only)) }
    scan(statements, host: nil)
    // An `if` or `switch` whose branches `return` (`switch host { case "fruit": return .fruit ... }`) is a statement,
    // not the body's value (an expression's branches cannot `return`): what it returns is those `return`s.
    if let only, only.kind == .ifExpr || only.kind == .switchExpr, returns.count > implicit + 1 {
      returns.remove(at: implicit)
    }
    guard switchSelf.isEmpty else { return }
    // A `switch self` written with `if case ... = self`, or as `self == .x ? a : b`.
    if count > 1 || only?.kind == .ifExpr {
      switchSelf = (only.map(ifCasesOnSelf(_:)) ?? ifCasesOnSelf(items) ?? lastIfCasesOnSelf(items)) ?? []
    } else if count == 1, let value = only ?? items.first.flatMap(Self.returnedValue), value.kind == .sequenceExpr {
      switchSelf = ternaryArmsOnSelf(value) ?? []
    }
  }

  /// Scans one expression that is no body (a stored property's initial value): its calls, and the code
  /// of the closures it gives them.
  func collect(expression: RawNode) {
    scan(expression, host: nil)
  }

  /// The call that a closure below is an argument of: its member and its receiver chain.
  struct Host {
    var member: String
    var receiver: [ChainStep]
    /// The collection whose elements a closure given to the call takes as its one parameter, by its place in
    /// `listedRows`, or -1: `rows` in `ForEach(rows) { row in ... }` or `List(rows, id: \.self) { row in ... }`. (An
    /// index, not the shape: a host is copied at every node under the call.)
    var rows: Int32 = -1
  }

  /// The collections whose rows lists' closures take (`Host.rows`).
  var listedRows: [ExpressionShape] = []

  var reader: ExpressionReader { indexer.reader }

  /// The expression of a code block item, if it is one; an `if` or a `switch`, which the parser wraps in
  /// a statement, included (it is a value where it is a body's only item: `if c { A() } else { B() }`).
  static func expressionItem(_ item: RawNode) -> RawNode? {
    guard let block = item.as(RawCodeBlockItemSyntax.self) else { return nil }
    if RawExprSyntax(block.item) != nil { return item.child(block.item) }
    guard let statement = block.item.as(RawExpressionStmtSyntax.self) else { return nil }
    return item.child(block.item).child(statement.expression)
  }

  /// The value a `return value` code block item returns; nil for any other item.
  static func returnedValue(_ item: RawNode) -> RawNode? {
    guard let block = item.as(RawCodeBlockItemSyntax.self), let statement = block.item.as(RawReturnStmtSyntax.self)
    else { return nil }
    return item.child(block.item).child(statement.expression)
  }

  /// The value a code block gives: its one `return value`, or its one expression.
  static func onlyValue(of block: RawNode) -> RawNode? {
    guard let codeBlock = block.as(RawCodeBlockSyntax.self) else { return nil }
    let statements = block.child(codeBlock.statements).children
    guard statements.count == 1, let only = statements.first else { return nil }
    return returnedValue(only) ?? expressionItem(only)
  }

  /// The kinds through which a closure is still an argument of the call above it (a switch: a set
  /// lookup hashes, and this runs for every node of every body).
  private static func isArgumentKind(_ kind: SyntaxKind) -> Bool {
    switch kind {
    case .labeledExprList, .labeledExpr, .multipleTrailingClosureElementList, .multipleTrailingClosureElement: true
    default: false
    }
  }

  /// The place of an implicit `.init(...)` (`node`) that the code around it gives (`assignedCall`, `passingArgument`),
  /// after its host's receiver, `[.]`.
  @inline(never) private func placeImplicitInitialiser(_ node: RawNode, in host: inout Host) {
    guard host.receiver.first == .name(".") else { return }
    if let assigned = assignedCall, assigned.offset == node.offset {
      host.receiver += assigned.target
    } else if let (argument, outer) = passingArgument,
      argument.child(argument.as(RawLabeledExprSyntax.self)!.expression).offset == node.offset,
      case let label = Self.argumentLabel(argument), !label.isEmpty
    {
      host.receiver += outer.receiver + [.call(outer.member, [ArgumentItem(label: label, text: "")])]
    }
  }

  /// Whether a call is an implicit `.init(...)`.
  static func isImplicitInitialiser(_ call: RawNode) -> Bool {
    isImplicitInitialiser(call.as(RawFunctionCallExprSyntax.self)!)
  }

  private static func isImplicitInitialiser(_ call: RawFunctionCallExprSyntax) -> Bool {
    guard let access = call.calledExpression.as(RawMemberAccessExprSyntax.self), access.base == nil else {
      return false
    }
    return access.declName.baseName.tokenText == "init"
  }

  /// The label of the argument that `node` (a labelled expression or a further trailing closure) passes, or `""`.
  private static func argumentLabel(_ node: RawNode) -> String {
    if let argument = node.as(RawLabeledExprSyntax.self) {
      return argument.label.map { String(identifier: $0.tokenText) } ?? ""
    }
    if let closure = node.as(RawMultipleTrailingClosureElementSyntax.self) {
      return String(identifier: closure.label.tokenText)
    }
    return ""
  }

  /// Scans `node`; `host` is the call whose argument it is.
  private func scan(_ node: RawNode, host: Host?) {
    guard node.raw.layoutView != nil else { return }
    var childHost: Host?
    var popCase: Int?
    var popExit = false
    var popBranch = false
    // A block that may run without the code after it (`blockEnds`), or a `do` or nested function (`exits`).
    var opensBlock = false
    var nests = false
    // `if case .x = value { ... }`: the body runs in the arm of `.x`, as a `switch` case's statements do.
    var ifCase: (body: Int, patterns: [ExpressionShape])?
    // Its `else` (an `else if` too), or a `guard`'s: it runs for the cases the test leaves.
    var elseCase: (body: Int, pattern: ExpressionShape)?
    // `for await event in model.events { ... }`: the body runs for each value, later, as a closure given
    // to the sequence would.
    var asyncLoop: (body: Int, sequence: [ChainStep])?
    // An `if`'s body and its `else` block (not an `else if`), or a `guard`'s `else` block: the branches that
    // calls in them are in, with the `if` chain they belong to and the body's side in it (`CallItem.branch`).
    var ifBranches: (body: Int, elseBody: Int?, chain: Int, side: Int)?
    // For an `if` expression that gives a local its declared value: the local's name.
    var declaredByIf: ExpressionTarget?
    switch node.kind {
    case .functionCallExpr:
      childHost = call(node)
    case .variableDecl:
      declaration(node)
    case .optionalBindingCondition:
      binding(node)
    case .sequenceExpr:
      assignment(node)
    case .returnStmt:
      if closureHosts.isEmpty, let expression = node.child(node.as(RawReturnStmtSyntax.self)!.expression) {
        returns.append(reader.shape(expression))
      }
    case .switchCase:
      popCase = casePatterns.count
      popExit = pushExit(ofArm: node)
      // Each arm is a side of its `switch`, as an `if`'s bodies are of their chain.
      if let subject = switchValues.last, !switchArms.isEmpty {
        branches.append(CallItem.branch(chain: subject.offset, side: switchArms[switchArms.count - 1]))
        switchArms[switchArms.count - 1] += 1
        popBranch = true
      }
      opensBlock = true
      let arm =
        (defaultArms.isEmpty ? nil : defaultArms[node.offset]).map { [$0] } ?? Self.alternativeStrings(patterns(node))
      // Arms over a stored property are that property's (`ExpressionShape.propertyTest`), over a local built from no
      // parameter the local's (`localTest`), over another parameter or a member the parameter's (`parameterTest`); a
      // string is no case, and stays a link's name.
      // `case true:` over a `Bool` parameter or stored property is a branch of a test of it, as `if editing` is.
      if let value = switchValues.last, arm.contains(where: { if case .boolean = $0 { true } else { false } }) {
        casePatterns += arm.map { pattern in
          guard case .boolean(let literal) = pattern else { return pattern }
          return flagPattern(value, value: literal) ?? pattern
        }
      } else if let tested = switchSubjects.last ?? nil {
        casePatterns += arm.map { $0.matchedStrings.isEmpty ? tested.test($0) : $0 }
      } else if let elements = switchTuples.last ?? nil {
        casePatterns += tupleArm(node, elements: elements)
      } else {
        casePatterns += arm
      }
      if let declared = switchDeclares.last ?? nil { declaringArm(node, of: declared) }
    case .switchExpr:
      switchOnSelf(node)
      if let arm = defaultArmPattern(node) { defaultArms[arm.defaultOffset] = arm.pattern }
      let subject = node.child(node.as(RawSwitchExprSyntax.self)!.subject)
      switchSubjects.append(testedValue(subject))
      switchTuples.append(Self.tupleElements(subject))
      switchValues.append(subject)
      switchArms.append(0)
      switchDeclares.append(declaringExpressions.isEmpty ? nil : declaringExpressions.removeValue(forKey: node.offset))
    case .ifExpr:
      (ifCase, elseCase) = ifCasePatterns(node)
      let bodies = Self.branchBodies(node)
      // An `else if` goes on its chain: its body and `else` are the chain's next sides.
      let (chain, side) = elseIfChains.removeValue(forKey: node.offset) ?? (bodies.body, 0)
      ifBranches = (bodies.body, bodies.elseBody, chain, side)
      if let elseIf = bodies.elseIf { elseIfChains[elseIf] = (chain, side + 1) }
      if !declaringExpressions.isEmpty, let declared = declaringExpressions.removeValue(forKey: node.offset) {
        declaredByIf = declared
        if let elseIf = bodies.elseIf { declaringExpressions[elseIf] = declared }
      }
    case .guardStmt:
      let guardStatement = node.as(RawGuardStmtSyntax.self)!
      let body = node.child(guardStatement.body).offset
      ifBranches = (body, nil, body, 0)
      let conditions = node.child(guardStatement.conditions)
      elseCase = failedConditionsPattern(conditions).map { (body, $0) }
    case .forStmt:
      asyncLoop = asyncLoopBody(node)
      loopValue(node, received: asyncLoop != nil)
      opensBlock = true
    case .whileStmt, .repeatStmt:
      opensBlock = true
    case .closureExpr:
      closure(node, host: host)
      opensBlock = true
    case .doStmt:
      doStatements += 1
      nests = true
      let statement = node.as(RawDoStmtSyntax.self)!
      let body = node.child(statement.body).offset
      // The body and each `catch` are sides of one choice; with no `catch`, the body always runs.
      for (position, clause) in node.child(statement.catchClauses).children.enumerated() {
        if position == 0 { ifBranches = (body, nil, body, 0) }
        catchSides[clause.offset] = (body, position + 1)
      }
    case .catchClause:
      if let (chain, side) = catchSides.removeValue(forKey: node.offset) {
        branches.append(CallItem.branch(chain: chain, side: side))
        popBranch = true
      }
    case .functionDecl:
      nestedFunctions += 1
      nests = true
      localFunction(node)
    default:
      if Self.isArgumentKind(node.kind) { childHost = host }
    }
    if opensBlock { blockEnds.append(node.end) }
    // After `guard case .x = value else { ... }`, the rest of the block runs in the arm of `.x`.
    let isBlock = node.kind == .codeBlockItemList
    let blockCases = casePatterns.count
    let blockBranches = branches.count
    for child in node.children {
      let childKind = child.kind
      let passes = childKind == .closureExpr || Self.isArgumentKind(childKind)
      let inCase = ifCase.map { child.offset == $0.body } ?? false
      if inCase { casePatterns += ifCase!.patterns }
      let inElse = elseCase.map { child.offset == $0.body } ?? false
      if inElse { casePatterns.append(elseCase!.pattern) }
      let inBranch = ifBranches.map { child.offset == $0.body || child.offset == $0.elseBody } ?? false
      var leaves = false
      if inBranch {
        let ifBranches = ifBranches!
        let branch = CallItem.branch(
          chain: ifBranches.chain, side: ifBranches.side + (child.offset == ifBranches.body ? 0 : 1))
        branches.append(branch)
        if child.offset == ifBranches.elseBody, node.kind == .ifExpr { lastElseBranches.insert(branch) }
        blockEnds.append(child.end)
        leaves = pushExit(ofBlock: child)
        if let declaredByIf { declaringBranch(child, of: declaredByIf) }
      }
      let inLoop = asyncLoop.map { child.offset == $0.body } ?? false
      if inLoop {
        closureHosts.append(CallItem.asyncLoopHost)
        closureTargets.append(asyncLoop!.sequence)
        closureLabels.append("")
      }
      if childKind == .closureExpr, childHost != nil { nextClosureLabel = Self.argumentLabel(node) }
      if childKind == .functionCallExpr, node.kind == .labeledExpr, Self.isImplicitInitialiser(child), let childHost {
        passingArgument = (node, childHost)
      }
      scan(child, host: passes ? childHost : nil)
      if inLoop {
        closureHosts.removeLast()
        closureTargets.removeLast()
        closureLabels.removeLast()
      }
      if inCase { casePatterns.removeLast(ifCase!.patterns.count) }
      if inElse { casePatterns.removeLast() }
      if inBranch {
        branches.removeLast()
        blockEnds.removeLast()
        if leaves { exits.removeLast() }
      }
      // The rest of the block is the other side of a `guard`'s `else` (which leaves it), and runs in the arm of the
      // cases it tests. Likewise after an `if` (and its `else if`s) with no last `else` whose every body leaves it; after
      // one `if`, in the arm of the cases its test leaves (after several, where all of them fail: not read).
      if isBlock, let elseBlock = Self.guardElseBlock(child) {
        if let patterns = guardCasePatterns(child) { casePatterns += patterns }
        branches.append(CallItem.branch(chain: elseBlock, side: 1))
      } else if isBlock, let (chain, side) = Self.leavingIfChain(child) {
        if side == 1, let pattern = patternAfterLeavingIf(child) { casePatterns.append(pattern) }
        branches.append(CallItem.branch(chain: chain, side: side))
      }
    }
    if isBlock && casePatterns.count > blockCases { casePatterns.removeSubrange(blockCases...) }
    if isBlock && branches.count > blockBranches { branches.removeSubrange(blockBranches...) }
    if node.kind == .closureExpr {
      closureHosts.removeLast()
      closureTargets.removeLast()
      if !closureLabels.removeLast().isEmpty { labelledClosures -= 1 }
      closureParameters.removeLast(closureParameterCounts.removeLast())
    }
    if node.kind == .switchExpr {
      switchSubjects.removeLast()
      switchTuples.removeLast()
      switchValues.removeLast()
      switchArms.removeLast()
      switchDeclares.removeLast()
    }
    if popBranch { branches.removeLast() }
    if let popCase { casePatterns.removeSubrange(popCase...) }
    if opensBlock || nests { closeBlock(node, popExit: popExit, opensBlock: opensBlock) }
  }

  /// Leaves what `scan` entered at `node`: its exit, its block end, the `do` or nested function it counts.
  private func closeBlock(_ node: RawNode, popExit: Bool, opensBlock: Bool) {
    if popExit { exits.removeLast() }
    if opensBlock {
      blockEnds.removeLast()
    } else if node.kind == .doStmt {
      doStatements -= 1
    } else {
      nestedFunctions -= 1
    }
  }

  /// The file location of a node.
  func location(of node: RawNode) -> SourceLocation {
    indexer.location(atOffset: node.start)
  }

  /// Records a call; returns it as the host of closures passed to it.
  private func call(_ node: RawNode) -> Host {
    var called = node.child(node.as(RawFunctionCallExprSyntax.self)!.calledExpression)
    // `onFinish?()`, `self.done!()`, `(onHelp ?? {})()`: an optional closure called (or a default in its
    // place); the member is the closure's name. `actions["water"]?()`, `self.handlers[route]!(value)`: an element of a
    // stored collection of closures called; the member is the collection's name, as it runs one of the closures
    // stored there.
    while true {
      if called.kind == .optionalChainingExpr || called.kind == .forceUnwrapExpr || called.kind == .tupleExpr,
        let inner = reader.transparentInner(called)
      {
        called = inner
      } else if let element = called.as(RawSubscriptCallExprSyntax.self) {
        called = called.child(element.calledExpression)
      } else if let (left, operation, _) = ExpressionReader.sequenceOfThree(called),
        operation.as(RawBinaryOperatorExprSyntax.self).map({ $0.operator.tokenText == "??" }) == true
      {
        called = left
      } else {
        break
      }
    }
    var receiver: [ChainStep] = []
    let member: String
    // A member call is placed at its member's name, so that each step of a chain has its own place (and a chain of `n`
    // calls does not look for its first token `n` times: that cost `n^2`).
    let place: SourceLocation
    if let access = called.as(RawMemberAccessExprSyntax.self) {
      let name = called.child(access.declName)
      member = name.memberName
      receiver = called.child(access.base).map(reader.chain) ?? [.name(".")]
      place = location(of: access.base != nil ? name : node)
    } else if called.kind == .declReferenceExpr {
      member = called.memberName
      place = location(of: node)
    } else if called.kind == .genericSpecializationExpr {
      // `UIHostingController<RecipeView>(rootView: ...)` calls the generic type by its name.
      member = reader.syntax.specializedTypeName(called)
      place = location(of: node)
    } else {
      member = reader.source.text(called)
      place = location(of: node)
    }
    let arguments = reader.arguments(ofCall: node)
    let fields = CallItem.Fields(
      receiver: receiver, member: member, arguments: arguments,
      hasTrailingClosure: node.as(RawFunctionCallExprSyntax.self)!.trailingClosure != nil,
      closureHosts: closureHosts, closureTargets: closureTargets,
      closureLabels: labelledClosures == 0 ? [] : closureLabels,
      casePatterns: casePatterns, branches: branches, location: place)
    // A ternary argument reads as a choice: only a call given one is looked at again.
    if arguments.contains(where: \.value.isChoice), let choice = ternaryArgument(ofCall: node),
      choice.position < arguments.count
    {
      // `go(skipped ? .home : .summary)`: the calls of `if skipped { go(.home) } else { go(.summary) }`.
      for (side, value) in choice.sides.enumerated() {
        var sideFields = fields
        sideFields.arguments[choice.position].text = reader.source.text(value.value)
        sideFields.arguments[choice.position].value = reader.shape(value.value)
        sideFields.casePatterns.append(value.pattern)
        sideFields.branches.append(CallItem.branch(chain: choice.chain, side: side))
        calls.append(CallItem(sideFields))
      }
    } else {
      calls.append(CallItem(fields))
    }
    var host = Host(member: member, receiver: receiver)
    // A closure SwiftUI's `.environment(\.openProduct) { ... }` puts in the environment is the value of that key of
    // `EnvironmentValues`: its place is that property, as an assigned closure's is (`EnvironmentValues.openProduct`).
    if member == "environment", case .keyPath(_, let components)? = arguments.first?.value, components.count == 1 {
      host.receiver = [.name(CallItem.environmentValues), .name(components[0])]
    }
    // What SwiftUI's `.onChange(of: model.event) { ... }` and `.onReceive(model.$event) { ... }` observe is their
    // closures' place, as a subscription's publisher is (`model.$event.sink { ... }`).
    if member == "onChange" || member == "onReceive", let first = arguments.first,
      first.label == (member == "onChange" ? "of" : nil), let observed = Self.chain(of: first.value)
    {
      host.receiver = observed
    }
    // An implicit `.init(...)` builds a value of the type its place gives, and its closures are that type's: the place
    // is `[., model, output]` for `model.output = .init(onOpen: { ... })` (or a local's name), `[., Model(output:)]` for
    // `Model(output: .init(onOpen: { ... }))`.
    if member.utf8.count == 4, member == "init", receiver.count == 1 { placeImplicitInitialiser(node, in: &host) }
    // The collection a SwiftUI list's closure takes its rows from: the first argument of `ForEach(rows)` or
    // `List(rows)`, when it has no label.
    if member == "ForEach" || member == "List", let first = arguments.first, first.label == nil {
      host.rows = Int32(listedRows.count)
      listedRows.append(first.value)
    }
    return host
  }

  /// The steps of a reference (`model.event`) or of a call along one (`model.$event.compactMap { $0 }`, its last step
  /// the call).
  private static func chain(of value: ExpressionShape) -> [ChainStep]? {
    switch value {
    case .reference(let chain): return chain
    case .call(let chain, let arguments):
      guard case .name(let last)? = chain.last, chain.count > 1 else { return nil }
      return chain.dropLast() + [.call(last, arguments)]
    default: return nil
    }
  }

  /// The collection that `Array(rows.enumerated())` (or `rows.enumerated()`) pairs with the elements' offsets: `rows`.
  static func enumeratedCollection(_ rows: ExpressionShape) -> ExpressionShape? {
    var pairs = rows
    if case .call(let chain, let arguments) = rows, chain == [.name("Array")], arguments.count == 1,
      arguments[0].label == nil
    {
      pairs = arguments[0].value
    }
    guard case .call(let chain, let arguments) = pairs, arguments.isEmpty, chain.count > 1,
      chain.last == .name("enumerated")
    else { return nil }
    return .reference(Array(chain.dropLast()))
  }
}
