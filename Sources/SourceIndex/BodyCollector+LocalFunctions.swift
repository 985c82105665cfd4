@_spi(RawSyntax) import SwiftSyntax

/// Functions declared in a body and closures its constants hold (`LocalFunctionItem`), which the body calls by name.
extension BodyCollector {
  /// A function declared in the body: `func show(_ route: Route) async { await navigate(toRoute: route) }`.
  func localFunction(_ node: RawNode) {
    let declaration = node.as(RawFunctionDeclSyntax.self)!
    localFunctions.append(
      LocalFunctionItem(
        name: String(identifier: declaration.name.tokenText),
        parameters: indexer.parameters(of: node.child(declaration.signature)), location: location(of: node),
        end: indexer.location(atOffset: node.end)))
  }

  /// A closure a local constant holds: `let show = { (route: Route) in ... }`, `let open: (Route) -> Void = { ... }`.
  /// Its parameters take no labels.
  func localClosure(_ closure: RawNode, named name: String) {
    let parameters = Self.parameters(of: closure).map { parameter in
      ParameterItem(
        label: "_", name: parameter.name,
        type: parameter.type.map(reader.syntax.reference) ?? TypeReference(name: ""))
    }
    localFunctions.append(
      LocalFunctionItem(
        name: name, parameters: parameters, location: location(of: closure),
        end: indexer.location(atOffset: closure.end)))
  }
}
