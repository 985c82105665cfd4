import Jumper
import SwiftUI

final class TicketsCoordinator: NavigationCoordinable {
  var navigation: Navigation<TicketsCoordinator> = .init(initial: \.count)

  let show: Int

  @Route var count = countScreen
  @Route var payment = paymentScreen
  @Route var receipt = receiptScreen

  init(show: Int) {
    self.show = show
  }

  func countScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(
      content: TicketCountView(
        onNext: { [weak self] in self?.push(\.payment) },
        onCancel: { [weak self] in self?.dismiss() }))
  }

  func paymentScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: PaymentView(coordinator: self))
  }

  func receiptScreen() -> some ScreenViewPresentable {
    SwiftUIScreen(content: ReceiptView(onClose: { [weak self] in self?.dismiss() }))
  }
}

struct TicketCountView: View {
  let onNext: () -> Void
  let onCancel: () -> Void

  var body: some View {
    VStack {
      Button("Next", action: onNext)
      Button("Cancel", action: onCancel)
    }
  }
}

struct PaymentView: View {
  let coordinator: TicketsCoordinator

  var body: some View {
    Button("Pay") { coordinator.push(\.receipt) }
  }
}

struct ReceiptView: View {
  let onClose: () -> Void

  var body: some View {
    Button("Close", action: onClose)
  }
}
