import SUICoordinator
import SwiftUI

enum KioskRoute: RouteType {
  case lobby
  case menu
  case order
  case staff

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .staff: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .lobby: LobbyScreen()
    case .menu: MenuScreen()
    default: Text("Kiosk")
    }
  }
}

final class KioskCoordinator: Coordinator<KioskRoute> {
  override func start() async {
    await startFlow(route: .lobby)
  }

  func open(_ url: URL) async {
    switch url.host {
    case "menu": await navigate(toRoute: .menu)
    case "order": await navigate(toRoute: .order)
    default: break
    }
    if url.path.hasPrefix("/staff") {
      await navigate(toRoute: .staff)
    }
  }
}

struct LobbyScreen: View {
  @EnvironmentObject var coordinator: KioskCoordinator
  var body: some View {
    Button("Menu") { Task { await coordinator.open(URL(string: "kiosk://menu")!) } }
  }
}

struct MenuScreen: View {
  @EnvironmentObject var coordinator: KioskCoordinator
  var body: some View {
    Button("Order") { Task { await coordinator.open(URL(string: "kiosk://order/today")!) } }
    Button("Rota") { Task { await coordinator.open(URL(string: "kiosk://desk/staff/rota")!) } }
  }
}

@main
struct KioskApp: App {
  @StateObject var coordinator = KioskCoordinator()
  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in Task { await coordinator.open(url) } }
    }
  }
}
