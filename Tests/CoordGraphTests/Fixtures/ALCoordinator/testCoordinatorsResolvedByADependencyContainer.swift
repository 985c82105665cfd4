import SwiftUI
import SUICoordinator
import Swinject

@main
struct DIApp: App {
  let coordinator = Assembler.shared.resolver.resolve(HomeCoordinator.self)!
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum HomeRoute: RouteType {
  case home
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { HomeView() }
}

final class HomeCoordinator: Coordinator<HomeRoute> {
  private let resolver: Resolver
  init(resolver: Resolver) {
    self.resolver = resolver
    super.init()
  }
  override func start() async { await startFlow(route: .home) }

  func showProfile() async {
    await navigate(to: resolver.resolve(ProfileCoordinator.self)!, presentationStyle: .sheet)
  }

  func showSettings() async {
    let settings: SettingsCoordinator = resolver.resolve(SettingsCoordinator.self)!
    await navigate(to: settings, presentationStyle: .fullScreenCover)
  }
}

struct HomeView: View {
  @Environment(HomeCoordinator.self) private var coordinator
  var body: some View {
    Button("Profile") { Task { await coordinator.showProfile() } }
    Button("Settings") { Task { await coordinator.showSettings() } }
  }
}

enum ProfileRoute: RouteType {
  case profile
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("p") }
}
final class ProfileCoordinator: Coordinator<ProfileRoute> {
  override func start() async { await startFlow(route: .profile) }
}
final class SettingsCoordinator: Coordinator<ProfileRoute> {
  override func start() async { await startFlow(route: .profile) }
}
