import Jumper
import UIKit

final class PhotosCoordinator: NavigationCoordinable {
  var navigation: Navigation<PhotosCoordinator> = .init(initial: \.grid)

  @Route var grid = gridScreen
  @Route var photo = photoScreen

  func gridScreen() -> ScreenView { makeGrid() }
  func photoScreen() -> ScreenView { Self.wrapped(PhotoViewController()) }

  private func makeGrid() -> GridViewController {
    let controller = GridViewController()
    controller.coordinator = self
    return controller
  }

  private static func wrapped(_ controller: UIViewController) -> UIViewController { controller }
}

final class GridViewController: UIViewController {
  weak var coordinator: PhotosCoordinator?
  @objc func photoTapped() { coordinator?.push(\.photo) }
}

final class PhotoViewController: UIViewController {
  @objc func closeTapped() { navigationController?.popViewController(animated: true) }
}
