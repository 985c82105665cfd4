import SwiftSyntax

/// Reads the shape of expressions and receiver chains out of syntax.
struct ExpressionReader {
  let source: SourceText
  var syntax: SyntaxText { SyntaxText(source: source) }

  /// A reader for nodes of a tree that starts at `base` in the file.
  func at(_ base: Int) -> ExpressionReader { ExpressionReader(source: source.at(base)) }

  func shape(_ expression: ExprSyntax) -> ExpressionShape {
    if let access = expression.as(MemberAccessExprSyntax.self) {
      guard let base = access.base else {
        return .implicitMember(access.declName.baseName.text, nil)
      }
      return .reference(chain(base) + [.name(access.declName.baseName.text)])
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let arguments = self.arguments(of: call)
      if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
        return .implicitMember(access.declName.baseName.text, arguments)
      }
      return .call(chain(call.calledExpression), arguments)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return .reference([.name(reference.baseName.text)])
    }
    if let keyPath = expression.as(KeyPathExprSyntax.self) {
      let components = keyPath.components.compactMap { component -> String? in
        guard case .property(let property) = component.component else { return nil }
        return property.declName.baseName.text
      }
      return .keyPath(root: keyPath.root.map { syntax.reference($0).name }, components: components)
    }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in literal.segments {
        guard let piece = segment.as(StringSegmentSyntax.self) else { return .other }
        text += piece.content.text
      }
      return .string(text)
    }
    if let literal = expression.as(IntegerLiteralExprSyntax.self) {
      return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(ExpressionShape.integer) ?? .other
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return .array(array.elements.map { shape($0.expression) })
    }
    if let cast = expression.as(AsExprSyntax.self) {
      return .cast(shape(cast.expression), syntax.reference(cast.type))
    }
    if let cast = unfoldedCast(expression) {
      return .cast(shape(cast.value), syntax.reference(cast.type))
    }
    if let inner = transparentInner(expression) { return shape(inner) }
    return .other
  }

  /// `x as? T` as the parser leaves it (unfolded): the sequence `[x, as?, T]`.
  func unfoldedCast(_ expression: ExprSyntax) -> (value: ExprSyntax, type: TypeSyntax)? {
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
      let type = elements[2].as(TypeExprSyntax.self)
    else { return nil }
    return (elements[0], type.type)
  }

  /// The expression inside `await x`, `try x`, `x!`, `x?`, `(x)`.
  func transparentInner(_ expression: ExprSyntax) -> ExprSyntax? {
    if let waiting = expression.as(AwaitExprSyntax.self) { return waiting.expression }
    if let attempt = expression.as(TryExprSyntax.self) { return attempt.expression }
    if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return unwrap.expression }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return optional.expression }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return only.expression
    }
    return nil
  }

  func arguments(_ list: LabeledExprListSyntax) -> [ArgumentItem] {
    list.map {
      ArgumentItem(label: $0.label?.text, text: source.text($0.expression), value: shape($0.expression))
    }
  }

  /// A call's arguments, then, when its trailing closure is a result builder's list of key paths
  /// (`push { \\A.x; \\A.y }`, `TabNavigation.init { ... }`), one argument per key path, labelled
  /// `ArgumentItem.builderLabel`. (Only key paths: reading every view builder's expressions would read
  /// nested builders again at each level.)
  func arguments(of call: FunctionCallExprSyntax) -> [ArgumentItem] {
    var items = arguments(call.arguments)
    if let closure = call.trailingClosure, closure.signature == nil, !closure.statements.isEmpty {
      let keyPaths = closure.statements.compactMap { $0.item.as(KeyPathExprSyntax.self) }
      if keyPaths.count == closure.statements.count {
        items += keyPaths.map {
          ArgumentItem(label: ArgumentItem.builderLabel, text: source.text($0), value: shape(ExprSyntax($0)))
        }
      }
    }
    return items
  }

  /// A receiver as the steps of its chain, outermost first: `coordinator?.router` is
  /// `[coordinator, router]`; a call in the chain keeps its arguments (`hasRoot(\.home)`).
  func chain(_ expression: ExprSyntax) -> [ChainStep] {
    if let access = expression.as(MemberAccessExprSyntax.self) {
      return (access.base.map(chain) ?? []) + [.name(access.declName.baseName.text)]
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      var steps = chain(call.calledExpression)
      if case .name(let last)? = steps.last {
        steps.removeLast()
        steps.append(.call(last, arguments(call.arguments)))
      }
      return steps
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return [.name(reference.baseName.text)] }
    if expression.is(SuperExprSyntax.self) { return [.name("super")] }
    if let cast = expression.as(AsExprSyntax.self) {
      return chain(cast.expression) + [.cast(syntax.reference(cast.type))]
    }
    if let cast = unfoldedCast(expression) {
      return chain(cast.value) + [.cast(syntax.reference(cast.type))]
    }
    if let inner = transparentInner(expression) { return chain(inner) }
    return [.other(source.text(expression))]
  }
}
