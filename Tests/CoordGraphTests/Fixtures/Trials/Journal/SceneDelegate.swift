import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let container = AppContainer()
  private var coordinator: JournalCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let coordinator = container.makeJournal()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = coordinator.root
    window.makeKeyAndVisible()
    self.window = window
    self.coordinator = coordinator
    coordinator.start(animated: false)
  }
}

final class AppContainer {
  let store = EntryStore()

  func makeJournal() -> JournalCoordinator {
    JournalCoordinator(container: self)
  }

  func makeEditor(entry: Int?) -> EditorCoordinator {
    EditorCoordinator(entry: entry, store: store)
  }

  func makeSettings() -> SettingsCoordinator {
    SettingsCoordinator(presentationStyle: .pageSheet)
  }
}

final class EntryStore {
  @Published var entries: [Int] = []
}
