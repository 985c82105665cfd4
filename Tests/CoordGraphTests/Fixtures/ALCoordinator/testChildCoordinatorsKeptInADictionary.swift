import UIKCoordinator
import UIKit

enum Flow: Hashable {
  case booking
  case loyalty
}

enum LobbyRoute: NavigationRoute {
  case lobby(LobbyCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .lobby(let coordinator):
      let lobby = LobbyViewController()
      lobby.coordinator = coordinator
      return lobby
    }
  }
}

final class LobbyCoordinator: NavigationCoordinator<LobbyRoute> {
  private lazy var flows: [Flow: Coordinator] = [
    .booking: BookingCoordinator(presentationStyle: .fullScreen),
    .loyalty: LoyaltyCoordinator(presentationStyle: .pageSheet),
  ]

  override func start(animated: Bool = true) {
    router.startFlow(route: .lobby(self), animated: animated)
  }

  func book() {
    guard let flow = flows[.booking] else { return }
    router.navigate(to: flow)
  }

  func loyalty() {
    if let flow = self.flows[.loyalty] { router.navigate(to: flow) }
  }
}

final class LobbyViewController: UIViewController {
  weak var coordinator: LobbyCoordinator?
  @objc func book() { coordinator?.book() }
  @objc func loyalty() { coordinator?.loyalty() }
}

enum BookingRoute: NavigationRoute {
  case dates
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class BookingCoordinator: NavigationCoordinator<BookingRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .dates, animated: animated) }
}

enum LoyaltyRoute: NavigationRoute {
  case points
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class LoyaltyCoordinator: NavigationCoordinator<LoyaltyRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .points, animated: animated) }
}
