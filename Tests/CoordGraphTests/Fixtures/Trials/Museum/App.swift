import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let app = MuseumCoordinator(screens: ScreenFactory())

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = app.view()
    window?.makeKeyAndVisible()
  }
}

/// Builds the app's screens; coordinators say what each screen's buttons do.
struct ScreenFactory {
  func rooms(onRoom: @escaping (String) -> Void, onMap: @escaping () -> Void) -> UIViewController {
    let controller = RoomsViewController()
    controller.onRoom = onRoom
    controller.onMap = onMap
    return controller
  }

  func room(_ name: String, delegate: RoomViewControllerDelegate) -> UIViewController {
    let controller = RoomViewController(name: name)
    controller.delegate = delegate
    return controller
  }

  func map(onClose: @escaping () -> Void) -> UIViewController {
    MapViewController(onClose: onClose)
  }
}

final class MuseumCoordinator: NavigationCoordinable {
  var navigation: Navigation<MuseumCoordinator> = .init(initial: \.rooms)

  @Route var rooms = roomsScreen
  @Route var room = roomScreen
  @Route var map = mapScreen
  @Route var guide = guideCoordinator

  private let screens: ScreenFactory

  init(screens: ScreenFactory) { self.screens = screens }

  func roomsScreen() -> ScreenView {
    screens.rooms(
      onRoom: { [weak self] name in self?.push(\.room, input: name) },
      onMap: { [weak self] in self?.present(\.map) })
  }

  func roomScreen(name: String) -> ScreenView {
    screens.room(name, delegate: self)
  }

  func mapScreen() -> ScreenView {
    screens.map(onClose: { [weak self] in self?.dismiss() })
  }

  func guideCoordinator(room: String) -> GuideCoordinator { GuideCoordinator(room: room) }
}

extension MuseumCoordinator: RoomViewControllerDelegate {
  func roomViewControllerDidAskForGuide(_ controller: RoomViewController, room: String) {
    present(\.guide, input: room)
  }

  func roomViewControllerDidClose(_ controller: RoomViewController) {
    pop()
  }
}

final class RoomsViewController: UITableViewController {
  var onRoom: ((String) -> Void)?
  var onMap: (() -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onRoom?("Room \(indexPath.row)")
  }

  @objc private func mapTapped() { onMap?() }
}

protocol RoomViewControllerDelegate: AnyObject {
  func roomViewControllerDidAskForGuide(_ controller: RoomViewController, room: String)
  func roomViewControllerDidClose(_ controller: RoomViewController)
}

final class RoomViewController: UIViewController {
  weak var delegate: RoomViewControllerDelegate?
  private let name: String

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func guideTapped() { delegate?.roomViewControllerDidAskForGuide(self, room: name) }
  @objc private func closeTapped() { delegate?.roomViewControllerDidClose(self) }
}

final class MapViewController: UIViewController {
  private let onClose: () -> Void
  init(onClose: @escaping () -> Void) {
    self.onClose = onClose
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func closeTapped() { onClose() }
}
