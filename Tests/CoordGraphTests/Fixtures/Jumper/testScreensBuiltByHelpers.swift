import Jumper
import UIKit

final class PhotosCoordinator: NavigationCoordinable {
  var navigation: Navigation<PhotosCoordinator> = .init(initial: \.grid)

  @Route var grid = gridScreen
  @Route var photo = photoScreen

  func gridScreen() -> ScreenView { makeGrid() }
  func photoScreen() -> ScreenView { screens.makePhoto() }

  private func makeGrid() -> GridViewController {
    let controller = GridViewController()
    controller.coordinator = self
    return controller
  }

  private let screens = PhotoScreens()
}

// A factory held by the coordinator.
final class PhotoScreens {
  func makePhoto() -> UIViewController {
    let controller = PhotoViewController()
    return UINavigationController(rootViewController: controller)
  }
}

final class GridViewController: UIViewController {
  weak var coordinator: PhotosCoordinator?
  @objc func photoTapped() { coordinator?.push(\.photo) }
}

final class PhotoViewController: UIViewController {
  @objc func closeTapped() { navigationController?.popViewController(animated: true) }
}
