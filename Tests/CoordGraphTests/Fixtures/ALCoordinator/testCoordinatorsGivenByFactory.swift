import Factory
import SUICoordinator
import SwiftUI

extension Container {
  var homeCoordinator: Factory<HomeCoordinator> {
    self { HomeCoordinator() }.singleton
  }
  var settingsCoordinator: Factory<SettingsCoordinator> {
    Factory(self) { SettingsCoordinator() }
  }
}

final class FlowContainer: SharedContainer {
  static let shared = FlowContainer()
  let manager = ContainerManager()
  var profile: ParameterFactory<Int, ProfileCoordinator> {
    self { ProfileCoordinator(userID: $0) }
  }
}

@main
struct MothApp: App {
  private let coordinator = Container.shared.homeCoordinator()
  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

enum HomeRoute: RouteType {
  case home
  case about

  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .home: HomeView()
    case .about: Text("About")
    }
  }
}

final class HomeCoordinator: Coordinator<HomeRoute> {
  override func start() async { await startFlow(route: .home) }
  func about() async { await navigate(toRoute: .about) }
  func settings() async {
    let child = Container.shared.settingsCoordinator()
    await navigate(to: child, presentationStyle: .sheet)
  }
  func profile() async {
    await navigate(to: FlowContainer.shared.profile(7), presentationStyle: .fullScreenCover)
  }
}

enum OneRoute: RouteType {
  case first
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("One") }
}

final class SettingsCoordinator: Coordinator<OneRoute> {
  override func start() async { await startFlow(route: .first) }
}

final class ProfileCoordinator: Coordinator<OneRoute> {
  init(userID: Int) { super.init() }
  override func start() async { await startFlow(route: .first) }
}

struct HomeView: View {
  @Injected(\.homeCoordinator) private var coordinator
  var body: some View {
    Button("About") { Task { await coordinator.about() } }
    Button("Settings") { Task { await coordinator.settings() } }
    Button("Profile") { Task { await coordinator.profile() } }
  }
}
