@_spi(RawSyntax) import SwiftSyntax

/// Blocks that end by leaving the function: `guard ready else { route = .signIn; return }`, an `if` body or a
/// `case` arm whose last statement is `return`, or `throw` outside a `do`. What such a block assigns is seen by
/// no code after it (`AssignmentItem.exit`).
///
/// Only the function's own body counts: a `return` in a closure or a nested function leaves only that.
extension BodyCollector {
  /// Where an `if` / `else` / `guard` body leaves the function, or nil when it may go on after itself.
  func leavingPlace(ofBlock block: RawNode) -> SourceLocation? {
    guard let body = block.as(RawCodeBlockSyntax.self) else { return nil }
    return leavingPlace(ofStatements: block.child(body.statements))
  }

  /// Where a `switch` arm leaves the function, or nil when it may go on after the `switch`.
  func leavingPlace(ofArm arm: RawNode) -> SourceLocation? {
    guard let switchCase = arm.as(RawSwitchCaseSyntax.self) else { return nil }
    return leavingPlace(ofStatements: arm.child(switchCase.statements))
  }

  private func leavingPlace(ofStatements statements: RawNode) -> SourceLocation? {
    guard isInFunctionsOwnBody else { return nil }
    var last: RawNode?
    for item in statements.children { last = item }
    guard let last, let item = last.as(RawCodeBlockItemSyntax.self) else { return nil }
    let statement = last.child(item.item)
    switch statement.kind {
    case .returnStmt: return location(of: statement)
    case .throwStmt where doStatements == 0: return location(of: statement)
    default: return nil
    }
  }
}
