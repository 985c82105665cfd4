import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let coordinator = TermsCoordinator()

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard URLContexts.first?.url.host == "privacy" else { return }
    coordinator.showPrivacy()
  }
}

enum TermsRoute: NavigationRoute {
  case terms(TermsCoordinator)
  case privacy
  case licence

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .terms(let owner): return TermsViewController(coordinator: owner)
    case .privacy, .licence: return UIViewController()
    }
  }
}

final class TermsCoordinator: NavigationCoordinator<TermsRoute> {
  override func start(animated: Bool) { router.startFlow(route: .terms(self)) }
  func showPrivacy() { router.navigate(to: .privacy) }
  func showLicence() { router.navigate(to: .licence) }
}

final class TermsViewController: UIViewController, UITextViewDelegate {
  private weak var coordinator: TermsCoordinator?

  init(coordinator: TermsCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    if URL.lastPathComponent == "licence" {
      coordinator?.showLicence()
    } else {
      coordinator?.showPrivacy()
    }
    return false
  }
}
