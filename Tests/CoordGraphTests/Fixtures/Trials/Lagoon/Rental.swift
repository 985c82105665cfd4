import Jumper
import UIKit

final class RentalCoordinator: NavigationCoordinable {
  var navigation: Navigation<RentalCoordinator> = .init(initial: \.boards)

  let beach: String

  @Route var boards = boardsScreen
  @Route var waiver = waiverScreen
  @Route var done = doneScreen

  init(beach: String) {
    self.beach = beach
  }

  func boardsScreen() -> ScreenView {
    let controller = BoardsViewController()
    controller.onPick = { [weak self] in self?.push(\.waiver) }
    controller.onCancel = { [weak self] in self?.dismiss() }
    return controller
  }

  func waiverScreen() -> ScreenView {
    let controller = WaiverViewController()
    controller.onSigned = { [weak self] in self?.push(\.done) }
    return controller
  }

  func doneScreen() -> ScreenView {
    let controller = RentalDoneViewController()
    controller.onFinish = { [weak self] in self?.dismiss() }
    return controller
  }
}

final class BoardsViewController: UIViewController {
  var onPick: (() -> Void)?
  var onCancel: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.onCancel?() })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Pick", primaryAction: UIAction { [weak self] _ in self?.onPick?() })
  }
}

final class WaiverViewController: UIViewController {
  var onSigned: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Sign", primaryAction: UIAction { [weak self] _ in self?.onSigned?() })
  }
}

final class RentalDoneViewController: UIViewController {
  var onFinish: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.onFinish?() })
  }
}
