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

  /// `setCurrentPage(.settings)` on a tab coordinator (the newer API) selects that page's tab too, and so does
  /// `setPages([.home, .admin], currentPage: .admin)` (its pages are tabs, `tabPages(of:)`); `setPages` without a
  /// current page selects none.
  func tabSwitch(_ call: CallItem, in context: CodeContext) -> [ActionSite] {
    guard let argument = Self.selectedPage(by: call) else { return [] }
    return tabSwitch(
      to: argument, on: call.receiver, at: call.location, hosts: call.closureHosts, targets: call.closureTargets,
      labels: call.closureLabels, cases: call.casePatterns, in: context)
  }

  /// The page a `setCurrentPage(_:)` or `setPages(_:currentPage:)` call selects, if it selects one.
  static func selectedPage(by call: CallItem) -> ExpressionShape? {
    let page =
      call.member == "setPages"
      ? call.arguments.first(where: { $0.label == "currentPage" }) : call.arguments.first
    return page?.value
  }

  /// A site per page that `page` may be (one, or each a condition picks), on the tab coordinator that
  /// `receiver` is, with the place's closures and enclosing cases. A page that stands for several (`pagesStoodFor`)
  /// gives a site per page, whose case patterns end with it.
  func tabSwitch(
    to page: ExpressionShape, on receiver: [ChainStep], at location: SourceLocation, hosts: [String],
    targets: [[ChainStep]], labels: [String], cases: [ExpressionShape], in context: CodeContext
  ) -> [ActionSite] {
    if Self.startPageSelected(page, on: receiver, hosts: hosts, in: context.function) != nil { return [] }
    var pages: [(name: String, patterns: [ExpressionShape])] = []
    // A local's value, once (`let page = BoardPage(rawValue: host) ?? .calls; currentPage = page`).
    var values = page.alternatives
    if case .reference(let chain) = page, chain.count == 1, let name = chain[0].name,
      let held = context.unwrappedLocal(named: name)?.value, case .choice = held
    {
      values = held.alternatives
    }
    for value in values {
      // A page written with its enum's name (`setCurrentPage(MarketPage.browse)`) is the case it names.
      if case .implicitMember(let name, _) = EnumParameterCases.unqualified(value, in: context.typeName, types: types) {
        pages.append((name, cases))
      } else if let stoodFor = pagesStoodFor(value, on: receiver, in: context) {
        // Each page's pattern names the page enum (`RoomPage.stage`), so that a deep link is named by that enum's raw
        // value even where another enum of the app has a case of the same name.
        pages += stoodFor.cases.map { ($0, cases + [.reference([.name(stoodFor.enumName), .name($0)])]) }
      }
    }
    return pages.compactMap { page in
      guard let select = selection(of: page.name, on: receiver, at: location, in: context) else { return nil }
      return ActionSite(
        action: select.action, coordinator: select.tabs, context: context, closureHosts: hosts,
        closureTargets: targets, closureLabels: labels, casePatterns: page.patterns)
    }
  }

  /// The pages a value stands for, each case of the tab coordinator's page enum: a parameter of the function typed by
  /// that enum (`currentPage = page` in `func show(_ page: BoardPage)`, each page to fire where callers pass it, as
  /// the route parameters' `routeParameterCases`), or a page made from a raw value (`BoardPage(rawValue: host)`,
  /// also held in a local: in a deep-link handler, a link per page, named by its raw value), with the page enum's name.
  /// Nil for any other value.
  private func pagesStoodFor(_ value: ExpressionShape, on receiver: [ChainStep], in context: CodeContext)
    -> (enumName: String, cases: [String])?
  {
    // The type the value is of, as written: a parameter's, or the one a raw value is made into.
    let written: String?
    if case .reference(let chain) = value, chain.count == 1, let name = chain[0].name {
      if let local = context.unwrappedLocal(named: name) {
        written = local.value.flatMap(Self.typeMadeFromRawValue)
      } else {
        written = context.function?.parameters.first { $0.name == name }?.type.name
      }
    } else {
      written = Self.typeMadeFromRawValue(value)
    }
    guard let written,
      let typeName = resolver.type(of: receiver.isEmpty ? [.name("self")] : receiver, in: context),
      let tabs = coordinators(named: typeName).first(where: { $0.kind == .tabs }),
      let pages = types.type(named: tabs.routeEnum),
      types.type(named: written, inside: context.typeName)?.name == pages.name
    else { return nil }
    return (pages.name, pages.declaration.cases.map(\.name))
  }

  /// The type `Page(rawValue: host)` makes, if the value is made so.
  private static func typeMadeFromRawValue(_ value: ExpressionShape) -> String? {
    guard case .call(let chain, let arguments) = value, chain.count == 1, arguments.count == 1,
      arguments[0].label == "rawValue"
    else { return nil }
    return chain[0].name
  }

  /// The page that a tab coordinator's own initialiser selects on itself (`currentPage = .home`,
  /// `setCurrentPage(.home)`, `setPages([.home], currentPage: .home)`, also in a task it starts): the page it starts
  /// on, not a switch the user makes. Nil elsewhere, for a page the code picks (`isPro ? .pro : .home`), and for one
  /// selected in a closure that runs later (`events.sink { [weak self] _ in self?.currentPage = .cart }`: a switch).
  static func startPageSelected(
    _ page: ExpressionShape, on receiver: [ChainStep], hosts: [String], in function: FunctionItem?
  ) -> String? {
    guard function?.name == "init", receiver.isEmpty || receiver == [.name("self")],
      hosts.allSatisfy({ ClosureRunner.transparentHosts.contains($0) })
    else { return nil }
    return caseName(of: page)
  }

  /// The page a tab coordinator's initialiser selects on itself after `super.init` (each selection told by
  /// `startPageSelected(_:on:hosts:in:)`), the last one written, if any.
  func startPage(selectedIn function: FunctionItem) -> Page? {
    var selected: Page?
    for assignment in function.assignments where assignment.target.last == .name("currentPage") {
      let receiver = Array(assignment.target.dropLast())
      if let name = Self.startPageSelected(
        assignment.value, on: receiver, hosts: assignment.closureHosts, in: function)
      {
        selected = Page(name: name, location: assignment.location)
      }
    }
    for call in function.calls where call.member == "setCurrentPage" || call.member == "setPages" {
      guard let value = Self.selectedPage(by: call),
        let name = Self.startPageSelected(value, on: call.receiver, hosts: call.closureHosts, in: function),
        selected.map({ $0.location < call.location }) ?? true
      else { continue }
      selected = Page(name: name, location: call.location)
    }
    return selected
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
