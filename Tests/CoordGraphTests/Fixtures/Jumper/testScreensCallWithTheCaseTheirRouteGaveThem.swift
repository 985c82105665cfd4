import Jumper
import UIKit

enum SetupStep {
  case account
  case backup
  case finished
  case skipped
}

final class SetupCoordinator: NavigationCoordinable {
  var navigation: Navigation<SetupCoordinator> = .init(initial: \.account)

  @Route var account = accountScreen
  @Route var backup = backupScreen
  @Route var finished = finishedScreen

  func accountScreen() -> ScreenView { SetupViewController(step: .account) }

  func backupScreen() -> ScreenView {
    let controller = SetupViewController(step: SetupStep.backup)
    return controller
  }

  func finishedScreen() -> ScreenView { SetupViewController(step: .finished) }

  func advance(from step: SetupStep) {
    switch step {
    case .account: push(\.backup)
    case .backup: push(\.finished)
    case .finished: popToRoot()
    case .skipped: pop()
    }
  }
}

final class SetupViewController: UIViewController {
  private let step: SetupStep
  weak var coordinator: SetupCoordinator?

  init(step: SetupStep) {
    self.step = step
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc func continueTapped() { coordinator?.advance(from: step) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: SetupViewController, _ value: SetupCoordinator) { screen.coordinator = value }
