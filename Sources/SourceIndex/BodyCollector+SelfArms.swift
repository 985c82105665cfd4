@_spi(RawSyntax) import SwiftSyntax

/// What a body returns for each case of `self`: a `switch self`'s arms, and the same written with `if case
/// .x = self` (statements that `return`, or an `if` expression).
extension BodyCollector {
  /// A `switch self`'s arms, each with its patterns and what it returns (`switchSelf`); or the first `switch` over one of
  /// the parameters of a function that declares a result, whose arms return a value (`parameterSwitch`: `switch
  /// destination { case .recipe(let id): return .recipe(id) ... }` in `func route(for destination: Destination) ->
  /// HomeRoute`).
  func switchOnSelf(_ node: RawNode) {
    let switchExpression = node.as(RawSwitchExprSyntax.self)!
    guard let subject = switchExpression.subject.as(RawDeclReferenceExprSyntax.self) else { return }
    if subject.baseName.tokenKind == .keyword, subject.baseName.tokenText == "self" {
      switchSelf += arms(of: node)
    } else if declaresResult, parameterSwitch == nil, !parameters.isEmpty, subject.argumentNames == nil {
      let name = String(identifier: subject.baseName.tokenText)
      guard parameters.contains(where: { $0.name == name }) else { return }
      let arms = arms(of: node)
      if arms.contains(where: { $0.value != nil }) { parameterSwitch = ParameterSwitch(parameter: name, arms: arms) }
    }
  }

  /// The arms of a `switch`, each with its patterns and what it returns.
  private func arms(of node: RawNode) -> [SwitchCaseItem] {
    let switchExpression = node.as(RawSwitchExprSyntax.self)!
    var arms: [SwitchCaseItem] = []
    for switchCase in node.child(switchExpression.cases).elementsThroughCompilationConditions
    where switchCase.kind == .switchCase {
      let patterns: [String]
      var shapes: [ExpressionShape] = []
      var guarded: [Bool] = []
      var bindings: [CaseBinding] = []
      if let items = Self.caseItems(switchCase) {
        patterns = items.map { reader.source.text(Self.pattern($0)) }
        shapes = items.map { patternShape(Self.pattern($0)) }
        guarded = zip(items, shapes).map { item, shape in
          item.as(RawSwitchCaseItemSyntax.self)!.whereClause != nil || Self.testsAnAssociatedValue(shape)
        }
        bindings = items.flatMap { caseBindings(Self.pattern($0)) }
      } else {
        patterns = ["default"]
      }
      let statements = switchCase.child(switchCase.as(RawSwitchCaseSyntax.self)!.statements).children
      let (returned, localValues) = armValues(statements)
      arms.append(
        SwitchCaseItem(
          patterns: patterns, patternShapes: shapes, guarded: guarded, returns: returned.map(reader.source.text),
          value: returned.map(reader.shape), location: location(of: switchCase), localValues: localValues,
          bindings: bindings, testedName: returned.flatMap(Self.ternaryTestedName)))
    }
    return arms
  }

  /// Whether a case pattern tests one of its associated values (`.section(.about)`, `.page(_, true)`, `.item(id: 0)`):
  /// its arm then runs for some of the case's values only, as one a `where` clause guards. Bindings (`.detail(let id)`,
  /// `let .licence(name)`) and `_` test nothing.
  static func testsAnAssociatedValue(_ shape: ExpressionShape) -> Bool {
    guard case .implicitMember(_, let arguments?) = shape else { return false }
    return arguments.contains { argument in
      switch argument.value {
      case .implicitMember, .string, .integer, .boolean, .nilLiteral: true
      case .reference(let chain): chain.count == 2 && chain[0].name?.startsUppercase == true
      default: false
      }
    }
  }

  /// The name alone that a ternary tests (`compact` in `compact ? .sheet : .push`); nil for any other value.
  private static func ternaryTestedName(_ value: RawNode) -> String? {
    guard let sequence = value.as(RawSequenceExprSyntax.self) else { return nil }
    let elements = Array(value.child(sequence.elements).children)
    guard elements.count == 3, elements[1].kind == .unresolvedTernaryExpr,
      let reference = elements[0].as(RawDeclReferenceExprSyntax.self), reference.argumentNames == nil
    else { return nil }
    return String(identifier: reference.baseName.tokenText)
  }

  /// What a `switch self` arm returns (its `return`, else its first expression) and the initial values of
  /// the locals it declares on the way (`let x = ...`, `guard let x = ... else`).
  private func armValues(_ statements: RawNode.Children) -> (returned: RawNode?, localValues: [ExpressionShape]) {
    var returned: RawNode?
    var firstExpression: RawNode?
    var localValues: [ExpressionShape] = []
    for statement in statements {
      let item = statement.child(statement.as(RawCodeBlockItemSyntax.self)!.item)
      if item.kind == .returnStmt {
        if returned == nil { returned = Self.returnedValue(statement) }
      } else if let variables = item.as(RawVariableDeclSyntax.self) {
        for binding in item.child(variables.bindings).children {
          let pattern = binding.as(RawPatternBindingSyntax.self)!
          guard let initializer = binding.child(pattern.initializer) else { continue }
          let annotation = reader.syntax.annotatedType(binding.child(pattern.typeAnnotation))
          localValues.append(.built(reader.shape(Self.initialValue(initializer)), annotatedAs: annotation))
        }
      } else if let guardStatement = item.as(RawGuardStmtSyntax.self) {
        for element in item.child(guardStatement.conditions).children {
          let condition = element.child(element.as(RawConditionElementSyntax.self)!.condition)
          guard let binding = condition.as(RawOptionalBindingConditionSyntax.self),
            let initializer = condition.child(binding.initializer)
          else { continue }
          localValues.append(reader.shape(Self.initialValue(initializer)))
        }
      } else if firstExpression == nil {
        firstExpression = Self.expressionItem(statement)
      }
    }
    return (returned ?? firstExpression, localValues)
  }

