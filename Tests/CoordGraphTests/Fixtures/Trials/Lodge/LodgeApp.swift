import SUICoordinator
import SwiftUI

@main
struct LodgeApp: App {
  @State private var root = RootCoordinator(session: Session())

  var body: some Scene {
    WindowGroup { root.getView() }
  }
}

final class Session {
  var isSignedIn = false
  var hasSeenIntro = false
}

enum RootRoute: RouteType {
  case loading
  case intro
  case welcome

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .loading: ProgressView()
    case .intro: IntroView()
    case .welcome: WelcomeView()
    }
  }
}

@Coordinator(RootRoute.self)
final class RootCoordinator {
  let session: Session

  init(session: Session) {
    self.session = session
  }

  func start() async {
    await startFlow(route: .loading)
    try? await Task.sleep(for: .seconds(1))
    if session.isSignedIn {
      await showStays()
    } else if !session.hasSeenIntro {
      await navigate(toRoute: .intro)
    } else {
      await navigate(toRoute: .welcome)
    }
  }

  func introDone() async {
    session.hasSeenIntro = true
    await startFlow(route: .welcome)
  }

  func signIn() async {
    let auth = AuthCoordinator()
    auth.onSignedIn = { [weak self] in
      Task { await self?.showStays() }
    }
    await navigate(to: auth, presentationStyle: .fullScreenCover)
  }

  func showStays() async {
    await navigate(to: StaysCoordinator(), presentationStyle: .fullScreenCover)
  }
}

struct IntroView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Continue") { Task { await (coordinator as? RootCoordinator)?.introDone() } }
  }
}

struct WelcomeView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Sign in") { Task { await (coordinator as? RootCoordinator)?.signIn() } }
  }
}
