import UIKCoordinator
import UIKit

enum VerifyRoute: NavigationRoute {
  case phone(VerifyCoordinator)
  case code(VerifyCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .phone(let coordinator):
      let phone = PhoneViewController()
      phone.onSent = { coordinator.showCode() }
      return phone
    case .code(let coordinator):
      let code = CodeViewController()
      code.onWrongNumber = { [weak coordinator] in coordinator?.backToPhone() }
      return code
    }
  }
}

final class VerifyCoordinator: NavigationCoordinator<VerifyRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .phone(self), animated: animated) }
  func showCode() { router.navigate(to: .code(self)) }
  func backToPhone() { router.popToView(PhoneViewController.self) }
}

final class PhoneViewController: UIViewController {
  var onSent: (() -> Void)?
  @IBAction private func sendTapped(_ sender: UIButton) { onSent?() }
}

final class CodeViewController: UIViewController {
  var onWrongNumber: (() -> Void)?
  @IBAction private func wrongNumberTapped(_ sender: UIButton) { onWrongNumber?() }
}
