import UIKCoordinator
import UIKit

enum RootRoute: NavigationRoute {
  case home
  case news
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .home: return HomeViewController()
    case .news: return NewsViewController()
    }
  }
}

final class RootCoordinator: NavigationCoordinator<RootRoute> {
  override func start(animated: Bool) { router.startFlow(route: .home) }
  func showNews() { router.startFlow(route: .news) }
  func again() { restart(animated: true) }
  func signOut() { restartApp(animated: true) }
  func backHome() { router.popToView(HomeViewController.self) }

  func open(_ url: URL) {
    switch url.host {
    case "news": showNews()
    case "promo":
      let promo = PromoCoordinator()
      promo.forcePresentation(presentationStyle: .formSheet, mainCoordinator: self)
    default: break
    }
  }
}

enum PromoRoute: NavigationRoute {
  case offer
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { OfferViewController() }
}

final class PromoCoordinator: NavigationCoordinator<PromoRoute> {
  override func start(animated: Bool) { router.startFlow(route: .offer) }
}

final class HomeViewController: UIViewController {
  weak var coordinator: RootCoordinator?
  @objc func newsTapped() { coordinator?.showNews() }
}

final class NewsViewController: UIViewController {
  weak var coordinator: RootCoordinator?
  @objc func refresh() { coordinator?.again() }
  @objc func signOut() { coordinator?.signOut() }
  @objc func home() { coordinator?.backHome() }
}

final class OfferViewController: UIViewController {}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: HomeViewController, _ value: RootCoordinator) { screen.coordinator = value }
func wire(_ screen: NewsViewController, _ value: RootCoordinator) { screen.coordinator = value }
