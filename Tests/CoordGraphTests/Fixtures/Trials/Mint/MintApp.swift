import SUICoordinator
import SwiftUI

@main
struct MintApp: App {
  @State private var coordinator = TransferCoordinator()

  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

enum TransferRoute: RouteType {
  case home(HomeModel)
  case recipients(RecipientPickerModel)
  case amount(AmountModel)
  case review(ReviewModel)
  case passcode(PasscodeModel)
  case receipt(ReceiptModel)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .home, .amount, .review: .push
    case .recipients: .sheet
    case .passcode: .detents([.medium])
    case .receipt: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .home(let model): HomeView(model: model)
    case .recipients(let model): RecipientPickerView(model: model)
    case .amount(let model): AmountView(model: model)
    case .review(let model): ReviewView(model: model)
    case .passcode(let model): PasscodeView(model: model)
    case .receipt(let model): ReceiptView(model: model)
    }
  }
}

@Coordinator(TransferRoute.self)
final class TransferCoordinator {
  func start() async {
    await startFlow(route: .home(HomeModel(coordinator: self)))
  }

  /// Shows the recipient picker and waits for the user's choice: `nil` when they cancel.
  func pickRecipient() async -> String? {
    let choice: String? = await withCheckedContinuation { continuation in
      let picker = RecipientPickerModel { picked in
        continuation.resume(returning: picked)
      }
      Task { await navigate(toRoute: .recipients(picker)) }
    }
    await router.dismiss()
    return choice
  }

  /// Asks for the passcode and waits for the answer.
  func confirmWithPasscode() async -> Bool {
    let confirmed = await withCheckedContinuation { continuation in
      Task {
        await navigate(toRoute: .passcode(PasscodeModel(onResult: { continuation.resume(returning: $0) })))
      }
    }
    await router.dismiss()
    return confirmed
  }

  func showAmount(for recipient: String) async {
    await navigate(toRoute: .amount(AmountModel(recipient: recipient, coordinator: self)))
  }

  func showReview(of transfer: Transfer) async {
    await navigate(toRoute: .review(ReviewModel(transfer: transfer, coordinator: self)))
  }

  func showReceipt(for transfer: Transfer) async {
    await navigate(toRoute: .receipt(ReceiptModel(transfer: transfer, coordinator: self)))
  }

  func finishTransfer() async {
    await router.dismiss()
    await router.popToRoot()
  }
}

struct Transfer {
  let recipient: String
  let cents: Int
}
