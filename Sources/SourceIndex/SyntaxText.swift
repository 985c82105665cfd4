import SwiftSyntax

/// Reading written types, attributes and receiver chains out of syntax.
struct SyntaxText {
  let source: SourceText

  /// A written type with its generic arguments; anything else by its text.
  func reference(_ type: TypeSyntax) -> TypeReference {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return TypeReference(name: identifier.name.text, arguments: arguments(identifier.genericArgumentClause))
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return TypeReference(
        name: "\(reference(member.baseType).name).\(member.name.text)",
        arguments: arguments(member.genericArgumentClause))
    }
    if let optional = type.as(OptionalTypeSyntax.self) { return reference(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return reference(unwrapped.wrappedType) }
    return TypeReference(name: source.text(type), arguments: [])
  }

  private func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeReference] {
    clause?.arguments.map { argument in
      switch argument.argument {
      case .type(let type): return reference(type)
      case .expr(let expression): return TypeReference(name: source.text(expression), arguments: [])
      }
    } ?? []
  }

  func attributes(_ list: AttributeListSyntax) -> [AttributeItem] {
    list.compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      var arguments: [ArgumentItem] = []
      if case .argumentList(let list)? = attribute.arguments {
        arguments = ExpressionReader(source: source).arguments(list)
      }
      return AttributeItem(name: source.text(attribute.attributeName), arguments: arguments)
    }
  }
}
