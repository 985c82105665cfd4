import SUICoordinator
import SwiftUI

enum CheckoutRoute: RouteType {
  case summary(CheckoutCoordinator)
  case payment(CheckoutCoordinator)
  case receipt

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .summary(let coordinator): CheckoutSummaryView(coordinator: coordinator)
    case .payment(let coordinator): PaymentView(coordinator: coordinator)
    case .receipt: ReceiptView()
    }
  }
}

final class CheckoutCoordinator: Coordinator<CheckoutRoute> {
  let showId: Int
  let seats: [Int]

  init(showId: Int, seats: [Int]) {
    self.showId = showId
    self.seats = seats
    super.init()
  }

  override func start() async {
    await startFlow(route: .summary(self))
  }

  func pay() async { await navigate(toRoute: .payment(self)) }

  func paid(_ success: Bool) async {
    guard success else {
      await router.pop()
      return
    }
    await router.navigate(toRoute: .receipt)
  }

  func cancel() async { await finishFlow() }
}

struct CheckoutSummaryView: View {
  let coordinator: CheckoutCoordinator
  var body: some View {
    HStack {
      Button("Pay") { Task { await coordinator.pay() } }
      Button("Cancel") { Task { await coordinator.cancel() } }
    }
  }
}

struct PaymentView: View {
  let coordinator: CheckoutCoordinator
  var body: some View {
    Button("Pay now") {
      Task {
        let ok = await Wallet.charge()
        await coordinator.paid(ok)
      }
    }
  }
}

enum Wallet {
  static func charge() async -> Bool { await Bank.shared.authorise() }
}

struct ReceiptView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Done") { Task { await (coordinator as? CheckoutCoordinator)?.cancel() } }
  }
}

actor Bank {
  static let shared = Bank()
  private var approved = 0
  func authorise() -> Bool {
    approved += 1
    return approved % 2 == 0
  }
}
