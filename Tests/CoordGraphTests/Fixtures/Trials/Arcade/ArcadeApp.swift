import SUICoordinator
import SwiftUI

@main
struct ArcadeApp: App {
  @State private var coordinator = LobbyCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
    }
  }
}

enum LobbyRoute: RouteType {
  case welcome
  case signIn

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .welcome: LobbyWelcomeView()
    case .signIn: SignInView()
    }
  }
}

@Coordinator(LobbyRoute.self)
final class LobbyCoordinator {
  func start() async { await startFlow(route: .welcome) }
  func signIn() async { await navigate(toRoute: .signIn) }

  func signedIn() async {
    let floor = FloorTabs()
    await navigate(to: floor, presentationStyle: .fullScreenCover)
  }
}

struct LobbyWelcomeView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Sign in") { Task { await (coordinator as? LobbyCoordinator)?.signIn() } }
  }
}

struct SignInView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Continue") { Task { await (coordinator as? LobbyCoordinator)?.signedIn() } }
  }
}
