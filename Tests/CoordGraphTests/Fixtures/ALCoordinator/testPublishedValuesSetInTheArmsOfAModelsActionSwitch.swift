import Combine
import SwiftUI
import SUICoordinator

final class ShopCoordinator: Coordinator<ShopCoordinator.Route> {
  enum Route: RouteType {
    case catalogue(ShopStore)
    case basket(ShopStore)
    case receipt
    case help

    var presentationStyle: TransitionPresentationStyle {
      switch self {
      case .catalogue, .basket: .push
      case .receipt: .sheet
      case .help: .fullScreenCover
      }
    }

    @ViewBuilder var body: some View {
      switch self {
      case .catalogue(let store): CatalogueView(store: store)
      case .basket(let store): BasketView(store: store)
      case .receipt: Text("Thanks")
      case .help: Text("Help")
      }
    }
  }

  private let store = ShopStore()
  private var cancellables: Set<AnyCancellable> = []

  override func start() async {
    store.$destination
      .compactMap { $0 }
      .sink { [weak self] destination in
        Task { await self?.go(to: destination) }
      }
      .store(in: &cancellables)
    await startFlow(route: .catalogue(store))
  }

  private func go(to destination: ShopStore.Destination) async {
    switch destination {
    case .basket: await navigate(toRoute: .basket(store))
    case .receipt: await navigate(toRoute: .receipt)
    case .help: await navigate(toRoute: .help)
    }
  }
}

@MainActor
final class ShopStore: ObservableObject {
  enum Destination { case basket, receipt, help }
  enum Action { case basketTapped, payTapped, helpTapped }

  @Published var destination: Destination?

  func send(_ action: Action) {
    switch action {
    case .basketTapped: destination = .basket
    case .payTapped: destination = .receipt
    case .helpTapped: destination = .help
    }
  }
}

struct CatalogueView: View {
  @ObservedObject var store: ShopStore
  var body: some View {
    List {
      Button("Basket") { store.send(.basketTapped) }
      Button("Help") { store.send(.helpTapped) }
    }
  }
}

struct BasketView: View {
  @ObservedObject var store: ShopStore
  var body: some View {
    Button("Pay") { store.send(.payTapped) }
  }
}
