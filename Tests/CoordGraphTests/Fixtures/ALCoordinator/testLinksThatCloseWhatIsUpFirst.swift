import SwiftUI
import SUICoordinator

@main
struct HarborApp: App {
  @StateObject private var harbor = HarborCoordinator()

  var body: some Scene {
    WindowGroup {
      harbor.getView()
        .onOpenURL { url in
          Task {
            await harbor.open(url)
            await harbor.reopen(url)
          }
        }
    }
  }
}

enum HarborRoute: RouteType {
  case home
  case berth
  case ticket
  case tide
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .home, .berth, .tide: .push
    case .ticket: .sheet
    case .help: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .home: HomeView()
    case .berth: Text("Berth")
    case .ticket: TicketView()
    case .tide: Text("Tide")
    case .help: Text("Help")
    }
  }
}

final class HarborCoordinator: Coordinator<HarborRoute> {
  override func start() async { await startFlow(route: .home) }

  func open(_ url: URL) async {
    await router.dismiss()
    await router.popToRoot()
    switch url.host() {
    case "berth":
      await navigate(toRoute: .berth)
    case "ticket":
      await navigate(toRoute: .ticket)
    default:
      break
    }
  }

  func reopen(_ url: URL) async {
    await router.dismiss()
    if url.host() == "tide" {
      await navigate(toRoute: .tide)
    } else {
      await navigate(toRoute: .help)
    }
  }

  func showTicket() async { await navigate(toRoute: .ticket) }
  func close() async { await router.dismiss() }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: HarborCoordinator
  var body: some View {
    Button("Ticket") { Task { await coordinator.showTicket() } }
  }
}

struct TicketView: View {
  @EnvironmentObject var coordinator: HarborCoordinator
  var body: some View {
    Button("Close") { Task { await coordinator.close() } }
  }
}
