import Jumper
import UIKit

final class PaletteCoordinator: NavigationCoordinable {
  var navigation: Navigation<PaletteCoordinator> = .init(initial: \.overview)

  @Route var overview = overviewScreen
  @Route var yellow = yellowScreen
  @Route var green = greenScreen
  @Route var about = aboutScreen

  func overviewScreen() -> ScreenView { OverviewViewController(coordinator: self) }
  func yellowScreen() -> ScreenView { UIViewController() }
  func greenScreen() -> ScreenView { UIViewController() }
  func aboutScreen() -> ScreenView { UIViewController() }
}

final class OverviewViewController: UIViewController {
  weak var coordinator: PaletteCoordinator?
  init(coordinator: PaletteCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  @objc func coloursTapped() {
    coordinator?.push {
      \PaletteCoordinator.yellow
      \PaletteCoordinator.green
      \PaletteCoordinator.green
      \PaletteCoordinator.yellow
      \PaletteCoordinator.green
    }
  }

  @objc func aboutTapped() {
    coordinator?
      .push(\.about, animated: false)
      .push(\.green, animated: false)
      .push(\.about)
  }
}
