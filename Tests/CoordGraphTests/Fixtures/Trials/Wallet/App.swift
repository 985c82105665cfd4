import SUICoordinator
import SwiftUI

@main
struct WalletApp: App {
  @StateObject var root = RootCoordinator()
  var body: some Scene { WindowGroup { root.getView() } }
}

enum RootRoute: RouteType {
  case splash
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { SplashView() }
}

final class RootCoordinator: Coordinator<RootRoute> {
  override func start() async { await startFlow(route: .splash) }

  func decide(loggedIn: Bool) async {
    if loggedIn {
      await showMain()
    } else {
      let login = LoginCoordinator(onDone: { [weak self] in await self?.showMain() })
      await navigate(to: login, presentationStyle: .fullScreenCover)
    }
  }

  func showMain() async {
    await navigate(to: MainTabs(), presentationStyle: .fullScreenCover)
  }
}

struct SplashView: View {
  @EnvironmentObject var coordinator: RootCoordinator
  var body: some View {
    ProgressView().task { await coordinator.decide(loggedIn: UserDefaults.standard.bool(forKey: "token")) }
  }
}
