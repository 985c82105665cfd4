import NavigationModel
import SourceIndex

/// The pages of a tab coordinator, their order, the page it starts on and the coordinator each shows.
extension ALCoordinatorReader {
  struct Page {
    var name: String
    var location: SourceLocation
  }

  /// The pages a tab coordinator passes to its initialiser and to `setPages` (else every case by `position`), and
  /// the page it starts on: the `currentPage:` it passes to `super.init`, or the one it selects on itself after.
  func tabPages(of coordinator: ALCoordinatorDialect.Declared) -> (pages: [Page], current: Page?) {
    var pages: [Page]?
    var current: Page?
    for function in coordinator.type.functions where function.name == "init" {
      for call in function.calls where call.member == "init" && call.receiver == [.name("super")] {
        if case .array(let elements)? = call.arguments.first(where: { $0.label == "pages" })?.value, pages == nil {
          pages = elements.compactMap { element in
            Self.caseName(of: element).map { Page(name: $0, location: call.location) }
          }
        }
        let passed = call.arguments.first(where: { $0.label == "currentPage" })?.value
        // `currentPage: .explore`, or an initialiser's parameter passed on (`initialPage: Page = .explore`).
        let page =
          passed.flatMap { Self.caseName(of: $0) }
          ?? passed.flatMap { startPageParameter(in: function, passing: $0) }
          .flatMap { $0.defaultValue.flatMap(Self.caseName(of:)) }
        if let page, current == nil { current = Page(name: page, location: call.location) }
      }
      // Selected on itself after `super.init` (`currentPage = .home`): the page it starts on.
      if let selected = startPage(selectedIn: function) { current = selected }
    }
    // Pages set later (`setPages([.feed, .search, .pro])` once upgraded) are tabs too, after those given first.
    for function in coordinator.type.functions {
      for call in function.calls
      where call.member == "setPages" && (call.receiver.isEmpty || call.receiver == [.name("self")]) {
        guard case .array(let elements)? = call.arguments.first?.value else { continue }
        for case let name? in elements.map(Self.caseName(of:)) where !(pages ?? []).contains(where: { $0.name == name })
        {
          pages = (pages ?? []) + [Page(name: name, location: call.location)]
        }
      }
    }
    if let pages { return (pages, current) }
    let cases = types.type(named: coordinator.routeEnum)?.declaration.cases ?? []
    let ordered = cases.enumerated().sorted { left, right in
      let leftPosition = position(of: left.element.name, in: coordinator.routeEnum) ?? left.offset
      let rightPosition = position(of: right.element.name, in: coordinator.routeEnum) ?? right.offset
      return (leftPosition, left.offset) < (rightPosition, right.offset)
    }
    return (ordered.map { Page(name: $0.element.name, location: $0.element.location) }, current)
  }

  /// The parameter of an initialiser that `value` (passed as `currentPage:` to `super.init`) names.
  private func startPageParameter(in function: FunctionItem, passing value: ExpressionShape) -> ParameterItem? {
    guard case .reference(let chain) = value, chain.count == 1, let name = chain.first?.name else { return nil }
    return function.parameters.first { $0.name == name }
  }

  /// The page a construction of a tab coordinator starts it on: its `currentPage:` argument, or the one
  /// its initialiser passes on as `currentPage:` to `super.init` (`Tabs(initialPage: .saved)`).
  func startPage(of tabs: ALCoordinatorDialect.Declared, in construction: ExpressionShape) -> String? {
    var label: String? = "currentPage"
    search: for function in tabs.type.functions where function.name == "init" {
      for call in function.calls where call.member == "init" && call.receiver == [.name("super")] {
        guard let passed = call.arguments.first(where: { $0.label == "currentPage" })?.value,
          let parameter = startPageParameter(in: function, passing: passed)
        else { continue }
        label = parameter.label == "_" ? nil : parameter.label
        break search
      }
    }
    return construction.arguments.first { $0.label == label }.flatMap { Self.caseName(of: $0.value) }
  }

  private func position(of page: String, in pageEnum: String) -> Int? {
    if case .integer(let value)? = value(of: ["position"], forCase: page, in: pageEnum) { return value }
    return nil
  }

  /// The coordinator type a page's `coordinator()` builds (as written when the app does not declare it,
  /// so that the tab is a `dangling-reference`, not silently dropped).
  func coordinator(forPage page: String, in pageEnum: String) -> String? {
    guard let built = value(of: ["coordinator"], forCase: page, in: pageEnum) else { return nil }
    // A factory the page is handed to (`FleetFactory.makeCoordinator(for: self)`): what it builds for the page's case.
    let context = CodeContext(typeName: pageEnum, function: nil)
    if let made = factoryConstruction(built, in: context, selfCase: page)?.calledTypeName {
      return types.type(named: made)?.name ?? made
    }
    return RouteTypes.constructed(in: built).first.map { types.type(named: $0)?.name ?? $0 }
  }
}
