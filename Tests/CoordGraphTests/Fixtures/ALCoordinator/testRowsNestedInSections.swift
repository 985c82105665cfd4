import SUICoordinator
import SwiftUI

enum HarborRoute: RouteType {
  case dock
  case boats
  case crew
  case fuel
  case weather
  case tides
  case logbook

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .weather, .tides: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .dock: DockView()
    case .boats: BoatsView()
    default: Text("Page")
    }
  }
}

struct HarborRow: Identifiable, Hashable {
  var id: String { title }
  let title: String
  let destination: HarborRoute
}

struct HarborSection: Identifiable {
  var id: String { title }
  let title: String
  let rows: [HarborRow]
}

final class HarborCoordinator: Coordinator<HarborRoute> {
  override func start() async { await startFlow(route: .dock) }
  func show(_ route: HarborRoute) async { await navigate(toRoute: route) }
}

struct DockView: View {
  @EnvironmentObject var coordinator: HarborCoordinator
  private let sections: [HarborSection] = [
    HarborSection(title: "Fleet", rows: [HarborRow(title: "Boats", destination: .boats), .init(title: "Crew", destination: .crew)]),
    HarborSection(title: "Sea", rows: [.init(title: "Weather", destination: .weather)]),
  ]
  var body: some View {
    List {
      ForEach(sections) { section in
        Section(section.title) {
          ForEach(section.rows) { row in
            Button(row.title) { Task { await coordinator.show(row.destination) } }
          }
        }
      }
    }
  }
}

struct BoatsView: View {
  @EnvironmentObject var coordinator: HarborCoordinator
  @State private var selection: HarborRow?
  private let rows = [HarborRow(title: "Fuel", destination: .fuel), HarborRow(title: "Tides", destination: .tides)]
  var body: some View {
    List(rows, selection: $selection) { row in Text(row.title) }
      .onChange(of: selection) { _, picked in
        guard let picked else { return }
        Task { await coordinator.show(picked.destination) }
      }
  }
}
