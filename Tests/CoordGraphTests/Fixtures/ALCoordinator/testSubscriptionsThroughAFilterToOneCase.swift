import Combine
import SUICoordinator
import SwiftUI

enum ShopEvent {
  case help
  case deals
  case refresh
}

enum ShopRoute: RouteType {
  case shelf
  case item
  case help
  case deals

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelf, .item: .push
    case .help, .deals: .sheet
    }
  }

  var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .item: ItemView()
    case .help: Text("Help")
    case .deals: Text("Deals")
    }
  }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  let events = PassthroughSubject<ShopEvent, Never>()
  private var bag = Set<AnyCancellable>()

  override func start() async {
    events
      .filter { $0 == .help }
      .sink { [weak self] _ in Task { await self?.navigate(toRoute: .help) } }
      .store(in: &bag)
    events
      .removeDuplicates()
      .filter { event in event == ShopEvent.deals }
      .sink { [weak self] _ in self?.showDeals() }
      .store(in: &bag)
    await startFlow(route: .shelf)
  }

  func item() async { await navigate(toRoute: .item) }
  func showDeals() { Task { await navigate(toRoute: .deals) } }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View {
    Button("Item") { Task { await coordinator.item() } }
    Button("Deals") { coordinator.events.send(.deals) }
    Button("Refresh") { coordinator.events.send(.refresh) }
  }
}

struct ItemView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View {
    Button("Help") { coordinator.events.send(.help) }
    Button("Refresh") { coordinator.events.send(.refresh) }
  }
}
