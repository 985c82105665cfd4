import Jumper
import UIKit

final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.splash)

  @Route var splash = splashScreen
  @Route var login = loginFlow

  func splashScreen() -> ScreenView {
    let controller = SplashViewController()
    controller.coordinator = self
    return controller
  }

  func loginFlow() -> LoginCoordinator { LoginCoordinator() }
}

final class LoginCoordinator: NavigationCoordinable, AlertCoordinable {
  var navigation: Navigation<LoginCoordinator> = .init(initial: \.form)

  @Route var form = formScreen
  @Route var help = helpScreen
  @Route var terms = termsScreen

  func formScreen() -> ScreenView { FormViewController(coordinator: self) }
  func helpScreen(topic: String) -> ScreenView { HelpViewController(topic: topic) }

  func termsScreen() -> ScreenView {
    let controller = TermsViewController()
    controller.modalPresentationStyle = .fullScreen
    return controller
  }
}

final class SplashViewController: UIViewController {
  weak var coordinator: AppCoordinator?
  override func viewDidAppear(_ animated: Bool) { coordinator?.root(\.login) }
}

final class FormViewController: UIViewController {
  weak var coordinator: LoginCoordinator?
  init(coordinator: LoginCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func help() { coordinator?.push(\.help, input: "password", animated: true) }
  @objc func terms() { coordinator?.present(\.terms) }
}

final class HelpViewController: UIViewController {
  init(topic: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class TermsViewController: UIViewController {}
