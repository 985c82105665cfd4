@_spi(RawSyntax) import SwiftSyntax

/// Reading written types and attributes out of the raw tree.
struct SyntaxText {
  let source: SourceText

  /// A written type with its generic arguments; anything else by its text.
  func reference(_ type: RawNode) -> TypeReference {
    switch type.kind {
    case .identifierType:
      let identifier = type.as(RawIdentifierTypeSyntax.self)!
      return TypeReference(
        name: String(syntaxText: identifier.name.tokenText),
        arguments: arguments(type.child(identifier.genericArgumentClause)))
    case .memberType:
      let member = type.as(RawMemberTypeSyntax.self)!
      return TypeReference(
        name: "\(reference(type.child(member.baseType)).name).\(String(syntaxText: member.name.tokenText))",
        arguments: arguments(type.child(member.genericArgumentClause)))
    case .optionalType:
      return reference(type.child(type.as(RawOptionalTypeSyntax.self)!.wrappedType))
    case .implicitlyUnwrappedOptionalType:
      return reference(type.child(type.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self)!.wrappedType))
    default:
      return TypeReference(name: source.text(type), arguments: [])
    }
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
}
