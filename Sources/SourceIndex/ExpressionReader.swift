@_spi(RawSyntax) import SwiftSyntax

/// Reads the shape of expressions and receiver chains out of the raw tree.
struct ExpressionReader {
  let source: SourceText
  var syntax: SyntaxText { SyntaxText(source: source) }

  func shape(_ expression: RawNode) -> ExpressionShape {
    switch expression.kind {
    case .memberAccessExpr:
      let access = expression.as(RawMemberAccessExprSyntax.self)!
      let name = expression.child(access.declName).memberName
      guard let base = expression.child(access.base) else { return .implicitMember(name, nil) }
      return .reference(chain(base) + [.name(name)])
    case .functionCallExpr:
      let call = expression.as(RawFunctionCallExprSyntax.self)!
      let arguments = self.arguments(ofCall: expression)
      let called = expression.child(call.calledExpression)
      if let access = called.as(RawMemberAccessExprSyntax.self), access.base == nil {
        return .implicitMember(called.child(access.declName).memberName, arguments)
      }
      let steps = chain(called)
      // `booking.map { .lobby(room: $0) }`: the case an optional's `map` makes of its value, as a chain's step has it.
      // (The trailing closure first: most calls have none, and asking it costs less than comparing the last step.)
      if call.trailingClosure != nil, case .name("map")? = steps.last,
        let mapped = mappedCase(expression.child(call.trailingClosure))
      {
        return .call(steps, arguments + [mapped])
      }
      return .call(steps, arguments)
    case .declReferenceExpr:
      return .reference([.name(expression.memberName)])
    case .keyPathExpr:
      let keyPath = expression.as(RawKeyPathExprSyntax.self)!
      var components: [String] = []
      for component in expression.child(keyPath.components).children {
        let property = component.as(RawKeyPathComponentSyntax.self)!.component
        guard let read = property.as(RawKeyPathPropertyComponentSyntax.self) else { continue }
        components.append(String(identifier: read.declName.baseName.tokenText))
      }
      return .keyPath(root: expression.child(keyPath.root).map { syntax.reference($0).name }, components: components)
    case .stringLiteralExpr:
      let literal = expression.as(RawStringLiteralExprSyntax.self)!
      var text = ""
      for segment in literal.segments.layoutView.children {
        guard let piece = segment.flatMap(RawStringSegmentSyntax.init) else { return .other }
        text += String(syntaxText: piece.content.tokenText)
      }
      return .string(text)
    case .integerLiteralExpr:
      // Digits only: `1_000` is read without its separators (no Foundation, which costs a bridge).
      let literal = expression.as(RawIntegerLiteralExprSyntax.self)!.literal.tokenText
      return Int(String(decoding: literal.lazy.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self))
        .map(ExpressionShape.integer) ?? .other
    case .booleanLiteralExpr:
      return .boolean(expression.as(RawBooleanLiteralExprSyntax.self)!.literal.tokenText == "true")
    case .nilLiteralExpr:
      return .nilLiteral
    case .arrayExpr:
      let array = expression.as(RawArrayExprSyntax.self)!
      return .array(
        expression.child(array.elements).children.map { element in
          shape(element.child(element.as(RawArrayElementSyntax.self)!.expression))
        })
    case .tupleExpr:
      if let inner = transparentInner(expression) { return shape(inner) }
      return .tuple(arguments(expression.child(expression.as(RawTupleExprSyntax.self)!.elements)))
    case .dictionaryExpr:
      let content = expression.child(raw: expression.as(RawDictionaryExprSyntax.self)!.content)
      var keys: [ExpressionShape] = []
      var values: [ExpressionShape] = []
      if content.kind == .dictionaryElementList {
        for element in content.children {
          let item = element.as(RawDictionaryElementSyntax.self)!
          keys.append(shape(element.child(item.key)))
          values.append(shape(element.child(item.value)))
        }
      }
      return .dictionary(keys: keys, values: values)
    case .asExpr:
      let cast = expression.as(RawAsExprSyntax.self)!
      return .cast(
        shape(expression.child(cast.expression)), syntax.reference(expression.child(cast.type)),
        conditional: Self.isConditional(cast.questionOrExclamationMark))
    case .ifExpr, .switchExpr:
      return branchValues(expression).map(ExpressionShape.choice) ?? .other
    case .subscriptCallExpr:
      let call = expression.as(RawSubscriptCallExprSyntax.self)!
      let arguments = expression.child(call.arguments).children
      var key: ExpressionShape?
      if arguments.count == 1, let only = arguments.first {
        let value = shape(only.child(only.as(RawLabeledExprSyntax.self)!.expression))
        switch value {
        case .implicitMember, .string, .integer: key = value
        case .reference(let chain) where chain.count == 1 || (chain.count == 2 && chain[0] == .name("self")):
          key = value
        default: break
        }
      }
      return .element(of: shape(expression.child(call.calledExpression)), key: key)
    case .macroExpansionExpr:
      // `#selector(logout)`, `#selector(Self.logout(_:))`: the method it names, as a reference.
      let macro = expression.as(RawMacroExpansionExprSyntax.self)!
      let arguments = expression.child(macro.arguments).children
      guard macro.macroName.tokenText == "selector", arguments.count == 1, let only = arguments.first else {
        return .other
      }
      let named = shape(only.child(only.as(RawLabeledExprSyntax.self)!.expression))
      if case .reference = named { return named }
      return .other
    default:
      if let cast = unfoldedCast(expression) {
        return .cast(shape(cast.value), syntax.reference(cast.type), conditional: cast.conditional)
      }
      if let inner = transparentInner(expression) { return shape(inner) }
      if let choices = ternaryChoices(expression) { return .choice(choices) }
      if let sequence = expression.as(RawSequenceExprSyntax.self),
        let choices = nilCoalescingChoices(expression.child(sequence.elements).children)
      {
        return .choice(choices)
      }
      return .other
    }
  }

