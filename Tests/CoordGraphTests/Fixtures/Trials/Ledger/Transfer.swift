import Jumper
import UIKit

final class TransferCoordinator: NavigationCoordinable {
  var navigation: Navigation<TransferCoordinator> = .init(initial: \.amount)

  @Route var amount = amountScreen
  @Route var payee = payeeScreen
  @Route var confirm = confirmScreen

  var onFinished: (() -> Void)?
  private let from: Int

  init(from: Int) { self.from = from }

  func configure(controller: UINavigationController) {
    controller.modalPresentationStyle = .fullScreen
  }

  func amountScreen() -> ScreenView {
    let controller = AmountViewController()
    controller.onNext = { [weak self] in self?.push(\.payee) }
    controller.onCancel = { [weak self] in self?.dismiss() }
    return controller
  }

  func payeeScreen() -> ScreenView {
    let controller = PayeeViewController()
    controller.onPicked = { [weak self] in self?.push(\.confirm) }
    return controller
  }

  func confirmScreen() -> ScreenView {
    let controller = ConfirmViewController()
    controller.onConfirmed = { [weak self] in self?.onFinished?() }
    controller.onEdit = { [weak self] in self?.pop(to: \.amount) }
    return controller
  }
}

final class AmountViewController: UIViewController {
  var onNext: (() -> Void)?
  var onCancel: (() -> Void)?
  @objc private func nextTapped() { onNext?() }
  @objc private func cancelTapped() { onCancel?() }
}

final class PayeeViewController: UIViewController {
  var onPicked: (() -> Void)?
  @objc private func pickTapped() { onPicked?() }
}

final class ConfirmViewController: UIViewController {
  var onConfirmed: (() -> Void)?
  var onEdit: (() -> Void)?
  @objc private func confirmTapped() { onConfirmed?() }
  @objc private func editTapped() { onEdit?() }
}
