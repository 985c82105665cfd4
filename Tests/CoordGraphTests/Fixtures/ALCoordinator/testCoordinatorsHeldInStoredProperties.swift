import SwiftUI
import UIKCoordinator

enum YardRoute: NavigationRoute {
  case gate

  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { GateView() }
}

final class YardCoordinator: NavigationCoordinator<YardRoute> {
  private lazy var permits = PermitsCoordinator(presentationStyle: .sheet)
  private let weighbridge = WeighbridgeCoordinator()

  override func start(animated: Bool = true) {
    router.startFlow(route: .gate, animated: animated)
  }

  func openPermits() { router.navigate(to: permits) }
  func openWeighbridge() { router.navigate(to: self.weighbridge) }
}

enum PermitsRoute: NavigationRoute {
  case list
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Permits") }
}

final class PermitsCoordinator: NavigationCoordinator<PermitsRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .list, animated: animated)
  }
}

enum WeighbridgeRoute: NavigationRoute {
  case scale
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Scale") }
}

final class WeighbridgeCoordinator: NavigationCoordinator<WeighbridgeRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .scale, animated: animated)
  }
}

struct GateView: View {
  @EnvironmentObject var coordinator: YardCoordinator
  var body: some View {
    Button("Permits") { coordinator.openPermits() }
    Button("Weighbridge") { coordinator.openWeighbridge() }
  }
}
