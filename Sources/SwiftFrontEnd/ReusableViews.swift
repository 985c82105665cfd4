import SourceIndex

/// The cells and headers a screen shows in its table or collection view (UIKit's reusable views): those it registers
/// (`tableView.register(VisitCell.self, forCellReuseIdentifier: "visit")`) and those it dequeues, cast to their type
/// (`let cell = tableView.dequeueReusableCell(withIdentifier: "visit", for: indexPath) as! VisitCell`). The screen
/// makes them, as it makes the views it constructs: their code runs on its routes (`Subviews`), and a closure it
/// gives one runs there (`ClosureRunner.valueMadeHere`).
enum ReusableViews {
  /// The app class (no protocol) of a reusable view that a value dequeues and casts (`... as! VisitCell`, `... as?
  /// VisitCell`), named as seen from `scope`; nil for any other value.
  static func dequeued(_ value: ExpressionShape, in scope: String, types: AppTypes) -> String? {
    guard case .cast(.call(let chain, _), let type, _) = value, chain.count > 1, case .name(let member)? = chain.last,
      dequeueMembers.contains(member)
    else { return nil }
    return appClass(type.name, in: scope, types: types)
  }

  /// The app class of a reusable view that a call registers (`register(VisitCell.self, forCellReuseIdentifier:)`,
  /// `register(Header.self, forHeaderFooterViewReuseIdentifier:)`, or for a collection view), named as seen from
  /// `scope`; nil for any other call.
  static func registered(by call: CallItem, in scope: String, types: AppTypes) -> String? {
    guard call.member == registerMember, !call.receiver.isEmpty, let first = call.arguments.first,
      first.label == nil, case .reference(let chain) = first.value, chain.count == 2, chain[1] == .name("self"),
      case .name(let name) = chain[0]
    else { return nil }
    return appClass(name, in: scope, types: types)
  }

  /// Whether a call's member is one of UIKit's that dequeue a reusable view.
  static func isDequeue(_ member: String) -> Bool { dequeueMembers.contains(member) }

  private static func appClass(_ name: String, in scope: String, types: AppTypes) -> String? {
    guard types.declaresType(shortNamed: AppTypes.shortName(name)), let type = types.type(named: name, inside: scope),
      type.declaration.kind == "class"
    else { return nil }
    return type.name
  }

  /// UIKit's methods that give a table or collection view's reusable cell or header (`dequeueReusableCell(withIdentifier:
  /// for:)`, `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
  private static let dequeueMembers: NameList = [
    "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView",
  ]
  private static let registerMember = "register"
}