  /// `c ? a : b` as the parser leaves it (unfolded: `[c, ? a :, b]`): the values it may take, those of
  /// ternaries nested in its else branch included. Nil for a sequence without a ternary, or one that
  /// assigns (`x = c ? a : b` is an assignment).
  private func ternaryChoices(_ expression: RawNode) -> [ExpressionShape]? {
    guard let sequence = expression.as(RawSequenceExprSyntax.self) else { return nil }
    return ternaryChoices(expression.child(sequence.elements).children)
  }

  /// The shape of the elements of a sequence that follow an operator (`c ? a : b` after `x =`): one
  /// element's, or the values of a ternary they form; `.other` for anything else.
  func shape(ofElements elements: some Sequence<RawNode>) -> ExpressionShape {
    var iterator = elements.makeIterator()
    guard let first = iterator.next() else { return .other }
    guard iterator.next() != nil else { return shape(first) }
    return (ternaryChoices(elements) ?? nilCoalescingChoices(elements)).map(ExpressionShape.choice) ?? .other
  }

  /// `a ?? b` as the parser leaves it (unfolded: `[a, ??, b]`, or longer, `a ?? b ?? c`): the values it may take,
  /// each operand's (`Page(rawValue: host) ?? .home`: the page made from the host, else `.home`). Nil for a sequence
  /// with any other operator.
  private func nilCoalescingChoices(_ elements: some Sequence<RawNode>) -> [ExpressionShape]? {
    // The operators first: most sequences (`a + 1`, `a == b`) are none, and their operands are not read.
    var count = 0
    for element in elements {
      if !count.isMultiple(of: 2) {
        guard let operation = element.as(RawBinaryOperatorExprSyntax.self), operation.operator.tokenText == "??"
        else { return nil }
      }
      count += 1
    }
    // An operand after each operator: `[a, ??]` is no value.
    guard count > 1, !count.isMultiple(of: 2) else { return nil }
    return elements.enumerated().compactMap { $0.offset.isMultiple(of: 2) ? shape($0.element) : nil }
  }

  private func ternaryChoices(_ elements: some Sequence<RawNode>) -> [ExpressionShape]? {
    var choices: [ExpressionShape] = []
    var count = 0
    var lastTernary = -1
    var last: RawNode?
    for element in elements {
      switch element.kind {
      case .assignmentExpr:
        return nil
      case .unresolvedTernaryExpr:
        choices.append(shape(element.child(element.as(RawUnresolvedTernaryExprSyntax.self)!.thenExpression)))
        lastTernary = count
      default:
        break
      }
      last = element
      count += 1
    }
    guard !choices.isEmpty, let last else { return nil }
    // The last ternary's else branch is the last element, unless an operator follows it (`c ? a : b ?? d`).
    choices.append(lastTernary == count - 2 ? shape(last) : .other)
    return choices
  }

