import SUICoordinator
import SwiftUI

enum TillRoute: NavigationRoute {
  case basket
  case payment
  case receipt

  var transition: NavigationTransitionStyle {
    switch self {
    case .basket, .receipt: return .push
    case .payment: return .modal
    }
  }

  func view() -> any View {
    switch self {
    case .basket: return BasketView()
    case .payment: return PaymentView()
    case .receipt: return Text("Receipt")
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
}

struct BasketView: View {
  @EnvironmentObject var coordinator: TillCoordinator
  var body: some View { Button("Pay") { coordinator.pay() } }
}

struct PaymentView: View {
  @EnvironmentObject var coordinator: TillCoordinator
  var body: some View { Button("Done") { coordinator.paid() } }
}
