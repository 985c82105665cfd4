import Jumper
import SwiftUI

final class BasketCoordinator: NavigationCoordinable {
  var navigation: Navigation<BasketCoordinator> = .init(initial: \.review)
  let plant: String

  @Route var review = reviewScreen
  @Route var delivery = deliveryScreen
  @Route var done = doneScreen

  init(plant: String) { self.plant = plant }

  func reviewScreen() -> ScreenView {
    SwiftUIScreen(
      content: ReviewView(
        plant: plant, onNext: { [weak self] in self?.push(\.delivery) }, onCancel: { [weak self] in self?.dismiss() }))
  }

  func deliveryScreen() -> ScreenView {
    SwiftUIScreen(content: DeliveryView(onOrder: { [weak self] in self?.push(\.done) }))
  }

  func doneScreen() -> ScreenView {
    SwiftUIScreen(content: DoneView(onClose: { [weak self] in self?.dismiss() }))
  }
}

struct ReviewView: View {
  let plant: String
  let onNext: () -> Void
  let onCancel: () -> Void

  var body: some View {
    VStack {
      Text(plant)
      Button("Delivery", action: onNext)
      Button("Cancel", action: onCancel)
    }
  }
}

struct DeliveryView: View {
  let onOrder: () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Button("Order", action: onOrder)
      Button("Back") { dismiss() }
    }
  }
}

struct DoneView: View {
  let onClose: () -> Void

  var body: some View {
    Button("Close", action: onClose)
  }
}
