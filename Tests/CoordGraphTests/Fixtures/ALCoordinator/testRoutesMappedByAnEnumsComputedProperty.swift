import SUICoordinator
import SwiftUI

enum Drink: CaseIterable {
  case coffee, tea

  var route: BarRoute {
    switch self {
    case .coffee: .coffee
    case .tea: .tea
    }
  }
}

enum BarRoute: RouteType {
  case counter
  case coffee
  case tea
  case tab
  case closed

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .counter: CounterView(drink: .coffee)
    case .coffee: CupView()
    default: Text("Bar")
    }
  }
}

final class BarCoordinator: Coordinator<BarRoute> {
  override func start() async { await startFlow(route: .counter) }

  func go(_ route: BarRoute) async { await navigate(toRoute: route) }

  func pour(_ drink: Drink) async { await navigate(toRoute: drink.route) }
}

struct CounterView: View {
  @EnvironmentObject var coordinator: BarCoordinator
  let drink: Drink
  var body: some View {
    Button("Usual") { Task { await coordinator.go(drink.route) } }
    Button("Tea") { Task { await coordinator.pour(.tea) } }
  }
}

struct CupView: View {
  @EnvironmentObject var coordinator: BarCoordinator
  var body: some View {
    Button("Tab") { Task { await coordinator.go(.tab) } }
  }
}

@main
struct BarApp: App {
  @StateObject var coordinator = BarCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
