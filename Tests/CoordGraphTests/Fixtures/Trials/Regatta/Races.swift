import Jumper
import UIKit

public protocol AlertCoordinable: ScreenViewPresentable {}

extension AlertCoordinable {
  func presentConfirmation(title: String, onConfirm: @escaping () -> Void) {
    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in onConfirm() })
    view().present(alert, animated: true)
  }
}

final class RacesCoordinator: NavigationCoordinable, AlertCoordinable {
  var navigation: Navigation<RacesCoordinator> = .init(initial: \.calendar)

  @Route var calendar = calendarScreen
  @Route var race = raceScreen
  @Route var boat = boatScreen
  @Route var setup = setupCoordinator

  func calendarScreen() -> ScreenView {
    let controller = CalendarViewController()
    controller.onAction = { [weak self] action in
      switch action {
      case .open(let race): self?.push(\.race, input: race)
      case .add: self?.present(\.setup)
      }
    }
    return controller
  }

  func raceScreen(name: String) -> ScreenView {
    let controller = RaceViewController(name: name)
    controller.onBoat = { [weak self] number in self?.push(\.boat, input: number) }
    controller.onCancelRace = { [weak self] in
      self?.presentConfirmation(title: "Cancel \(name)?") {
        self?.popToRoot()
      }
    }
    return controller
  }

  func boatScreen(number: Int) -> ScreenView {
    let controller = BoatViewController(number: number)
    controller.onFinished = { AppRouter.shared.showResults() }
    return controller
  }

  func setupCoordinator() -> RaceSetupCoordinator {
    let setup = RaceSetupCoordinator()
    setup.delegate = self
    return setup
  }
}

extension RacesCoordinator: RaceSetupDelegate {
  func raceSetup(_ setup: RaceSetupCoordinator, didCreate race: String) {
    dismiss()
    push(\.race, input: race)
  }

  func raceSetupDidCancel(_ setup: RaceSetupCoordinator) {
    dismiss()
  }
}

final class CalendarViewController: UITableViewController {
  enum Action {
    case open(String)
    case add
  }

  var onAction: ((Action) -> Void)?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onAction?(.open("Race \(indexPath.row)"))
  }

  @objc private func addTapped() { onAction?(.add) }
}

final class RaceViewController: UIViewController {
  var onBoat: ((Int) -> Void)?
  var onCancelRace: (() -> Void)?
  init(name: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("unused") }

  @objc private func boatTapped(_ sender: UIButton) { onBoat?(sender.tag) }
  @objc private func cancelTapped() { onCancelRace?() }
}

final class BoatViewController: UIViewController {
  var onFinished: (() -> Void)?
  init(number: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("unused") }

  @objc private func finishedTapped() { onFinished?() }
}