  /// The value of each branch of an `if` or `switch` expression (`if c { .a } else { .b }`); nil when a
  /// branch is not one expression, or an `if` has no `else`.
  private func branchValues(_ expression: RawNode) -> [ExpressionShape]? {
    var values: [ExpressionShape] = []
    if let ifExpression = expression.as(RawIfExprSyntax.self) {
      guard let body = BodyCollector.onlyValue(of: expression.child(ifExpression.body)),
        let elseBody = expression.child(ifExpression.elseBody)
      else { return nil }
      values.append(shape(body))
      if elseBody.kind == .ifExpr {
        guard let rest = branchValues(elseBody) else { return nil }
        values += rest
      } else {
        guard let value = BodyCollector.onlyValue(of: elseBody) else { return nil }
        values.append(shape(value))
      }
      return values
    }
    let switchExpression = expression.as(RawSwitchExprSyntax.self)!
    for switchCase in expression.child(switchExpression.cases).children {
      guard let arm = switchCase.as(RawSwitchCaseSyntax.self) else { return nil }
      let statements = switchCase.child(arm.statements).children
      guard statements.count == 1, let value = BodyCollector.expressionItem(statements.first!) else { return nil }
      values.append(shape(value))
    }
    return values.isEmpty ? nil : values
  }

  /// `x as? T` as the parser leaves it (unfolded): the sequence `[x, as?, T]`; `conditional` for `as?`.
  func unfoldedCast(_ expression: RawNode) -> (value: RawNode, type: RawNode, conditional: Bool)? {
    guard let elements = Self.sequenceOfThree(expression), let cast = elements.1.as(RawUnresolvedAsExprSyntax.self),
      let type = elements.2.as(RawTypeExprSyntax.self)
    else { return nil }
    return (elements.0, elements.2.child(type.type), Self.isConditional(cast.questionOrExclamationMark))
  }

  /// Whether the mark after a cast's `as` makes it `as?`.
  static func isConditional(_ mark: RawTokenSyntax?) -> Bool {
    mark?.tokenKind == .postfixQuestionMark
  }

  /// The three elements of a sequence expression of three (`a = b`, `x as? T`).
  static func sequenceOfThree(_ expression: RawNode) -> (RawNode, RawNode, RawNode)? {
    guard let sequence = expression.as(RawSequenceExprSyntax.self) else { return nil }
    var elements = expression.child(sequence.elements).children.makeIterator()
    guard let first = elements.next(), let second = elements.next(), let third = elements.next(),
      elements.next() == nil
    else { return nil }
    return (first, second, third)
  }

  /// The expression inside `await x`, `try x`, `x!`, `x?`, `(x)`, `&x`.
  func transparentInner(_ expression: RawNode) -> RawNode? {
    switch expression.kind {
    case .awaitExpr: return expression.child(expression.as(RawAwaitExprSyntax.self)!.expression)
    case .tryExpr: return expression.child(expression.as(RawTryExprSyntax.self)!.expression)
    case .forceUnwrapExpr: return expression.child(expression.as(RawForceUnwrapExprSyntax.self)!.expression)
    case .optionalChainingExpr: return expression.child(expression.as(RawOptionalChainingExprSyntax.self)!.expression)
    case .inOutExpr: return expression.child(expression.as(RawInOutExprSyntax.self)!.expression)
    case .tupleExpr:
      let elements = expression.child(expression.as(RawTupleExprSyntax.self)!.elements).children
      guard elements.count == 1, let only = elements.first?.as(RawLabeledExprSyntax.self), only.label == nil else {
        return nil
      }
      return elements.first!.child(only.expression)
    default: return nil
    }
  }

