import Jumper
import UIKit

final class AccountCoordinator: NavigationCoordinable {
  var navigation: Navigation<AccountCoordinator> = .init(initial: \.overview)

  @Route var overview = overviewScreen
  @Route var cards = cardsScreen
  @Route var privacy = privacyScreen

  func overviewScreen() -> ScreenView {
    let controller = AccountViewController()
    controller.onCards = { [weak self] in self?.push(\.cards) }
    return controller
  }

  func cardsScreen() -> ScreenView { CardsViewController() }

  /// Over everything as the app leaves the screen; the user takes it away with Face ID.
  func privacyScreen() -> ScreenView { PrivacyViewController() }
}

final class AccountViewController: UIViewController {
  var onCards: (() -> Void)?

  @objc private func cardsTapped() { onCards?() }
}

final class CardsViewController: UITableViewController {}

final class PrivacyViewController: UIViewController {
  @objc private func unlockTapped() { dismiss(animated: true) }
}