  /// `if case .invite = self { return .sheet }` ... `return .push`: a `switch self` written as `if`s, read
  /// as its arms, the last `return` as `default`. Only a body of such `if`s and one last `return`.
  func ifCasesOnSelf(_ items: RawNode.Children) -> [SwitchCaseItem]? {
    var arms: [SwitchCaseItem] = []
    var last: RawNode?
    for item in items {
      if let last {
        guard let arm = ifCaseOnSelf(last) else { return nil }
        arms.append(arm)
      }
      last = item
    }
    guard let last, let value = Self.returnedValue(last) else { return nil }
    return arms + (ternaryArmsOnSelf(value) ?? [defaultArm(value, at: last)])
  }

  /// `let storyboard = UIStoryboard(name: "Main", bundle: nil)` and the like, then `if case .a = self { ... } else if
  /// ... else { ... }` as the last statement: that `if`'s arms.
  func lastIfCasesOnSelf(_ items: RawNode.Children) -> [SwitchCaseItem]? {
    guard let last = items.last, let expression = Self.expressionItem(last), expression.kind == .ifExpr else {
      return nil
    }
    return ifCasesOnSelf(expression)
  }

  /// One `if case .x = self { return value }` statement (no `else`) as the arm of `.x`.
  private func ifCaseOnSelf(_ item: RawNode) -> SwitchCaseItem? {
    guard let expression = Self.expressionItem(item), let ifExpression = expression.as(RawIfExprSyntax.self),
      ifExpression.elseBody == nil
    else { return nil }
    return caseOnSelf(expression)
  }

  /// `if case .a = self { x } else if case .b = self { y } else { z }` (an `if` expression, or statements
  /// that `return`): its arms, the last `else` as `default`. With no last `else` (`@ViewBuilder var body`'s `if case
  /// .list = self { ListView() } else if case .detail(let id) = self { DetailView(id: id) }`), the arms alone.
  func ifCasesOnSelf(_ expression: RawNode) -> [SwitchCaseItem]? {
    var arms: [SwitchCaseItem] = []
    var current = expression
    while let ifExpression = current.as(RawIfExprSyntax.self) {
      guard let arm = caseOnSelf(current) else { return nil }
      arms.append(arm)
      guard let elseBody = current.child(ifExpression.elseBody) else { return arms.count > 1 ? arms : nil }
      if elseBody.kind == .ifExpr {
        current = elseBody
        continue
      }
      guard let (value, localValues) = blockValues(elseBody) else { return nil }
      return arms + (ternaryArmsOnSelf(value) ?? [defaultArm(value, at: elseBody, localValues: localValues)])
    }
    return nil
  }

  /// What a block gives as an arm: its one value, or the value it returns after statements that make it
  /// (`let controller = ShelvesViewController(); controller.delegate = coordinator; return controller`), with the
  /// initial values of the locals it declares on the way.
  private func blockValues(_ block: RawNode) -> (value: RawNode, localValues: [ExpressionShape])? {
    if let value = Self.onlyValue(of: block) { return (value, []) }
    guard let codeBlock = block.as(RawCodeBlockSyntax.self) else { return nil }
    let statements = block.child(codeBlock.statements).children
    guard let last = statements.last, Self.returnedValue(last) != nil,
      case let (returned?, localValues) = armValues(statements)
    else { return nil }
    return (returned, localValues)
  }

  /// The arm of `.x` that an `if case .x = self { value }` gives (one condition; a body of one value, or statements
  /// that end with `return value`); also `if self == .x { value }` (`BodyCollector+SelfTests`).
  private func caseOnSelf(_ ifNode: RawNode) -> SwitchCaseItem? {
    let ifExpression = ifNode.as(RawIfExprSyntax.self)!
    let conditions = ifNode.child(ifExpression.conditions).children
    guard conditions.count == 1, let element = conditions.first,
      case let condition = element.child(element.as(RawConditionElementSyntax.self)!.condition),
      let (value, localValues) = blockValues(ifNode.child(ifExpression.body))
    else { return nil }
    guard let matching = condition.as(RawMatchingPatternConditionSyntax.self) else {
      return equalityArmOnSelf(condition, value: value, at: ifNode)
    }
    guard condition.child(matching.initializer).child(matching.initializer.value).memberName == "self" else {
      return nil
    }
    let pattern = condition.child(matching.pattern)
    return SwitchCaseItem(
      patterns: [reader.source.text(pattern)], patternShapes: [patternShape(pattern)],
      returns: reader.source.text(value), value: reader.shape(value), location: location(of: ifNode),
      localValues: localValues, bindings: caseBindings(pattern))
  }

  /// The `default` arm that the value after the last `if case` gives.
  func defaultArm(_ value: RawNode, at node: RawNode, localValues: [ExpressionShape] = []) -> SwitchCaseItem {
    SwitchCaseItem(
      patterns: ["default"], patternShapes: [], returns: reader.source.text(value), value: reader.shape(value),
      location: location(of: node), localValues: localValues)
  }
}