  /// The arguments of a labelled expression list, each with its label, text and shape.
  func arguments(_ list: RawNode) -> [ArgumentItem] {
    list.children.map { element in
      let argument = element.as(RawLabeledExprSyntax.self)!
      let expression = element.child(argument.expression)
      return ArgumentItem(
        label: argument.label.map { String(identifier: $0.tokenText) }, text: source.text(expression),
        value: shape(expression))
    }
  }

  /// The case a `filter` step's trailing closure lets through, when its body is one test of its parameter against a
  /// case (`{ $0 == .showHelp }`, `{ event in event == AppEvent.showHelp }`, `{ .showHelp == $0 }`), labelled
  /// `ArgumentItem.filteredCaseLabel`.
  private func filteredCase(_ closureNode: RawNode?) -> ArgumentItem? {
    guard let closureNode, let closure = closureNode.as(RawClosureExprSyntax.self) else { return nil }
    let statements = closureNode.child(closure.statements).children
    guard statements.count == 1, let statement = statements.first,
      let (left, operation, right) = Self.sequenceOfThree(
        statement.child(statement.as(RawCodeBlockItemSyntax.self)!.item)),
      operation.as(RawBinaryOperatorExprSyntax.self)?.operator.tokenText == "=="
    else { return nil }
    // The parameter: `$0`, or the closure's one parameter by name.
    var parameter = "$0"
    if let clause = closure.signature?.parameterClause {
      guard let shorthand = clause.as(RawClosureShorthandParameterListSyntax.self),
        shorthand.elements.count == 1, let only = shorthand.elements.first
      else { return nil }
      parameter = String(identifier: only.name.tokenText)
    }
    let (tested, value) = left.kind == .memberAccessExpr ? (right, left) : (left, right)
    guard tested.kind == .declReferenceExpr, tested.memberName == parameter, value.kind == .memberAccessExpr else {
      return nil
    }
    return ArgumentItem(label: ArgumentItem.filteredCaseLabel, text: source.text(value), value: shape(value))
  }

  /// The case a `map` step's trailing closure returns, when its body is one expression naming one (`{ _ in .fuel }`,
  /// `{ HarborStep.fuel }`, `{ .lobby(room: $0) }`), labelled `ArgumentItem.mappedCaseLabel`.
  private func mappedCase(_ closureNode: RawNode?) -> ArgumentItem? {
    guard let closureNode, let closure = closureNode.as(RawClosureExprSyntax.self) else { return nil }
    let statements = closureNode.child(closure.statements).children
    guard statements.count == 1, let statement = statements.first else { return nil }
    let item = statement.child(statement.as(RawCodeBlockItemSyntax.self)!.item)
    var named = item
    if let call = item.as(RawFunctionCallExprSyntax.self) { named = item.child(call.calledExpression) }
    guard named.kind == .memberAccessExpr else { return nil }
    return ArgumentItem(label: ArgumentItem.mappedCaseLabel, text: source.text(item), value: shape(item))
  }

  /// The cast a `compactMap` step's closure makes of its parameter (`{ $0 as? Orders }`, `({ child in child as? Orders
  /// })`), labelled `ArgumentItem.castElementLabel`: the step keeps the elements of that type.
  private func castOfParameter(_ callNode: RawNode) -> ArgumentItem? {
    let call = callNode.as(RawFunctionCallExprSyntax.self)!
    var closureNode = callNode.child(call.trailingClosure)
    let arguments = callNode.child(call.arguments).children
    if closureNode == nil, arguments.count == 1, let only = arguments.first {
      closureNode = only.child(only.as(RawLabeledExprSyntax.self)!.expression)
    }
    guard let closureNode, closureNode.kind == .closureExpr,
      let (expression, parameter) = Self.oneExpressionOfOneParameter(closureNode)
    else { return nil }
    let read = shape(expression)
    guard case .cast(.reference(let chain), _, _) = read, chain == [.name(parameter)] else { return nil }
    return ArgumentItem(label: ArgumentItem.castElementLabel, text: source.text(expression), value: read)
  }

