import SUICoordinator
import SwiftUI

enum StudioRoute: RouteType {
  case lobby
  case profile
  case billing
  case help
  case terms
  case team
  case invites
  case audit
  case export

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .lobby: LobbyView()
    case .profile: ProfileView()
    case .team: TeamView()
    case .audit: AuditView()
    default: Text("Page")
    }
  }
}

struct SettingRow: Identifiable {
  let id: Int
  let title: String
  let destination: StudioRoute
}

struct Shortcut {
  let destination: StudioRoute
  init(_ label: String) { destination = label == "help" ? .help : .terms }
}

struct Badge {
  let destination: StudioRoute
}

extension Badge {
  init(isNew: Bool) { self.init(destination: isNew ? .invites : .team) }
}

struct Picked {
  var destination: StudioRoute
}

final class StudioCoordinator: Coordinator<StudioRoute> {
  override func start() async { await startFlow(route: .lobby) }
  func open(_ route: StudioRoute) async { await navigate(toRoute: route) }
  func follow(_ row: SettingRow) async { await navigate(toRoute: row.destination) }

  private let quick: [SettingRow] = [.init(id: 6, title: "Terms", destination: .terms)]
  private let extras = [(title: "Audit", route: StudioRoute.audit)]

  func openQuick(_ index: Int) async {
    let row = quick[index]
    await navigate(toRoute: row.destination)
  }

  func openExtra(_ index: Int) async {
    let extra = extras[index]
    await navigate(toRoute: extra.route)
  }
}

struct LobbyView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  let rows: [SettingRow] = [
    .init(id: 1, title: "Profile", destination: .profile),
    .init(id: 2, title: "Billing", destination: .billing),
  ]
  var body: some View {
    ForEach(rows) { row in
      Button(row.title.uppercased()) { Task { await coordinator.open(row.destination) } }
    }
    Button("Team") { Task { await coordinator.open(.team) } }
    Button("Quick") { Task { await coordinator.openQuick(0) } }
    Button("Extra") { Task { await coordinator.openExtra(0) } }
  }
}

struct ProfileView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  static let links: [SettingRow] = [.init(id: 3, title: "Help", destination: .help)]
  @State private var picked = Picked(destination: .terms)
  var body: some View {
    ForEach(Self.links) { link in
      Button(link.title) { Task { await coordinator.follow(link) } }
    }
    Picker("Page", selection: $picked.destination) { Text("Terms") }
    Button("Go") { Task { await coordinator.open(picked.destination) } }
  }
}

struct TeamView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  let shortcuts = [Shortcut("help")]
  func rows() -> [SettingRow] {
    [.init(id: 4, title: "Invites", destination: .invites)]
  }
  var body: some View {
    ForEach(rows()) { row in
      Button(row.title.uppercased()) { Task { await coordinator.open(row.destination) } }
    }
    ForEach(shortcuts, id: \.destination) { shortcut in
      Button("Shortcut") { Task { await coordinator.open(shortcut.destination) } }
    }
  }
}

struct AuditView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  let badges = [Badge(isNew: true), Badge(destination: .export)]
  var body: some View {
    ForEach(badges, id: \.destination) { badge in
      Button("Badge") { Task { await coordinator.open(badge.destination) } }
    }
    Button("Export") {
      let row: SettingRow = .init(id: 5, title: "Export", destination: .export)
      Task { await coordinator.open(row.destination) }
    }
  }
}
