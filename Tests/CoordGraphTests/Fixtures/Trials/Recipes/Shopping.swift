import SUICoordinator
import SwiftUI

enum ShoppingRoute: RouteType {
  case list, store(name: String), checkout
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .list: ShoppingListView()
    case .store(let name): Text(name)
    case .checkout: CheckoutView()
    }
  }
}

@Coordinator(ShoppingRoute.self)
final class ShoppingCoordinator {
  func start() async { await startFlow(route: .list) }
  func store(_ name: String) async { await navigate(toRoute: .store(name: name)) }
  func checkout() async { await navigate(toRoute: .checkout) }
  func finish() async { await finishFlow() }
  func restartEverything() async { await restart() }
}

struct ShoppingListView: View {
  @EnvironmentObject var coordinator: ShoppingCoordinator
  var body: some View {
    ForEach(["A", "B"], id: \.self) { name in
      Button(name) { Task { await coordinator.store(name) } }
    }
    Button("Checkout") { Task { await coordinator.checkout() } }
  }
}

struct CheckoutView: View {
  @EnvironmentObject var coordinator: ShoppingCoordinator
  var body: some View {
    Button("Done") { Task { await coordinator.finish() } }
  }
}
