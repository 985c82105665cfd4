@_spi(RawSyntax) import SwiftSyntax

/// Reading written types and attributes out of the raw tree.
struct SyntaxText {
  let source: SourceText

  /// A written type with its generic arguments; anything else by its text.
  /// The type a type annotation (`: CartViewController`) writes, if there is one.
  func annotatedType(_ annotation: RawNode?) -> TypeReference? {
    annotation.map { reference($0.child($0.as(RawTypeAnnotationSyntax.self)!.type)) }
  }

  /// Whether a type annotation (`: Coordinator?`) writes an optional type: `C?`, `C!`, `Optional<C>`, `(C)?`.
  func isOptional(_ annotation: RawNode?) -> Bool {
    guard let annotation else { return false }
    return isOptionalType(annotation.child(annotation.as(RawTypeAnnotationSyntax.self)!.type))
  }

  /// Whether a written type is optional: `C?`, `C!`, `Optional<C>`.
  func isOptionalType(_ type: RawNode) -> Bool {
    switch type.kind {
    case .optionalType, .implicitlyUnwrappedOptionalType: return true
    case .identifierType: return type.as(RawIdentifierTypeSyntax.self)!.name.tokenText == "Optional"
    default: return false
    }
  }

  func reference(_ type: RawNode) -> TypeReference {
    switch type.kind {
    case .identifierType:
      let identifier = type.as(RawIdentifierTypeSyntax.self)!
      return TypeReference(
        name: String(identifier: identifier.name.tokenText),
        arguments: arguments(type.child(identifier.genericArgumentClause)))
    case .memberType:
      // `AsyncStream<Event>.Continuation`: a nested type of a generic one, without arguments of its own, takes its
      // base's (`Event`).
      let member = type.as(RawMemberTypeSyntax.self)!
      let base = reference(type.child(member.baseType))
      return TypeReference(
        name: "\(base.name).\(String(identifier: member.name.tokenText))",
        arguments: member.genericArgumentClause == nil
          ? base.arguments : arguments(type.child(member.genericArgumentClause)))
    case .optionalType:
      return reference(type.child(type.as(RawOptionalTypeSyntax.self)!.wrappedType))
    case .implicitlyUnwrappedOptionalType:
      return reference(type.child(type.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self)!.wrappedType))
    case .arrayType:
      // `[Row]`: its text, and the element's type as its argument.
      let array = type.as(RawArrayTypeSyntax.self)!
      return TypeReference(name: source.text(type), arguments: [reference(type.child(array.element))])
    case .dictionaryType:
      // `[String: Row]`: its text, and the key's and the value's types as its arguments.
      let dictionary = type.as(RawDictionaryTypeSyntax.self)!
      return TypeReference(
        name: source.text(type),
        arguments: [reference(type.child(dictionary.key)), reference(type.child(dictionary.value))])
    case .someOrAnyType:
      // `any Navigating` and `some Navigating` name the protocol.
      return reference(type.child(type.as(RawSomeOrAnyTypeSyntax.self)!.constraint))
    case .compositionType:
      // `ShowsBird & ShowsFilters`: one name, its parts' names joined by ` & ` however it is spaced.
      let elements = type.child(type.as(RawCompositionTypeSyntax.self)!.elements).children
      let parts = elements.map { element in
        reference(element.child(element.as(RawCompositionTypeElementSyntax.self)!.type)).name
      }
      return TypeReference(name: parts.joined(separator: TypeReference.compositionSeparator), arguments: [])
    case .tupleType:
      // `(any Navigating)?`: a type in parentheses is that type; a real tuple keeps its text.
      let elements = type.child(type.as(RawTupleTypeSyntax.self)!.elements).children
      guard elements.count == 1, let element = elements.first?.as(RawTupleTypeElementSyntax.self),
        element.firstName == nil, element.ellipsis == nil, element.inoutKeyword == nil
      else { return tuple(type, elements: elements) }
      return reference(elements.first!.child(element.type))
    case .functionType:
      // `(Output) -> Void`: its text, and its parameters' types as arguments (what a closure of the type is
      // called with).
      let parameters = type.child(type.as(RawFunctionTypeSyntax.self)!.parameters).children
      return TypeReference(
        name: source.text(type),
        arguments: parameters.compactMap { element in
          element.as(RawTupleTypeElementSyntax.self).map { reference(element.child($0.type)) }
        })
    default:
      return TypeReference(name: source.text(type), arguments: [])
    }
  }

  /// A tuple type (`(title: String, route: Route)`): its text, its elements' types as its arguments, and their labels.
  private func tuple(_ type: RawNode, elements: some Sequence<RawNode>) -> TypeReference {
    var tuple = TypeReference(name: source.text(type), arguments: [])
    for element in elements {
      guard let item = element.as(RawTupleTypeElementSyntax.self) else { continue }
      tuple.arguments.append(reference(element.child(item.type)))
      tuple.labels.append(item.firstName.map { String(identifier: $0.tokenText) } ?? "")
    }
    return tuple
  }

  /// A generic type written in an expression, `UIHostingController<RecipeView>` or
  /// `Shop.Store<Cart>`: its name as written and its arguments.
  func specializedType(_ expression: RawNode) -> TypeReference {
    let specialization = expression.as(RawGenericSpecializationExprSyntax.self)!
    return TypeReference(
      name: specializedTypeName(expression),
      arguments: arguments(expression.child(specialization.genericArgumentClause)))
  }

  /// The name of a generic type written in an expression, without its arguments (`UIHostingController`).
  func specializedTypeName(_ expression: RawNode) -> String {
    source.text(expression.child(expression.as(RawGenericSpecializationExprSyntax.self)!.expression))
  }

  private func arguments(_ clause: RawNode?) -> [TypeReference] {
    guard let clause, let arguments = clause.as(RawGenericArgumentClauseSyntax.self) else { return [] }
    return clause.child(arguments.arguments).children.map { element in
      let argument = element.child(element.as(RawGenericArgumentSyntax.self)!.argument)
      if argument.as(RawTypeSyntax.self) != nil { return reference(argument) }
      return TypeReference(name: source.text(argument), arguments: [])
    }
  }

  /// The attributes of a list (those under `#if` are left out).
  func attributes(_ list: RawNode) -> [AttributeItem] {
    list.children.compactMap { element in
      guard let attribute = element.as(RawAttributeSyntax.self) else { return nil }
      var arguments: [ArgumentItem] = []
      if let list = element.child(attribute.arguments), list.kind == .labeledExprList {
        arguments = ExpressionReader(source: source).arguments(list)
      }
      return AttributeItem(name: source.text(element.child(attribute.attributeName)), arguments: arguments)
    }
  }

  /// What a declaration's modifiers and attributes say of who may call its functions besides the app's Swift code.
  func traits(modifiers: RawNode?, attributes: RawNode) -> FunctionTraits {
    var traits: FunctionTraits = []
    if let modifiers {
      for element in modifiers.children {
        guard let modifier = element.as(RawDeclModifierSyntax.self) else { continue }
        switch modifier.name.tokenText {
        case "override": traits.insert(.overrides)
        case "public", "open": traits.insert(.visibleToOtherModules)
        case "dynamic": traits.insert(.callableBySelector)
        case "static", "class": traits.insert(.typeMember)
        case "private", "fileprivate":
          // `private(set)` says who may set a property, not who may call.
          if modifier.detail == nil { traits.insert(.filePrivate) }
        default: break
        }
      }
    }
    for element in attributes.children {
      guard let attribute = element.as(RawAttributeSyntax.self),
        let name = element.child(attribute.attributeName).as(RawIdentifierTypeSyntax.self)?.name.tokenText
      else { continue }
      if name == "objc" || name == "objcMembers" || name == "IBAction" || name == "IBSegueAction" {
        traits.insert(.callableBySelector)
      }
    }
    return traits
  }
}
