import SUICoordinator
import SwiftUI

enum HubRoute: RouteType {
  case hub, account, privacy, about, help
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .about: .sheet
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .hub: HubView()
    case .account: AccountView()
    default: Text("Page")
    }
  }
}

final class HubCoordinator: Coordinator<HubRoute> {
  override func start() async { await startFlow(route: .hub) }

  func open(_ identifier: String) async {
    switch identifier {
    case "account": await navigate(toRoute: .account)
    case "privacy", "data": await navigate(toRoute: .privacy)
    default: break
    }
  }

  func info(page: String, animated: Bool) async {
    if page == "about" {
      await navigate(toRoute: .about)
    } else {
      await navigate(toRoute: .help)
    }
  }
}

struct HubView: View {
  @EnvironmentObject var coordinator: HubCoordinator
  var body: some View {
    Button("Account") { Task { await coordinator.open("account") } }
    Button("About") { Task { await coordinator.info(page: "about", animated: true) } }
  }
}

struct AccountView: View {
  @EnvironmentObject var coordinator: HubCoordinator
  let shortcut = UserDefaults.standard.string(forKey: "shortcut") ?? ""
  var body: some View {
    Button("Data") { Task { await coordinator.open("data") } }
    Button("Shortcut") { Task { await coordinator.open(shortcut) } }
  }
}
