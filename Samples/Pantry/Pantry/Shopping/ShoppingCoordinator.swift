import SUICoordinator
import SwiftUI

enum ShoppingRoute: RouteType {
  case shoppingList(viewModel: ShoppingListViewModel)
  case storePicker

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shoppingList: .push
    case .storePicker: .sheet
    }
  }

  var body: some View {
    switch self {
    case .shoppingList(let viewModel): ShoppingListView(viewModel: viewModel)
    case .storePicker: StorePickerView()
    }
  }
}

final class ShoppingCoordinator: Coordinator<ShoppingRoute> {
  override func start() async {
    await startFlow(route: .shoppingList(viewModel: ShoppingListViewModel(coordinator: self)))
  }

  func pickStore() async {
    await navigate(toRoute: .storePicker)
  }

  func checkout() async {
    let checkout = CheckoutCoordinator()
    await navigate(to: checkout, presentationStyle: .sheet)
  }
}

@MainActor final class ShoppingListViewModel: ObservableObject {
  private weak var coordinator: ShoppingCoordinator?

  init(coordinator: ShoppingCoordinator) { self.coordinator = coordinator }

  func storeTapped() async { await coordinator?.pickStore() }
  func checkoutTapped() async { await coordinator?.checkout() }
}

struct ShoppingListView: View {
  @StateObject var viewModel: ShoppingListViewModel

  var body: some View {
    VStack {
      Button("Store") { Task { await viewModel.storeTapped() } }
      Button("Checkout") { Task { await viewModel.checkoutTapped() } }
    }
  }
}

struct StorePickerView: View {
  var body: some View { Text("Stores nearby") }
}
