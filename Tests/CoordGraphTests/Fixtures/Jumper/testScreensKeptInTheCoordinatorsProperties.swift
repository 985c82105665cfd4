import Jumper
import UIKit

final class RadioCoordinator: NavigationCoordinable {
  var navigation: Navigation<RadioCoordinator> = .init(initial: \.stations)

  @Route var stations = stationsScreen
  @Route var player = playerScreen
  @Route var about = aboutScreen

  // Screens the coordinator keeps: built once by a closure, held from the start, or made by a computed property.
  lazy var stationsController: StationsViewController = {
    let controller = StationsViewController()
    controller.coordinator = self
    return controller
  }()
  let playerController = PlayerViewController()
  var aboutController: UIViewController { AboutViewController(coordinator: self) }

  func stationsScreen() -> ScreenView { stationsController }
  func playerScreen() -> ScreenView {
    playerController.coordinator = self
    return self.playerController
  }
  func aboutScreen() -> ScreenView { aboutController }

  func play() { push(\.player) }
  func showAbout() { present(\.about) }
  func closeAbout() { dismiss() }
}

final class StationsViewController: UIViewController {
  weak var coordinator: RadioCoordinator?
  @objc func tune() { coordinator?.play() }
}

final class PlayerViewController: UIViewController {
  weak var coordinator: RadioCoordinator?
  @objc func info() { coordinator?.showAbout() }
}

final class AboutViewController: UIViewController {
  private weak var coordinator: RadioCoordinator?
  init(coordinator: RadioCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func close() { coordinator?.closeAbout() }
}

// The app's root starts the coordinator, which so has a parent: its `dismiss()` asks the parent to dismiss.
final class AppCoordinator: RootCoordinable {
  var navigation: RootNavigation<AppCoordinator> = .init(initial: \.main)
  @Route var main = mainCoordinator
  func mainCoordinator() -> RadioCoordinator { RadioCoordinator() }
}
