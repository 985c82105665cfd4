import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let tabs = AquariumTabs()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = tabs.root
    window?.makeKeyAndVisible()
    BaseCoordinator.mainCoordinator = tabs
    tabs.start(animated: false)
    if let url = options.urlContexts.first?.url { tabs.open(url) }
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    contexts.first.map { tabs.open($0.url) }
  }
}

enum AquariumPage: TabbarPage, CaseIterable {
  case exhibits, shows, tickets

  func coordinator() -> Coordinator {
    switch self {
    case .exhibits: return ExhibitsCoordinator()
    case .shows: return ShowsCoordinator()
    case .tickets: return TicketsCoordinator()
    }
  }

  var title: String { String(describing: self).capitalized }

  var icon: String {
    switch self {
    case .exhibits: return "fish"
    case .shows: return "theatermasks"
    case .tickets: return "ticket"
    }
  }

  var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

final class AquariumTabs: TabbarCoordinator<AquariumPage> {
  init() {
    super.init(pages: AquariumPage.allCases, currentPage: .exhibits)
  }

  private var exhibits: ExhibitsCoordinator? {
    children.lazy.compactMap { $0 as? ExhibitsCoordinator }.first
  }

  /// aquarium://open/exhibit?id=4 and aquarium://open/tickets
  func open(_ url: URL) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
    switch components.path {
    case "/exhibit":
      guard let id = components.queryItems?.first(where: { $0.name == "id" })?.value.flatMap(Int.init) else {
        return
      }
      currentPage = .exhibits
      exhibits?.showExhibit(id)
    case "/tickets":
      currentPage = .tickets
    default:
      break
    }
  }
}
