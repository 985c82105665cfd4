@_spi(RawSyntax) import SwiftSyntax

extension DeclarationWalker {
  /// A type's generic parameters' names, in order, and the first type each is constrained to, in the
  /// parameter clause (`<Navigator: PondNavigating>`) or in the `where` clause (`where N: PondNavigating`).
  func genericParameters(_ clause: RawNode, where whereClause: RawNode?) -> ([String], [TypeReference?]) {
    var names: [String] = []
    var constraints: [TypeReference?] = []
    let parameters = clause.child(clause.as(RawGenericParameterClauseSyntax.self)!.parameters)
    for element in parameters.children {
      guard let parameter = element.as(RawGenericParameterSyntax.self) else { continue }
      let name = String(identifier: parameter.name.tokenText)
      names.append(name)
      constraints.append(element.child(parameter.inheritedType).map(syntax.reference))
    }
    guard let whereClause, let clause = whereClause.as(RawGenericWhereClauseSyntax.self) else {
      return (names, constraints)
    }
    for element in whereClause.child(clause.requirements).children {
      guard let requirement = element.as(RawGenericRequirementSyntax.self),
        let conformance = RawConformanceRequirementSyntax(requirement.requirement),
        let left = conformance.leftType.as(RawIdentifierTypeSyntax.self)
      else { continue }
      let name = String(identifier: left.name.tokenText)
      guard let position = names.firstIndex(of: name), constraints[position] == nil else { continue }
      constraints[position] = syntax.reference(element.child(conformance).child(conformance.rightType))
    }
    return (names, constraints)
  }
}
