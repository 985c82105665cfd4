import SUICoordinator
import SwiftUI

enum CheckoutRoute: RouteType {
  case cart(viewModel: CheckoutViewModel)
  case payment(viewModel: PaymentViewModel)
  case receipt(viewModel: ReceiptViewModel)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .cart(let viewModel): CartView(viewModel: viewModel)
    case .payment(let viewModel): PaymentView(viewModel: viewModel)
    case .receipt(let viewModel): ReceiptView(viewModel: viewModel)
    }
  }
}

/// A child flow presented by the shopping tab; it finishes itself when the order is placed.
final class CheckoutCoordinator: Coordinator<CheckoutRoute> {
  override func start() async {
    await startFlow(route: .cart(viewModel: CheckoutViewModel(coordinator: self)))
  }

  func pay() async {
    await navigate(toRoute: .payment(viewModel: PaymentViewModel(coordinator: self)))
  }

  func showReceipt() async {
    await navigate(toRoute: .receipt(viewModel: ReceiptViewModel(coordinator: self)))
  }

  func done() async {
    await finishFlow()
  }

  func backToList() async {
    await router.popToView(ShoppingListView.self)  // planted: invalid-pop-target
  }
}

@MainActor final class CheckoutViewModel: ObservableObject {
  private weak var coordinator: CheckoutCoordinator?

  init(coordinator: CheckoutCoordinator) { self.coordinator = coordinator }

  func payTapped() async { await coordinator?.pay() }
}

@MainActor final class PaymentViewModel: ObservableObject {
  private weak var coordinator: CheckoutCoordinator?

  init(coordinator: CheckoutCoordinator) { self.coordinator = coordinator }

  func paid() async { await coordinator?.showReceipt() }
}

@MainActor final class ReceiptViewModel: ObservableObject {
  private weak var coordinator: CheckoutCoordinator?

  init(coordinator: CheckoutCoordinator) { self.coordinator = coordinator }

  func doneTapped() async { await coordinator?.done() }
  func listTapped() async { await coordinator?.backToList() }
}

struct CartView: View {
  @StateObject var viewModel: CheckoutViewModel
  var body: some View { Button("Pay") { Task { await viewModel.payTapped() } } }
}

struct PaymentView: View {
  @StateObject var viewModel: PaymentViewModel
  var body: some View { Button("Confirm") { Task { await viewModel.paid() } } }
}

struct ReceiptView: View {
  @StateObject var viewModel: ReceiptViewModel

  var body: some View {
    VStack {
      Button("Done") { Task { await viewModel.doneTapped() } }
      Button("Back to my list") { Task { await viewModel.listTapped() } }
    }
  }
}
