import SUICoordinator
import SwiftUI

enum CafeRoute: RouteType {
  case menu
  case drinks
  case food
  case desserts
  case settings
  case account
  case privacy

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .menu: MenuView(model: MenuModel())
    case .settings: SettingsView()
    case .account: DeskView()
    case .privacy: TileView()
    default: Text("Page")
    }
  }
}

struct MenuOption: Identifiable {
  let id: Int
  let title: String
  var route: CafeRoute
}

struct SettingsRow: Identifiable {
  let id: Int
  let destination: CafeRoute
}

final class CafeCoordinator: Coordinator<CafeRoute> {
  override func start() async { await startFlow(route: .menu) }
  func open(_ route: CafeRoute) async { await navigate(toRoute: route) }
  func pick(_ option: MenuOption) async { await navigate(toRoute: option.route) }
  func jump(_ row: SettingsRow) async { await navigate(toRoute: row.destination) }
}

final class MenuModel: ObservableObject {
  let options = [
    MenuOption(id: 1, title: "Drinks", route: .drinks),
    MenuOption(id: 2, title: "Food", route: CafeRoute.food),
  ]

  func seasonal() -> MenuOption {
    var option = MenuOption(id: 3, title: "Cake", route: .food)
    option.route = .desserts
    return option
  }
}

struct MenuView: View {
  @EnvironmentObject var coordinator: CafeCoordinator
  @StateObject var model: MenuModel
  var body: some View {
    List(model.options) { option in
      Button(option.title) { Task { await coordinator.open(option.route) } }
    }
    Button("Settings") { Task { await coordinator.open(.settings) } }
    Button("Special") { Task { await coordinator.pick(model.seasonal()) } }
  }
}

struct SettingsView: View {
  @EnvironmentObject var coordinator: CafeCoordinator
  let rows: [SettingsRow] = [.init(id: 1, destination: .account), .init(id: 2, destination: .privacy)]
  var body: some View {
    ForEach(rows) { row in
      Button("Row") { Task { await coordinator.open(row.destination) } }
    }
  }
}

struct DeskRow {
  var destination: CafeRoute
}

struct DeskView: View {
  @EnvironmentObject var coordinator: CafeCoordinator
  @State private var desk = DeskRow(destination: .account)
  var body: some View {
    Picker("Go to", selection: $desk.destination) { Text("Account") }
    Button("Go") { Task { await coordinator.open(desk.destination) } }
    Button("First") { Task { await coordinator.jump(SettingsRow(id: 1, destination: .privacy)) } }
  }
}

final class Tile {
  let route: CafeRoute
  init(route: CafeRoute) { self.route = route }
}

struct TileView: View {
  @EnvironmentObject var coordinator: CafeCoordinator
  let tile = Tile(route: .food)
  var body: some View {
    Button("Tile") { Task { await coordinator.open(tile.route) } }
  }
}
