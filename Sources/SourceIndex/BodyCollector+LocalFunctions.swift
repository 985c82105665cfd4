@_spi(RawSyntax) import SwiftSyntax

/// Functions declared in a body and closures its constants hold (`LocalFunctionItem`), which the body calls by name.
extension BodyCollector {
  /// A function declared in the body: `func show(_ route: Route) async { await navigate(toRoute: route) }`.
  func localFunction(_ node: RawNode) {
    let declaration = node.as(RawFunctionDeclSyntax.self)!
    localFunctions.append(
      LocalFunctionItem(
        name: String(syntaxText: declaration.name.tokenText),
        parameters: indexer.parameters(of: node.child(declaration.signature)), location: location(of: node),
        end: indexer.location(atOffset: node.end)))
  }

  /// A closure a local constant holds: `let show = { (route: Route) in ... }`, `let open: (Route) -> Void = { ... }`.
  /// Its parameters take no labels.
  func localClosure(_ closure: RawNode, named name: String) {
    var parameters: [ParameterItem] = []
    let expression = closure.as(RawClosureExprSyntax.self)!
    if let signature = closure.child(expression.signature),
      let clause = signature.child(signature.as(RawClosureSignatureSyntax.self)!.parameterClause)
    {
      if let shorthand = clause.as(RawClosureShorthandParameterListSyntax.self) {
        for parameter in shorthand.elements {
          parameters.append(unlabelled(String(syntaxText: parameter.name.tokenText), type: nil))
        }
      } else if let parenthesized = clause.as(RawClosureParameterClauseSyntax.self) {
        for parameter in clause.child(parenthesized.parameters).children {
          let item = parameter.as(RawClosureParameterSyntax.self)!
          parameters.append(
            unlabelled(
              String(syntaxText: (item.secondName ?? item.firstName).tokenText),
              type: parameter.child(item.type).map(reader.syntax.reference)))
        }
      }
    }
    localFunctions.append(
      LocalFunctionItem(
        name: name, parameters: parameters, location: location(of: closure),
        end: indexer.location(atOffset: closure.end)))
  }

  private func unlabelled(_ name: String, type: TypeReference?) -> ParameterItem {
    ParameterItem(label: "_", name: name, type: type ?? TypeReference(name: ""))
  }
}
