import SUICoordinator
import SwiftUI

enum TillRoute: NavigationRoute {
  case basket
  case payment
  case receipt
  case help

  var transition: NavigationTransitionStyle {
    switch self {
    case .basket, .receipt, .help: return .push
    case .payment: return .modal
    }
  }

  func view() -> any View {
    switch self {
    case .basket: return BasketView()
    case .payment: return PaymentView()
    case .receipt: return Text("Receipt")
    case .help: return Text("Help")
    }
  }
}

final class TillCoordinator: NavigationCoordinator<TillRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .basket, animated: animated)
  }

  func pay() { router.navigate(to: .payment) }

  func paid() {
    router.dismiss(animated: true) { [weak self] in
      self?.router.navigate(to: .receipt)
    }
  }

  // The app's own `dismiss(then:)`: it keeps the closure, to call when it chooses.
  var onDismissed: (() -> Void)?
  func dismiss(then completion: @escaping () -> Void) { onDismissed = completion }
  func help() { router.navigate(to: .help) }
  func leave() { dismiss { [weak self] in self?.help() } }
}

struct BasketView: View {
  @EnvironmentObject var coordinator: TillCoordinator
  var body: some View {
    Button("Pay") { coordinator.pay() }
    Button("Help") { coordinator.leave() }
  }
}

struct PaymentView: View {
  @EnvironmentObject var coordinator: TillCoordinator
  var body: some View { Button("Done") { coordinator.paid() } }
}
