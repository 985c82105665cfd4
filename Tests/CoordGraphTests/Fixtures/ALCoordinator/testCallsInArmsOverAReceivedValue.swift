import SwiftUI
import Combine
import SUICoordinator

enum ShopRoute: RouteType {
  case shelf
  case cart
  case help
  case receipt
  var presentationStyle: TransitionPresentationStyle { .push }
  @ViewBuilder var body: some View {
    switch self {
    case .shelf: ShelfView(model: ShelfModel())
    case .help: HelpView(model: HelpModel())
    default: Text("Shop")
    }
  }
}

enum ShopEvent { case cart, help, receipt }

final class ShelfModel: ObservableObject {
  let events = PassthroughSubject<ShopEvent, Never>()
  func cartTapped() { events.send(.cart) }
  func helpTapped() { events.send(.help) }
}

final class HelpModel: ObservableObject {
  @Published var event: ShopEvent?
  func paid() { event = .receipt }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  var bag = Set<AnyCancellable>()
  override func start() async { await startFlow(route: .shelf) }

  func bind(_ shelf: ShelfModel, _ help: HelpModel) {
    shelf.events.sink { [weak self] event in
      switch event {
      case .cart: self?.show(.cart)
      case .help: self?.show(.help)
      case .receipt: self?.show(.receipt)
      }
    }.store(in: &bag)
    help.$event.compactMap { $0 }.sink { [weak self] event in
      if case .receipt = event { self?.show(.receipt) } else { self?.show(.shelf) }
    }.store(in: &bag)
  }

  func show(_ route: ShopRoute) {
    Task { await navigate(toRoute: route) }
  }
}

struct ShelfView: View {
  @ObservedObject var model: ShelfModel
  var body: some View {
    Button("Cart", action: model.cartTapped)
    Button("Help", action: model.helpTapped)
  }
}

struct HelpView: View {
  @ObservedObject var model: HelpModel
  var body: some View { Button("Pay", action: model.paid) }
}
