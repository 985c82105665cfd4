import UIKCoordinator
import UIKit

enum ShopRoute: NavigationRoute {
  case shelf
  case product(id: Int)
  case bundle
  case upgrade
  case members

  var transition: NavigationTransitionStyle {
    switch self {
    case .upgrade: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .shelf: return ShelfViewController()
    case .product: return ProductViewController()
    default: return UIViewController()
    }
  }
}

enum Tile {
  case product(Int)
  case bundle
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .shelf, animated: animated) }

  func open(_ tile: Tile) {
    let route: ShopRoute = if case .product(let id) = tile { .product(id: id) } else { .bundle }
    router.navigate(to: route)
  }

  func club(isMember: Bool) {
    let route: ShopRoute =
      if isMember {
        .members
      } else {
        .upgrade
      }
    router.navigate(to: route)
  }
}

final class ShelfViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  @objc func tileTapped() { coordinator?.open(.product(3)) }
  @objc func clubTapped() { coordinator?.club(isMember: false) }
}

final class ProductViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  @objc func bundleTapped() { coordinator?.open(.bundle) }
  @objc func clubTapped() { coordinator?.club(isMember: true) }
}

func wire(_ screen: ShelfViewController, _ value: ShopCoordinator) { screen.coordinator = value }
func wire(_ screen: ProductViewController, _ value: ShopCoordinator) { screen.coordinator = value }
