@_spi(RawSyntax) import SwiftSyntax

/// Blocks that end by leaving the function: `guard ready else { route = .signIn; return }`, an `if` body or a
/// `case` arm whose last statement is `return`, or `throw` outside a `do`. What such a block assigns is seen by
/// no code after it (`AssignmentItem.exit`).
///
/// Only the function's own body counts: a `return` in a closure or a nested function leaves only that.
extension BodyCollector {
  /// Pushes where an `if` / `else` / `guard` body leaves the function onto `exits`; false when it may go on after
  /// itself (nothing pushed).
  func pushExit(ofBlock block: RawNode) -> Bool {
    guard isInFunctionsOwnBody, let body = block.as(RawCodeBlockSyntax.self) else { return false }
    return pushExit(ofStatements: block.child(body.statements))
  }

  /// Pushes where a `switch` arm leaves the function onto `exits`; false when it may go on after the `switch`.
  func pushExit(ofArm arm: RawNode) -> Bool {
    guard isInFunctionsOwnBody, let switchCase = arm.as(RawSwitchCaseSyntax.self) else { return false }
    return pushExit(ofStatements: arm.child(switchCase.statements))
  }

  private func pushExit(ofStatements statements: RawNode) -> Bool {
    // The last statement, found from the list's end (its place is the list's end less its length).
    guard let last = statements.raw.layoutView?.children.last ?? nil,
      let item = RawCodeBlockItemSyntax(last)
    else { return false }
    let lastNode = RawNode(raw: last, offset: statements.offset + statements.raw.byteLength - last.byteLength)
    let statement = lastNode.child(item.item)
    switch statement.kind {
    case .returnStmt: break
    case .throwStmt where doStatements == 0: break
    default: return false
    }
    exits.append(location(of: statement))
    return true
  }
}