  /// A call's arguments, then, when its trailing closure is a result builder's list of key paths
  /// (`push { \\A.x; \\A.y }`, `TabNavigation.init { ... }`), one argument per key path, labelled
  /// `ArgumentItem.builderLabel`. (Only key paths: reading every view builder's expressions would read
  /// nested builders again at each level.)
  func arguments(ofCall node: RawNode) -> [ArgumentItem] {
    let call = node.as(RawFunctionCallExprSyntax.self)!
    var items = arguments(node.child(call.arguments))
    if let closureNode = node.child(call.trailingClosure) {
      let closure = closureNode.as(RawClosureExprSyntax.self)!
      let statements = closureNode.child(closure.statements).children
      if closure.signature == nil, statements.count > 0 {
        let keyPaths = statements.compactMap { statement -> RawNode? in
          let item = statement.child(statement.as(RawCodeBlockItemSyntax.self)!.item)
          return item.kind == .keyPathExpr ? item : nil
        }
        if keyPaths.count == statements.count {
          items += keyPaths.map {
            ArgumentItem(label: ArgumentItem.builderLabel, text: source.text($0), value: shape($0))
          }
        }
      }
      if items.contains(where: { $0.label == "item" || $0.label == "for" }),
        let member = memberOfParameter(closureNode)
      {
        items.append(member)
      }
    }
    return items
  }

  /// `{ $0.content }`, `{ item in item.content }` or `{ $0.view() }`, the trailing closure of a call given an
  /// `item:` or `for:` (SwiftUI's `.sheet(item:)`, `.navigationDestination(for:)`): what it reads from its
  /// value, on `$0`, labelled `ArgumentItem.parameterMemberLabel`.
  private func memberOfParameter(_ closureNode: RawNode) -> ArgumentItem? {
    guard let (expression, parameter) = Self.oneExpressionOfOneParameter(closureNode) else { return nil }
    var read = shape(expression)
    switch read {
    case .reference(let chain) where chain.count == 2 && chain[0] == .name(parameter):
      read = .reference([.name("$0"), chain[1]])
    case .call(let chain, let arguments) where chain.count == 2 && chain[0] == .name(parameter) && arguments.isEmpty:
      read = .call([.name("$0"), chain[1]], [])
    default:
      return nil
    }
    return ArgumentItem(label: ArgumentItem.parameterMemberLabel, text: source.text(expression), value: read)
  }

  /// The one expression a closure of at most one parameter is (`{ $0.content }`, `{ item in item as? Sheet }`), with
  /// the parameter's name (`$0` when it names none).
  private static func oneExpressionOfOneParameter(_ closureNode: RawNode) -> (RawNode, String)? {
    let closure = closureNode.as(RawClosureExprSyntax.self)!
    let statements = closureNode.child(closure.statements).children
    guard statements.count == 1, let statement = statements.first,
      let expression = BodyCollector.expressionItem(statement)
    else { return nil }
    guard let signature = closureNode.child(closure.signature) else { return (expression, "$0") }
    return onlyParameter(signature).map { (expression, $0) }
  }

  /// The name of a closure signature's only parameter: `item in`, `(item) in`, `(item: Sheet) in`.
  private static func onlyParameter(_ signature: RawNode) -> String? {
    let clause = signature.as(RawClosureSignatureSyntax.self)!.parameterClause
    if let shorthand = clause?.as(RawClosureShorthandParameterListSyntax.self) {
      guard shorthand.elements.count == 1, let parameter = shorthand.elements.first else { return nil }
      return String(identifier: parameter.name.tokenText)
    }
    if let list = clause?.as(RawClosureParameterClauseSyntax.self) {
      guard list.parameters.elements.count == 1, let parameter = list.parameters.elements.first else { return nil }
      return String(identifier: (parameter.secondName ?? parameter.firstName).tokenText)
    }
    return nil
  }

