import SwiftUI
import SUICoordinator

@main
struct KuduApp: App {
  let coordinator = HomeCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum HomeRoute: RouteType {
  case home, detail(Int), about
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .about: .sheet
    default: .push
    }
  }
  @ViewBuilder var body: some View {
    switch self {
    case .home: HomeView()
    case let .detail(id): DetailView(id: id)
    case .about: AboutView()
    }
  }
}

enum Destination {
  case detail(Int)
  case about
  case profile
}

final class HomeCoordinator: Coordinator<HomeRoute> {
  override func start() async { await startFlow(route: .home) }

  func navigate(to destination: Destination) async {
    switch destination {
    case let .detail(id): await navigate(toRoute: .detail(id))
    case .about: await navigate(toRoute: .about)
    case .profile: await navigate(to: ProfileCoordinator(), presentationStyle: .fullScreenCover)
    }
  }
}

struct HomeView: View {
  @Environment(HomeCoordinator.self) private var coordinator
  var body: some View {
    Button("Detail") { Task { await coordinator.navigate(to: .detail(1)) } }
    Button("Profile") { Task { await coordinator.navigate(to: .profile) } }
  }
}

struct DetailView: View {
  let id: Int
  @Environment(HomeCoordinator.self) private var coordinator
  var body: some View { Button("About") { Task { await coordinator.navigate(to: .about) } } }
}

struct AboutView: View {
  var body: some View { Text("About") }
}

enum ProfileRoute: RouteType {
  case me
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { MeView() }
}

final class ProfileCoordinator: Coordinator<ProfileRoute> {
  override func start() async { await startFlow(route: .me) }
}

// The app's own methods still run where their labels take the call: a variadic parameter takes every
// unlabelled argument, and what a trailing closure reads from its value (`{ $0.title }`) is no argument.
extension ProfileCoordinator {
  func tag(_ names: String...) async { await navigate(toRoute: .me) }
  func show(item: Int, label: (Int) -> String) async { await navigate(toRoute: .me) }
}

struct MeView: View {
  @Environment(ProfileCoordinator.self) private var coordinator
  var body: some View {
    Button("Tag") { Task { await coordinator.tag("a", "b") } }
    Button("Show") { Task { await coordinator.show(item: 1) { $0.description } } }
  }
}
