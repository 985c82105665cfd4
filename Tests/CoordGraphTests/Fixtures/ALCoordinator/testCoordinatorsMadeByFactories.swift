import SwiftUI
import UIKCoordinator

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var c: HubCoordinator?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    c = HubCoordinator(factory: DefaultFactory())
    c?.start(animated: false)
  }
}

protocol CoordinatorFactory {
  func makeSettings() -> SettingsCoordinator
  func makeHelp(topic: String) -> HelpCoordinator
}

struct DefaultFactory: CoordinatorFactory {
  func makeSettings() -> SettingsCoordinator { SettingsCoordinator(presentationStyle: .sheet) }
  func makeHelp(topic: String) -> HelpCoordinator { HelpCoordinator(presentationStyle: .sheet) }
}

enum HubRoute: NavigationRoute {
  case home
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { HubView() }
}

final class HubCoordinator: NavigationCoordinator<HubRoute> {
  private let factory: CoordinatorFactory
  init(factory: CoordinatorFactory) {
    self.factory = factory
    super.init(parent: nil)
  }
  override func start(animated: Bool = true) { router.startFlow(route: .home, animated: animated) }
  func settings() { router.navigate(to: factory.makeSettings()) }
  func help() {
    let help = factory.makeHelp(topic: "x")
    router.navigate(to: help)
  }
  private let extras = ExtrasFactory()
  func about() { router.navigate(to: extras.makeAbout()) }
}

struct ExtrasFactory {
  func makeAbout() -> AboutCoordinator { AboutCoordinator(presentationStyle: .sheet) }
}

struct HubView: View {
  @EnvironmentObject var coordinator: HubCoordinator
  var body: some View {
    Button("Settings") { coordinator.settings() }
    Button("Help") { coordinator.help() }
    Button("About") { coordinator.about() }
  }
}

enum SettingsRoute: NavigationRoute {
  case main
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("S") }
}
final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .main, animated: animated) }
}
enum HelpRoute: NavigationRoute {
  case topics
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("H") }
}
final class HelpCoordinator: NavigationCoordinator<HelpRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .topics, animated: animated) }
}
enum AboutRoute: NavigationRoute {
  case credits
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("A") }
}
final class AboutCoordinator: NavigationCoordinator<AboutRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .credits, animated: animated) }
}