  /// A receiver as the steps of its chain, outermost first: `coordinator?.router` is
  /// `[coordinator, router]`; a call in the chain keeps its arguments (`hasRoot(\.home)`).
  ///
  /// The chain is read from its last step down to its first, then built up from there: each step is appended once (a
  /// chain of `n` steps costs `n`, not `n^2`), and no step recurses into the one before it (a builder chain of 100,000
  /// calls overflowed the stack). A chain of more than `maximumChainSteps` steps is `longChain` as a whole: every call
  /// of a chain has a receiver of its own, so reading them all in full cost `n^2` (11 s for 10,000 calls), and no
  /// navigation is told by such a receiver.
  func chain(_ expression: RawNode) -> [ChainStep] {
    // The suffixes from the last step down, and the first step.
    var suffixes: [RawNode] = []
    var steps = 1
    var node = expression
    while let base = chainBase(of: node) {
      suffixes.append(node)
      // A call adds no step of its own (it makes its name's step a call), nor does `try` or `await`; a chain of calls
      // of calls (`f()()()`) adds none, so the parts are bounded too.
      if node.kind != .functionCallExpr && transparentInner(node) == nil { steps += 1 }
      guard steps <= Self.maximumChainSteps, suffixes.count <= 4 * Self.maximumChainSteps else {
        return [.other(Self.longChain)]
      }
      node = base
    }
    var read = firstSteps(node)
    for suffix in suffixes.reversed() { append(suffix, to: &read) }
    return read
  }

  /// The most steps a chain is read with (see `chain(_:)`).
  static let maximumChainSteps = 128
  /// The text of the one step a longer chain is read as.
  static let longChain = "(a chain of more than \(maximumChainSteps) steps)"

  /// The expression a chain's step is applied to (`router` for `router.navigate`), when `node` is such a step.
  private func chainBase(of node: RawNode) -> RawNode? {
    switch node.kind {
    case .memberAccessExpr: return node.child(node.as(RawMemberAccessExprSyntax.self)!.base)
    case .functionCallExpr: return node.child(node.as(RawFunctionCallExprSyntax.self)!.calledExpression)
    case .subscriptCallExpr: return node.child(node.as(RawSubscriptCallExprSyntax.self)!.calledExpression)
    case .asExpr: return node.child(node.as(RawAsExprSyntax.self)!.expression)
    case .declReferenceExpr, .superExpr, .genericSpecializationExpr: return nil
    default: return unfoldedCast(node)?.value ?? transparentInner(node)
    }
  }

  /// The steps of the expression a chain starts from.
  private func firstSteps(_ node: RawNode) -> [ChainStep] {
    switch node.kind {
    case .memberAccessExpr: return [.name(node.child(node.as(RawMemberAccessExprSyntax.self)!.declName).memberName)]
    case .declReferenceExpr: return [.name(node.memberName)]
    case .superExpr: return [.name("super")]
    case .genericSpecializationExpr: return [.specialized(syntax.specializedType(node))]
    default: return [.other(source.text(node))]
    }
  }

  /// Appends what one step of a chain adds: a member's name, a call's arguments (to the name it calls), an element, a
  /// cast; nothing for `await`, `try` and the like.
  private func append(_ suffix: RawNode, to steps: inout [ChainStep]) {
    switch suffix.kind {
    case .memberAccessExpr:
      steps.append(.name(suffix.child(suffix.as(RawMemberAccessExprSyntax.self)!.declName).memberName))
    case .functionCallExpr:
      let call = suffix.as(RawFunctionCallExprSyntax.self)!
      if case .name(let last)? = steps.last {
        steps.removeLast()
        var given = arguments(suffix.child(call.arguments))
        if last == "map", let mapped = mappedCase(suffix.child(call.trailingClosure)) { given.append(mapped) }
        if last == "filter", let tested = filteredCase(suffix.child(call.trailingClosure)) { given.append(tested) }
        if last == "compactMap", let cast = castOfParameter(suffix) { given.append(cast) }
        steps.append(.call(last, given))
      }
    case .subscriptCallExpr:
      steps.append(.element)
    case .asExpr:
      let cast = suffix.as(RawAsExprSyntax.self)!
      let conditional = Self.isConditional(cast.questionOrExclamationMark)
      let type = syntax.reference(suffix.child(cast.type))
      steps.append(conditional ? .conditionalCast(type) : .cast(type))
    default:
      if let cast = unfoldedCast(suffix) {
        let type = syntax.reference(cast.type)
        steps.append(cast.conditional ? .conditionalCast(type) : .cast(type))
      }
    }
  }
}

extension RawNode {
  /// The base name of a declaration reference (`navigate` in `router.navigate`).
  var memberName: String {
    guard let reference = self.as(RawDeclReferenceExprSyntax.self) else { return "" }
    return String(identifier: reference.baseName.tokenText)
  }
}
