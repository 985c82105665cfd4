import NavigationModel
import SourceIndex

/// The view a tab coordinator shows its tabs in: the older modules' `super.init(customView: HarborTabsView(...), ...)`,
/// the newer API's `viewContainer: { tabs in HomeTabView(tabs: tabs) }`. A button there (`Button("+") { Task { await
/// tabs.compose() } }`) is in sight on each screen the tabs show on their own stacks.
extension ALCoordinatorReader {
  /// Adds the tab bars' views, with what they hold, to the types of each route their tabs show where the tab bar is
  /// in sight: a tab's start and the routes pushed on its stack (not those presented over it).
  func addTabBarViews(to reading: inout DialectReading) {
    for coordinator in declared where coordinator.kind == .tabs {
      let views = tabBarViews(of: coordinator)
      guard !views.isEmpty,
        let model = reading.coordinators.first(where: { $0.name == coordinator.type.name })
      else { continue }
      for tab in model.tabs {
        guard let child = byName[tab.name], child.kind == .stack else { continue }
        let start = reading.coordinators.first { $0.name == child.type.name }?.start.name
        for route in routeCases(of: child) where route.name == start || isPushed(route.name, in: child) {
          reading.routeTypes["\(child.type.name).\(route.name)", default: []].formUnion(views)
        }
      }
    }
  }

  /// The app types a tab coordinator's initialiser builds for its view, with those they hold.
  private func tabBarViews(of coordinator: ALCoordinatorDialect.Declared) -> Set<String> {
    var seeds: [String] = []
    for function in coordinator.type.functions where function.name == "init" {
      for call in function.calls {
        if call.member == "init", call.receiver == [.name("super")],
          var view = call.arguments.first(where: { $0.label == "customView" })?.value
        {
          // `let view = HarborTabsView(viewModel: model)` passed as `customView: view`.
          if case .reference(let chain) = view, chain.count == 1, let name = chain[0].name,
            let value = CodeContext(typeName: coordinator.type.name, function: function).at(call.location)
              .unwrappedLocal(named: name)?.value
          {
            view = value
          }
          seeds += RouteTypes.constructed(in: view)
        } else if call.closureLabels.last == "viewContainer", call.member.startsWithASCIICapital {
          seeds.append(call.member)
        }
      }
    }
    guard !seeds.isEmpty else { return [] }
    return RouteTypes.expand(
      seeds, inside: coordinator.type.name, types: types, resolver: resolver, coordinators: coordinatorNames)
  }

  /// Whether a route's enum gives it the push style (`.push`).
  private func isPushed(_ route: String, in coordinator: ALCoordinatorDialect.Declared) -> Bool {
    guard case .implicitMember("push", _)? = style(ofRoute: route, in: coordinator) else { return false }
    return true
  }
}
