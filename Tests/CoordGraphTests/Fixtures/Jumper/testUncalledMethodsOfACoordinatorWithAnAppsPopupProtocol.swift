import Jumper
import UIKit

protocol AlertCoordinable: ScreenViewPresentable {}

extension AlertCoordinable {
  func presentAlert(title: String) {
    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
    view().present(alert, animated: true, completion: nil)
  }
}

final class ShelfCoordinator: NavigationCoordinable, AlertCoordinable {
  var navigation: Navigation<ShelfCoordinator> = .init(initial: \.shelf)

  @Route var shelf = shelfScreen
  @Route var book = bookScreen

  func shelfScreen() -> ScreenView {
    let controller = ShelfViewController()
    controller.onOpen = { [weak self] in self?.push(\.book) }
    return controller
  }

  func bookScreen() -> ScreenView { UIViewController() }

  func backToShelf() { popToRoot() }
}

final class ShelfViewController: UIViewController {
  var onOpen: (() -> Void)?
  @objc private func openTapped() { onOpen?() }
}
