import Jumper
import UIKit

final class FavouritesCoordinator: NavigationCoordinable {
  var navigation: Navigation<FavouritesCoordinator> = .init(initial: \.saved)

  @Route var saved = savedScreen
  @Route var compare = compareScreen
  @Route var pet = petScreen

  func savedScreen() -> ScreenView {
    let controller = SavedViewController()
    controller.coordinator = self
    return controller
  }

  func compareScreen(ids: [Int]) -> ScreenView { UIViewController() }
  func petScreen(id: Int) -> ScreenView { UIViewController() }

  func compareAll(_ ids: [Int]) {
    push {
      \FavouritesCoordinator.pet
      \FavouritesCoordinator.compare
    }
  }
}

final class SavedViewController: UIViewController {
  weak var coordinator: FavouritesCoordinator?
  @objc private func compareTapped() { coordinator?.compareAll([1, 2]) }
  @objc private func firstTapped() {
    coordinator?.push(\.pet, input: 1).push(\.compare, input: [1])
  }
}
