import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let lagoon = LagoonCoordinator()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = lagoon.view()
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class LagoonCoordinator: RootCoordinable {
  var navigation: RootNavigation<LagoonCoordinator> = .init(initial: \.beaches)

  @Route var beaches = beachesCoordinator

  func beachesCoordinator() -> BeachesCoordinator { BeachesCoordinator() }
}

final class BeachesCoordinator: NavigationCoordinable {
  var navigation: Navigation<BeachesCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var beach = beachScreen
  @Route var tides = tidesScreen
  @Route var rental = rentalCoordinator

  func listScreen() -> ScreenView {
    let controller = BeachListViewController()
    controller.onBeach = { [weak self] name in self?.push(\.beach, input: name) }
    return controller
  }

  func beachScreen(name: String) -> ScreenView {
    let controller = BeachViewController(name: name)
    controller.onTides = { [weak self] in self?.present(\.tides) }
    controller.onRent = { [weak self] in self?.present(\.rental, input: name) }
    return controller
  }

  func tidesScreen() -> ScreenView {
    let controller = TidesViewController()
    controller.onClose = { [weak self] in self?.dismiss() }
    return controller
  }

  func rentalCoordinator(beach: String) -> RentalCoordinator { RentalCoordinator(beach: beach) }
}

final class BeachListViewController: UITableViewController {
  var onBeach: ((String) -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onBeach?("Beach \(indexPath.row)")
  }
}

final class BeachViewController: UIViewController {
  let name: String
  var onTides: (() -> Void)?
  var onRent: (() -> Void)?

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Tides", primaryAction: UIAction { [weak self] _ in self?.onTides?() }),
      UIBarButtonItem(title: "Rent", primaryAction: UIAction { [weak self] _ in self?.onRent?() }),
    ]
  }
}

final class TidesViewController: UIViewController {
  var onClose: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.onClose?() })
  }
}
