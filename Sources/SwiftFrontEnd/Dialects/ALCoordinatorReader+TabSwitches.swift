import NavigationModel
import SourceIndex

/// Tab switches: a tab coordinator's page selected by assignment or by a call.
extension ALCoordinatorReader {
  /// `currentPage = .settings` on a tab coordinator selects that page's tab (each page of `currentPage =
  /// unread ? .inbox : .me`).
  func tabSwitch(_ assignment: AssignmentItem, in context: CodeContext) -> [ActionSite] {
    guard assignment.target.last == .name("currentPage") else { return [] }
    return tabSwitch(
      to: assignment.value, on: Array(assignment.target.dropLast()), at: assignment.location,
      hosts: assignment.closureHosts, targets: assignment.closureTargets, labels: assignment.closureLabels,
      cases: assignment.casePatterns, in: context)
  }

  /// `setCurrentPage(.settings)` on a tab coordinator (the newer API) selects that page's tab too.
  func tabSwitch(_ call: CallItem, in context: CodeContext) -> [ActionSite] {
    guard let argument = call.arguments.first?.value else { return [] }
    return tabSwitch(
      to: argument, on: call.receiver, at: call.location, hosts: call.closureHosts, targets: call.closureTargets,
      labels: call.closureLabels, cases: call.casePatterns, in: context)
  }

  /// A site per page that `page` may be (one, or each a condition picks), on the tab coordinator that
  /// `receiver` is, with the place's closures and enclosing cases.
  func tabSwitch(
    to page: ExpressionShape, on receiver: [ChainStep], at location: SourceLocation, hosts: [String],
    targets: [[ChainStep]], labels: [String], cases: [ExpressionShape], in context: CodeContext
  ) -> [ActionSite] {
    page.alternatives.compactMap { value in
      guard case .implicitMember(let page, _) = value,
        let select = selection(of: page, on: receiver, at: location, in: context)
      else { return nil }
      return ActionSite(
        action: select.action, coordinator: select.tabs, context: context, closureHosts: hosts,
        closureTargets: targets, closureLabels: labels, casePatterns: cases)
    }
  }

  /// The `select` of a page's coordinator, on the tab coordinator that `receiver` (`self` when empty) is.
  func selection(
    of page: String, on receiver: [ChainStep], at location: SourceLocation, in context: CodeContext
  )
    -> (action: Action, tabs: String)?
  {
    guard let typeName = resolver.type(of: receiver.isEmpty ? [.name("self")] : receiver, in: context),
      let tabs = coordinators(named: typeName).first(where: { $0.kind == .tabs })
    else { return nil }
    let tab = coordinator(forPage: page, in: tabs.routeEnum) ?? page
    return (Action(.select, target: tab, location: location), tabs.type.name)
  }
}
