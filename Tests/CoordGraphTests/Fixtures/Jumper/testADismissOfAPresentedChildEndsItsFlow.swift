import Jumper
import UIKit

final class ForgeCoordinator: RootCoordinable {
  var navigation: RootNavigation<ForgeCoordinator> = .init(initial: \.orders)

  @Route var orders = ordersFlow

  func ordersFlow() -> OrdersCoordinator { OrdersCoordinator() }
}

final class OrdersCoordinator: NavigationCoordinable {
  var navigation: Navigation<OrdersCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var notice = noticeScreen
  @Route var quote = quoteFlow
  @Route var guide = guideFlow

  func guideFlow() -> GuideCoordinator { GuideCoordinator() }

  func listScreen() -> ScreenView {
    let controller = StepViewController()
    controller.onNext = { [weak self] in self?.present(\.quote) }
    controller.onHelp = { [weak self] in self?.present(\.notice) }
    controller.onClose = { [weak self] in self?.present(\.guide) }
    return controller
  }

  func noticeScreen() -> ScreenView {
    let controller = StepViewController()
    controller.onClose = { [weak self] in self?.dismiss() }
    return controller
  }

  func quoteFlow() -> QuoteCoordinator { QuoteCoordinator() }
}

final class QuoteCoordinator: NavigationCoordinable {
  var navigation: Navigation<QuoteCoordinator> = .init(initial: \.metal)

  @Route var metal = metalScreen
  @Route var help = helpScreen
  @Route var guide = guideFlow
  @Route var orders = ordersFlow

  func guideFlow() -> GuideCoordinator { GuideCoordinator() }
  func ordersFlow() -> OrdersCoordinator { OrdersCoordinator() }

  func metalScreen() -> ScreenView {
    let controller = StepViewController()
    controller.onNext = { [weak self] in self?.push(\.guide) }
    controller.onHelp = { [weak self] in self?.present(\.help) }
    controller.onClose = { [weak self] in self?.dismiss() }
    return controller
  }

  func helpScreen() -> ScreenView {
    let controller = StepViewController()
    controller.onNext = { [weak self] in self?.present(\.orders) }
    controller.onClose = { [weak self] in self?.dismiss() }
    return controller
  }
}

final class GuideCoordinator: NavigationCoordinable {
  var navigation: Navigation<GuideCoordinator> = .init(initial: \.tips)

  @Route var tips = tipsScreen

  func tipsScreen() -> ScreenView {
    let controller = StepViewController()
    controller.onClose = { [weak self] in self?.dismiss() }
    return controller
  }
}

final class StepViewController: UIViewController {
  var onNext: (() -> Void)?
  var onHelp: (() -> Void)?
  var onClose: (() -> Void)?
  @objc private func nextTapped() { onNext?() }
  @objc private func helpTapped() { onHelp?() }
  @objc private func closeTapped() { onClose?() }
}
