import SUICoordinator
import SwiftUI

@main
struct LinguistApp: App {
  @State private var root = RootCoordinator()

  var body: some Scene {
    WindowGroup {
      root.getView()
        .onOpenURL { url in
          Task { await root.open(url) }
        }
    }
  }
}

enum RootRoute: RouteType {
  case splash
  case welcome

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .splash: SplashView()
    case .welcome: WelcomeView()
    }
  }
}

@MainActor
@Coordinator(RootRoute.self)
final class RootCoordinator {
  private var tabs: StudyTabs?

  func start() async { await startFlow(route: .splash) }

  func splashFinished(signedIn: Bool) async {
    if signedIn {
      await showStudy()
    } else {
      await navigate(toRoute: .welcome)
    }
  }

  func showStudy() async {
    let tabs = StudyTabs(onSignOut: { [weak self] in
      Task { @MainActor in await self?.signOut() }
    })
    self.tabs = tabs
    await navigate(to: tabs, presentationStyle: .fullScreenCover)
  }

  func signOut() async {
    tabs = nil
    await restart()
  }

  func open(_ url: URL) async {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
    switch components.host {
    case "lesson":
      guard let id = components.queryItems?.first(where: { $0.name == "id" })?.value.flatMap(Int.init) else {
        return
      }
      await tabs?.openLesson(id)
    case "review":
      tabs?.currentPage = .review
    default:
      break
    }
  }
}

struct SplashView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    ProgressView()
      .task {
        let signedIn = UserDefaults.standard.bool(forKey: "signedIn")
        await (coordinator as? RootCoordinator)?.splashFinished(signedIn: signedIn)
      }
  }
}

struct WelcomeView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Text("Learn a word a day")
      Button("Start") {
        UserDefaults.standard.set(true, forKey: "signedIn")
        Task { await (coordinator as? RootCoordinator)?.showStudy() }
      }
    }
  }
}
