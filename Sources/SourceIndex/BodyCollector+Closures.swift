@_spi(RawSyntax) import SwiftSyntax

/// Closures and loops of a body: what they capture and take, and the values a loop gives.
extension BodyCollector {
  /// The body of a `for await` (or `for try await`) loop, by its offset, and the chain of the sequence it
  /// reads (`[model, events]`; `[]` when the sequence is no chain); nil for any other loop.
  func asyncLoopBody(_ node: RawNode) -> (body: Int, sequence: [ChainStep])? {
    let loop = node.as(RawForStmtSyntax.self)!
    guard loop.awaitKeyword != nil else { return nil }
    return (node.child(loop.body).offset, reader.chain(node.child(loop.sequence)))
  }

  /// The value of each turn of a `for route in routes` loop: a local holding each element, inside the loop; of a `for
  /// await event in model.$event.values` loop (`received`), the value the loop receives.
  func loopValue(_ node: RawNode, received: Bool) {
    let loop = node.as(RawForStmtSyntax.self)!
    guard let identifier = loop.pattern.as(RawIdentifierPatternSyntax.self) else { return }
    locals.append(
      LocalItem(
        name: String(identifier: identifier.identifier.tokenText),
        type: reader.syntax.annotatedType(node.child(loop.typeAnnotation)),
        value: .element(of: reader.shape(node.child(loop.sequence))), location: location(of: node),
        scopeEnd: indexer.location(atOffset: node.end), isConstant: true, isReceived: received))
  }

  func closure(_ node: RawNode, host: Host?) {
    var captures: [ArgumentItem] = []
    if let signature = node.as(RawClosureExprSyntax.self)!.signature, let clause = signature.capture {
      for item in clause.items.layoutView.children {
        guard let capture = item.flatMap(RawClosureCaptureSyntax.init) else { continue }
        captures.append(
          ArgumentItem(
            label: capture.specifier.map { String(identifier: $0.specifier.tokenText) },
            text: String(identifier: capture.name.tokenText)))
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
      ClosureItem(
        captures: captures, parameters: Array(closureParameters[before...]), location: location(of: node),
        depth: closureHosts.count))
    closureHosts.append(host?.member ?? "")
    closureTargets.append(assignedClosure?.offset == node.offset ? assignedClosure!.target : host?.receiver ?? [])
    closureLabels.append(nextClosureLabel)
    if !nextClosureLabel.isEmpty { labelledClosures += 1 }
    nextClosureLabel = ""
  }

  /// Adds the names of a closure's parameters to `closureParameters`: `item` in `{ item in ... }`, `a` and `b`
  /// in `{ (a: A, b) in ... }`.
  func addParameterNames(of closure: RawNode) {
    for parameter in Self.parameters(of: closure) { closureParameters.append(parameter.name) }
  }

  /// A closure's parameters with the types written for them (none in `{ item in ... }`; `A` and none in `{ (a: A, b) in
  /// ... }`).
  static func parameters(of closure: RawNode) -> [(name: String, type: RawNode?)] {
    let expression = closure.as(RawClosureExprSyntax.self)!
    guard let signature = closure.child(expression.signature),
      let clause = signature.child(signature.as(RawClosureSignatureSyntax.self)!.parameterClause)
    else { return [] }
    if let shorthand = clause.as(RawClosureShorthandParameterListSyntax.self) {
      return shorthand.elements.map { (String(identifier: $0.name.tokenText), nil) }
    }
    guard let parenthesized = clause.as(RawClosureParameterClauseSyntax.self) else { return [] }
    return clause.child(parenthesized.parameters).children.map { parameter in
      let item = parameter.as(RawClosureParameterSyntax.self)!
      return (String(identifier: (item.secondName ?? item.firstName).tokenText), parameter.child(item.type))
    }
  }
}
