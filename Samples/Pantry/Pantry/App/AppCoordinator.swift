import SUICoordinator
import SwiftUI

enum AppRoute: RouteType {
  case launch
  case whatsNew

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .launch: LaunchView()
    case .whatsNew: WhatsNewView()
    }
  }
}

@Coordinator(AppRoute.self)
final class AppCoordinator {
  private weak var tabs: HomeTabCoordinator?

  func start() async {
    await startFlow(route: .launch)
  }

  func showSignIn() async {
    await navigate(to: AuthCoordinator(), presentationStyle: .fullScreenCover)
  }

  func showHome() async {
    let tabs = HomeTabCoordinator()
    self.tabs = tabs
    await navigate(to: tabs, presentationStyle: .fullScreenCover)
  }

  func showWhatsNew() async {
    await navigate(toRoute: .whatsNew)
  }

  func leaveWhatsNew() async {
    await startFlow(route: .launch)
  }

  /// pantry://shopping shows the shopping list tab; before sign-in there is no tab bar, and the app ignores it. But a
  /// recipe's timer, presented over the tab bar, stays up over the list the link selects.
  func handle(_ url: URL) async {
    switch url.host() {
    case "shopping":
      tabs?.showShoppingList()  // planted: deep-link-unresolved
    default:
      break
    }
  }
}

struct LaunchView: View {
  @Environment(\.coordinator) private var coordinator
  @AppStorage("signedIn") private var signedIn = false

  var body: some View {
    Button("What's new") { Task { await (coordinator as? AppCoordinator)?.showWhatsNew() } }
      .task {
        let app = coordinator as? AppCoordinator
        if signedIn {
          await app?.showHome()
        } else {
          await app?.showSignIn()
        }
      }
  }
}

struct WhatsNewView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Continue") {
      Task { await (coordinator as? AppCoordinator)?.leaveWhatsNew() }
    }
  }
}
