import SUICoordinator
import SwiftUI

enum PharmacyRoute: RouteType {
  case shelf(PharmacyCoordinator)
  case refill(RefillModel)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelf: .push
    case .refill: .sheet
    }
  }

  var body: some View {
    switch self {
    case .shelf(let coordinator): Button("Refill") { Task { await coordinator.refill() } }
    case .refill(let model): RefillView(model: model)
    }
  }
}

final class PharmacyCoordinator: Coordinator<PharmacyRoute> {
  override func start() async { await startFlow(route: .shelf(self)) }

  func refill() async {
    let model = RefillModel()
    model.onDone = { [weak self] in
      Task {
        do {
          await self?.router.dismiss()
          try await Pharmacy.shared.order()
        }
        await self?.pay()
      }
    }
    await navigate(toRoute: .refill(model))
  }

  private func pay() async {
    await navigate(to: PaymentCoordinator(), presentationStyle: .fullScreenCover)
  }
}

final class Pharmacy {
  static let shared = Pharmacy()
  func order() async throws {}
}

final class RefillModel: ObservableObject {
  var onDone: (() -> Void)?
  func order() { onDone?() }
}

struct RefillView: View {
  @ObservedObject var model: RefillModel
  var body: some View {
    Button("Order") { model.order() }
  }
}

enum PaymentRoute: RouteType {
  case card
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Card") }
}

final class PaymentCoordinator: Coordinator<PaymentRoute> {
  override func start() async { await startFlow(route: .card) }
}
