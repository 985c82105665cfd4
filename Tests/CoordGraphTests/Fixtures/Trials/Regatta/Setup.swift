import Jumper
import UIKit

protocol RaceSetupDelegate: AnyObject {
  func raceSetup(_ setup: RaceSetupCoordinator, didCreate race: String)
  func raceSetupDidCancel(_ setup: RaceSetupCoordinator)
}

final class RaceSetupCoordinator: NavigationCoordinable {
  var navigation: Navigation<RaceSetupCoordinator> = .init(initial: \.course)

  @Route var course = courseScreen
  @Route var fleet = fleetScreen

  weak var delegate: RaceSetupDelegate?
  private var course = ""

  func courseScreen() -> ScreenView {
    let controller = CourseViewController()
    controller.onNext = { [weak self] chosen in
      self?.course = chosen
      self?.push(\.fleet)
    }
    controller.onCancel = { [weak self] in
      guard let self else { return }
      self.delegate?.raceSetupDidCancel(self)
    }
    return controller
  }

  func fleetScreen() -> ScreenView {
    let controller = FleetViewController()
    controller.onCreate = { [weak self] in
      guard let self else { return }
      self.delegate?.raceSetup(self, didCreate: self.course)
    }
    return controller
  }

  func configure(controller: UINavigationController) {
    controller.modalPresentationStyle = .fullScreen
  }
}

final class CourseViewController: UIViewController {
  var onNext: ((String) -> Void)?
  var onCancel: (() -> Void)?

  @objc private func nextTapped() { onNext?("Triangle") }
  @objc private func cancelTapped() { onCancel?() }
}

final class FleetViewController: UIViewController {
  var onCreate: (() -> Void)?
  @objc private func createTapped() { onCreate?() }
}
