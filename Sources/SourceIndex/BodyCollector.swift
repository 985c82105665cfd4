@_spi(RawSyntax) import SwiftSyntax

/// Collects what a function body does: its calls, locals, assignments, returns, what a `switch self`
/// returns, and its closures.
///
/// The body is scanned over its raw tree (see `RawNode`): only the nodes that matter (calls,
/// declarations, assignments, returns, cases, closures) are read further.
final class BodyCollector {
  private unowned let indexer: DeclarationWalker
  private(set) var calls: [CallItem] = []
  /// What a `switch self` (or `if case ... = self`) returns for each case (`BodyCollector+SelfArms`).
  var switchSelf: [SwitchCaseItem] = []
  private(set) var closures: [ClosureItem] = []
  private(set) var locals: [LocalItem] = []
  private(set) var assignments: [AssignmentItem] = []
  private(set) var returns: [ExpressionShape] = []
  private var closureHosts: [String] = []
  /// For each enclosing closure, where it is assigned (`[vm, onSelect]`), or the receiver of the call it
  /// is passed to (`[vm, $page]` for `vm.$page.sink { ... }`), or nothing.
  private var closureTargets: [[ChainStep]] = []
  /// For each enclosing closure, the label of the argument it is passed as, or `""`; and how many of them
  /// have one (a call records the labels only then: most closures are trailing ones).
  private var closureLabels: [String] = []
  private var labelledClosures = 0
  /// The label of the argument whose closure is scanned next (read from the argument only when it is a closure).
  private var nextClosureLabel = ""
  /// The closure on the right of the assignment being scanned, by its offset, with the assigned place.
  private var assignedClosure: (offset: Int, target: [ChainStep])?
  private var casePatterns: [ExpressionShape] = []
  /// The pattern of each `default:` arm of the switches being read, by the arm's offset
  /// (`BodyCollector+OtherCases`).
  private var defaultArms: [Int: ExpressionShape] = [:]
  private var branches: [Int] = []
  /// For each enclosing block that ends by leaving the function (`BodyCollector+Exits`), where it leaves,
  /// innermost last; with the `do` statements and nested functions that a `throw` or a `return` in them
  /// would not leave.
  var exits: [SourceLocation] = []
  var doStatements = 0
  /// For each enclosing block that may run without the code after it (an `if` / `else` / `guard` body, a
  /// `switch` arm, a loop's body, a closure), where it ends in the file, innermost last.
  private var blockEnds: [Int] = []
  var nestedFunctions = 0
  /// Whether the scan is in the function's own code (no closure or nested function around it).
  var isInFunctionsOwnBody: Bool { closureHosts.isEmpty && nestedFunctions == 0 }
  /// The parameters of the function whose body is read (for tests of one against a case: `step == .bait`).
  var parameters: [ParameterItem] = []
  /// The parameters of the closures being read (`item` in `{ item in ... }`), and how many each closure has.
  private(set) var closureParameters: [String] = []
  private var closureParameterCounts: [Int] = []
  /// For each `switch` being read, what it switches over when that is not the first parameter (`switch step`, a stored
  /// property: `BodyCollector+TestedValues`), or nil.
  private var switchSubjects: [TestedValue?] = []

  init(indexer: DeclarationWalker) {
    self.indexer = indexer
  }

  /// Scans a body (a code block item list); a single expression with no statement around it is what
  /// the body returns, unless the body gives no value (`returnsValue` false: a setter, an observer).
  func collect(_ statements: RawNode, returnsValue: Bool = true) {
    let items = statements.children
    let count = items.count
    let only = count == 1 && returnsValue ? items.first.flatMap(Self.expressionItem) : nil
    if let only { returns.append(reader.shape(only)) }
    scan(statements, host: nil)
    guard switchSelf.isEmpty else { return }
    // A `switch self` written with `if case ... = self`, or as `self == .x ? a : b`.
    if count > 1 || only?.kind == .ifExpr {
      switchSelf = (only.map(ifCasesOnSelf(_:)) ?? ifCasesOnSelf(items)) ?? []
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
  private struct Host {
    var member: String
    var receiver: [ChainStep]
    /// The collection whose elements a closure given to the call takes as its one parameter, by its place in
    /// `listedRows`, or -1: `rows` in `ForEach(rows) { row in ... }` or `List(rows, id: \.self) { row in ... }`. (An
    /// index, not the shape: a host is copied at every node under the call.)
    var rows: Int32 = -1
  }

  /// The collections whose rows lists' closures take (`Host.rows`).
  private var listedRows: [ExpressionShape] = []

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

  /// The label of the argument that `node` (a labelled expression or a further trailing closure) passes, or `""`.
  private static func argumentLabel(_ node: RawNode) -> String {
    if let argument = node.as(RawLabeledExprSyntax.self) {
      return argument.label.map { String(syntaxText: $0.tokenText) } ?? ""
    }
    if let closure = node.as(RawMultipleTrailingClosureElementSyntax.self) {
      return String(syntaxText: closure.label.tokenText)
    }
    return ""
  }

  /// Scans `node`; `host` is the call whose argument it is.
  private func scan(_ node: RawNode, host: Host?) {
    guard node.raw.layoutView != nil else { return }
    var childHost: Host?
    var popCase: Int?
    var popExit = false
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
    // calls in them are in.
    var ifBranches: (body: Int, elseBody: Int?)?
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
      opensBlock = true
      let arm =
        (defaultArms.isEmpty ? nil : defaultArms[node.offset]).map { [$0] } ?? Self.alternativeStrings(patterns(node))
      // Arms over a stored property are that property's (`ExpressionShape.propertyTest`), over a local built from no
      // parameter the local's (`localTest`), over another parameter or a member the parameter's (`parameterTest`); a
      // string is no case, and stays a link's name.
      if let tested = switchSubjects.last ?? nil {
        casePatterns += arm.map { $0.matchedStrings.isEmpty ? tested.test($0) : $0 }
      } else {
        casePatterns += arm
      }
    case .switchExpr:
      switchOnSelf(node)
      if let arm = defaultArmPattern(node) { defaultArms[arm.defaultOffset] = arm.pattern }
      let subject = node.child(node.as(RawSwitchExprSyntax.self)!.subject)
      switchSubjects.append(testedValue(subject))
    case .ifExpr:
      (ifCase, elseCase) = ifCasePatterns(node)
      ifBranches = Self.branchBodies(node)
    case .guardStmt:
      let guardStatement = node.as(RawGuardStmtSyntax.self)!
      let body = node.child(guardStatement.body).offset
      ifBranches = (body, nil)
      let conditions = node.child(guardStatement.conditions)
      elseCase = (failedTestPattern(conditions) ?? flagTest(conditions)?.otherwise).map { (body, $0) }
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
    case .functionDecl:
      nestedFunctions += 1
      nests = true
    default:
      if Self.isArgumentKind(node.kind) { childHost = host }
    }
    if opensBlock { blockEnds.append(node.end) }
    // After `guard case .x = value else { ... }`, the rest of the block runs in the arm of `.x`.
    let isBlock = node.kind == .codeBlockItemList
    let blockCases = casePatterns.count
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
        branches.append(child.offset)
        blockEnds.append(child.end)
        leaves = pushExit(ofBlock: child)
      }
      let inLoop = asyncLoop.map { child.offset == $0.body } ?? false
      if inLoop {
        closureHosts.append(CallItem.asyncLoopHost)
        closureTargets.append(asyncLoop!.sequence)
        closureLabels.append("")
      }
      if childKind == .closureExpr, childHost != nil { nextClosureLabel = Self.argumentLabel(node) }
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
      if isBlock, let patterns = guardCasePatterns(child) { casePatterns += patterns }
    }
    if isBlock && casePatterns.count > blockCases { casePatterns.removeSubrange(blockCases...) }
    if node.kind == .closureExpr {
      closureHosts.removeLast()
      closureTargets.removeLast()
      if !closureLabels.removeLast().isEmpty { labelledClosures -= 1 }
      closureParameters.removeLast(closureParameterCounts.removeLast())
    }
    if node.kind == .switchExpr { switchSubjects.removeLast() }
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
    // place); the member is the closure's name.
    while true {
      if called.kind == .optionalChainingExpr || called.kind == .forceUnwrapExpr || called.kind == .tupleExpr,
        let inner = reader.transparentInner(called)
      {
        called = inner
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
    // A member call is placed at its member's name, so that each step of a chain has its own place.
    var place = location(of: node)
    if let access = called.as(RawMemberAccessExprSyntax.self) {
      let name = called.child(access.declName)
      member = name.memberName
      receiver = called.child(access.base).map(reader.chain) ?? [.name(".")]
      if access.base != nil { place = location(of: name) }
    } else if called.kind == .declReferenceExpr {
      member = called.memberName
    } else if called.kind == .genericSpecializationExpr {
      // `UIHostingController<RecipeView>(rootView: ...)` calls the generic type by its name.
      member = reader.syntax.specializedTypeName(called)
    } else {
      member = reader.source.text(called)
    }
    let arguments = reader.arguments(ofCall: node)
    calls.append(
      CallItem(
        .init(
          receiver: receiver, member: member, arguments: arguments,
          hasTrailingClosure: node.as(RawFunctionCallExprSyntax.self)!.trailingClosure != nil,
          closureHosts: closureHosts, closureTargets: closureTargets,
          closureLabels: labelledClosures == 0 ? [] : closureLabels,
          casePatterns: casePatterns, branches: branches, location: place)))
    var host = Host(member: member, receiver: receiver)
    // What SwiftUI's `.onChange(of: model.event) { ... }` and `.onReceive(model.$event) { ... }` observe is their
    // closures' place, as a subscription's publisher is (`model.$event.sink { ... }`).
    if member == "onChange" || member == "onReceive", let first = arguments.first,
      first.label == (member == "onChange" ? "of" : nil), let observed = Self.chain(of: first.value)
    {
      host.receiver = observed
    }
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
  private static func enumeratedCollection(_ rows: ExpressionShape) -> ExpressionShape? {
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

  private func declaration(_ node: RawNode) {
    let declaration = node.as(RawVariableDeclSyntax.self)!
    let isConstant = declaration.bindingSpecifier.tokenText == "let"
    for binding in node.child(declaration.bindings).children {
      let pattern = binding.as(RawPatternBindingSyntax.self)!
      guard let identifier = pattern.pattern.as(RawIdentifierPatternSyntax.self) else { continue }
      locals.append(
        LocalItem(
          name: String(syntaxText: identifier.identifier.tokenText),
          type: reader.syntax.annotatedType(binding.child(pattern.typeAnnotation)),
          value: binding.child(pattern.initializer).map { reader.shape(Self.initialValue($0)) },
          location: location(of: binding), isConstant: isConstant))
    }
  }

  /// The value of an initializer clause (`= value`).
  static func initialValue(_ clause: RawNode) -> RawNode {
    clause.child(clause.as(RawInitializerClauseSyntax.self)!.value)
  }

  private func binding(_ node: RawNode) {
    let condition = node.as(RawOptionalBindingConditionSyntax.self)!
    guard let identifier = condition.pattern.as(RawIdentifierPatternSyntax.self) else { return }
    let name = String(syntaxText: identifier.identifier.tokenText)
    let value =
      node.child(condition.initializer).map { reader.shape(Self.initialValue($0)) } ?? .reference([.name(name)])
    locals.append(
      LocalItem(
        name: name,
        type: reader.syntax.annotatedType(node.child(condition.typeAnnotation)),
        value: value, location: location(of: node), isConstant: condition.bindingSpecifier.tokenText == "let"))
  }

  private func assignment(_ node: RawNode) {
    guard let elements = ExpressionReader.sequenceOfThree(node),
      elements.1.kind == .assignmentExpr || Self.isCompoundAssignment(elements.1)
    else {
      conditionalAssignment(node)
      return
    }
    let target = reader.chain(elements.0)
    // `count += 1` sets the place to a value the reading cannot tell.
    let value = elements.1.kind == .assignmentExpr ? reader.shape(elements.2) : .other
    assignments.append(
      AssignmentItem(
        target: target, value: value, closureHosts: closureHosts, closureTargets: closureTargets,
        closureLabels: labelledClosures == 0 ? [] : closureLabels, casePatterns: casePatterns, branches: branches,
        exit: exits.last, blockEnd: blockEnds.last.map(indexer.location(atOffset:)), location: location(of: node)))
    if elements.2.kind == .closureExpr { assignedClosure = (elements.2.offset, target) }
  }

  /// Whether an operator sets its left side from its value: `+=`, `-=`, `*=`, `<<=`..., not a comparison.
  private static func isCompoundAssignment(_ node: RawNode) -> Bool {
    guard let operation = node.as(RawBinaryOperatorExprSyntax.self) else { return false }
    let text = operation.operator.tokenText
    return text.count > 1 && text.last == UInt8(ascii: "=") && !comparisons.contains(String(syntaxText: text))
  }

  private static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

  /// `x = c ? a : b` (the parser leaves it unfolded: `[x, =, c, ? a :, b]`): the value is a choice of `a`
  /// and `b`. Any other sequence is no assignment of a value the reading can use.
  private func conditionalAssignment(_ node: RawNode) {
    guard let sequence = node.as(RawSequenceExprSyntax.self) else { return }
    let elements = node.child(sequence.elements).children
    var iterator = elements.makeIterator()
    guard let target = iterator.next(), iterator.next()?.kind == .assignmentExpr else { return }
    let value = reader.shape(ofElements: elements.dropFirst(2))
    guard case .choice = value else { return }
    assignments.append(
      AssignmentItem(
        target: reader.chain(target), value: value, closureHosts: closureHosts, closureTargets: closureTargets,
        closureLabels: labelledClosures == 0 ? [] : closureLabels, casePatterns: casePatterns, branches: branches,
        exit: exits.last, blockEnd: blockEnds.last.map(indexer.location(atOffset:)), location: location(of: node)))
  }

  /// The case items of a `case` label (nil for `default`).
  static func caseItems(_ switchCase: RawNode) -> RawNode.Children? {
    let label = switchCase.child(switchCase.as(RawSwitchCaseSyntax.self)!.label)
    guard let caseLabel = label.as(RawSwitchCaseLabelSyntax.self) else { return nil }
    return label.child(caseLabel.caseItems).children
  }

  /// A case item's pattern.
  static func pattern(_ item: RawNode) -> RawNode {
    item.child(item.as(RawSwitchCaseItemSyntax.self)!.pattern)
  }

  /// A case item pattern's shape: an expression pattern's expression (also under a `let` or `var` that binds
  /// its names: `case let .detail(id)` is `.detail(id)`), else `.other`.
  func patternShape(_ pattern: RawNode) -> ExpressionShape {
    if let binding = pattern.as(RawValueBindingPatternSyntax.self) {
      return patternShape(pattern.child(binding.pattern))
    }
    guard let expression = pattern.as(RawExpressionPatternSyntax.self) else { return .other }
    return reader.shape(pattern.child(expression.expression))
  }

  private func patterns(_ node: RawNode) -> [ExpressionShape] {
    Self.caseItems(node)?.map { patternShape(Self.pattern($0)) } ?? []
  }

  /// The patterns of a `guard case .x = value else { ... }` statement (a code block item), or the string
  /// of a `guard url.host == "ticket" else { ... }` (or the case of `guard step == .bait`) as an `if` reads it;
  /// nil for any other item.
  private func guardCasePatterns(_ item: RawNode) -> [ExpressionShape]? {
    let statement = item.as(RawCodeBlockItemSyntax.self)!.item
    guard let guardStatement = RawGuardStmtSyntax(statement) else { return nil }
    let conditions = item.child(statement).child(guardStatement.conditions)
    let patterns = casePatterns(of: conditions)
    if patterns.isEmpty, let test = stringTest(conditions) { return Self.armPatterns(of: test) }
    if patterns.isEmpty, let flag = flagTest(conditions) { return [flag.body] }
    return patterns.isEmpty ? nil : patterns
  }

  /// The patterns of the `case` conditions in a condition list.
  private func casePatterns(of conditions: RawNode) -> [ExpressionShape] {
    conditions.children.compactMap { element in
      let condition = element.child(element.as(RawConditionElementSyntax.self)!.condition)
      guard let matching = condition.as(RawMatchingPatternConditionSyntax.self) else { return nil }
      let pattern = patternShape(condition.child(matching.pattern))
      // `if case .x = step` over a stored property is that property's arm (`ExpressionShape.propertyTest`), and so on
      // as for a `switch` (`testedValue(_:)`).
      return matchedValue(of: condition).map { $0.test(pattern) } ?? pattern
    }
  }

  /// What a `case` condition matches (`step` in `if case .x = step`) when it is not the first parameter
  /// (`testedValue(_:)`).
  func matchedValue(of condition: RawNode) -> TestedValue? {
    let matching = condition.as(RawMatchingPatternConditionSyntax.self)!
    let initializer = condition.child(matching.initializer)
    return testedValue(initializer.child(matching.initializer.value))
  }

  /// The body of an `if` with `case` conditions (`if case .close = event`), a test against a string
  /// (`if url.host == "settings"`) or a parameter's test against a case (`if step == .bait`), by its offset, and
  /// the conditions' patterns, or a test of a `Bool` parameter (`if editing`: `ExpressionShape.flag`); nil for an
  /// `if` without them. With its `else` (a block or an `else if`) and the pattern of the cases it runs for,
  /// when the test names whole cases (or is the `Bool` test alone).
  private func ifCasePatterns(_ node: RawNode)
    -> (body: (body: Int, patterns: [ExpressionShape])?, elseBody: (body: Int, pattern: ExpressionShape)?)
  {
    let ifExpression = node.as(RawIfExprSyntax.self)!
    let conditions = node.child(ifExpression.conditions)
    var patterns = casePatterns(of: conditions)
    if patterns.isEmpty, let test = stringTest(conditions) { patterns = Self.armPatterns(of: test) }
    let body = node.child(ifExpression.body).offset
    if patterns.isEmpty, let flag = flagTest(conditions) {
      let elseBody = node.child(ifExpression.elseBody).flatMap { body in flag.otherwise.map { (body.offset, $0) } }
      return ((body, [flag.body]), elseBody)
    }
    guard !patterns.isEmpty else { return (nil, nil) }
    let elseBody = node.child(ifExpression.elseBody).flatMap { body in
      failedTestPattern(conditions).map { (body.offset, $0) }
    }
    return ((body, patterns), elseBody)
  }

  /// Where an `if`'s body starts, and its `else` block (nil for none, and for an `else if`, whose own
  /// branches tell its calls apart).
  private static func branchBodies(_ node: RawNode) -> (body: Int, elseBody: Int?) {
    let ifExpression = node.as(RawIfExprSyntax.self)!
    let elseBody = node.child(ifExpression.elseBody)
    return (node.child(ifExpression.body).offset, elseBody.flatMap { $0.kind == .codeBlock ? $0.offset : nil })
  }

  /// The body of a `for await` (or `for try await`) loop, by its offset, and the chain of the sequence it
  /// reads (`[model, events]`; `[]` when the sequence is no chain); nil for any other loop.
  private func asyncLoopBody(_ node: RawNode) -> (body: Int, sequence: [ChainStep])? {
    let loop = node.as(RawForStmtSyntax.self)!
    guard loop.awaitKeyword != nil else { return nil }
    return (node.child(loop.body).offset, reader.chain(node.child(loop.sequence)))
  }

  /// The value of each turn of a `for route in routes` loop: a local holding each element, inside the loop; of a `for
  /// await event in model.$event.values` loop (`received`), the value the loop receives.
  private func loopValue(_ node: RawNode, received: Bool) {
    let loop = node.as(RawForStmtSyntax.self)!
    guard let identifier = loop.pattern.as(RawIdentifierPatternSyntax.self) else { return }
    locals.append(
      LocalItem(
        name: String(syntaxText: identifier.identifier.tokenText),
        type: reader.syntax.annotatedType(node.child(loop.typeAnnotation)),
        value: .element(of: reader.shape(node.child(loop.sequence))), location: location(of: node),
        scopeEnd: indexer.location(atOffset: node.end), isConstant: true, isReceived: received))
  }

  private func closure(_ node: RawNode, host: Host?) {
    var captures: [ArgumentItem] = []
    if let signature = node.as(RawClosureExprSyntax.self)!.signature, let clause = signature.capture {
      for item in clause.items.layoutView.children {
        guard let capture = item.flatMap(RawClosureCaptureSyntax.init) else { continue }
        captures.append(
          ArgumentItem(
            label: capture.specifier.map { String(syntaxText: $0.specifier.tokenText) },
            text: String(syntaxText: capture.name.tokenText)))
      }
    }
    let before = closureParameters.count
    addParameterNames(of: node)
    closureParameterCounts.append(closureParameters.count - before)
    // A list's row (`ForEach(rows) { row in ... }`, or `{ index, row in ... }` over `Array(rows.enumerated())`): a
    // local holding each element of the rows, inside the closure.
    if let index = host?.rows, index >= 0 {
      let rows = listedRows[Int(index)]
      let count = closureParameters.count - before
      let enumerated = count == 2 ? Self.enumeratedCollection(rows) : nil
      if count == 1 || enumerated != nil {
        locals.append(
          LocalItem(
            name: closureParameters[before + count - 1], value: .element(of: enumerated ?? rows),
            location: location(of: node), scopeEnd: indexer.location(atOffset: node.end), isConstant: true))
      }
    }
    closures.append(
      ClosureItem(captures: captures, parameters: Array(closureParameters[before...]), location: location(of: node)))
    closureHosts.append(host?.member ?? "")
    closureTargets.append(assignedClosure?.offset == node.offset ? assignedClosure!.target : host?.receiver ?? [])
    closureLabels.append(nextClosureLabel)
    if !nextClosureLabel.isEmpty { labelledClosures += 1 }
    nextClosureLabel = ""
  }

  /// Adds the names of a closure's parameters to `closureParameters`: `item` in `{ item in ... }`, `a` and `b`
  /// in `{ (a: A, b) in ... }`.
  private func addParameterNames(of closure: RawNode) {
    guard let clause = closure.as(RawClosureExprSyntax.self)!.signature?.parameterClause else { return }
    if let shorthand = clause.as(RawClosureShorthandParameterListSyntax.self) {
      for parameter in shorthand.elements { closureParameters.append(String(syntaxText: parameter.name.tokenText)) }
    } else if let parenthesized = clause.as(RawClosureParameterClauseSyntax.self) {
      for parameter in parenthesized.parameters.elements {
        closureParameters.append(String(syntaxText: (parameter.secondName ?? parameter.firstName).tokenText))
      }
    }
  }
}
