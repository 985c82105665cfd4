import UIKit
import UIKCoordinator

enum ShopRoute: NavigationRoute {
  case home
  case shoes
  case hats
  case bags
  case sale
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .home: return HomeViewController()
    case .sale: return SaleViewController()
    default: return UIViewController()
    }
  }
}

enum Aisle { case shoes, hats, bags }

struct Tile {
  let title: String
  let aisle: Aisle
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .home) }

  func browse(_ tile: Tile) {
    switch tile.aisle {
    case .shoes: router.navigate(to: .shoes)
    case .hats: router.navigate(to: .hats)
    case .bags: router.navigate(to: .bags)
    }
  }

  func showSale() { router.navigate(to: .sale) }
}

final class TileCell: UICollectionViewCell {
  var onTap: (() -> Void)?
}

final class HomeViewController: UICollectionViewController {
  weak var coordinator: ShopCoordinator?
  private let tiles = [Tile(title: "Shoes", aisle: .shoes), Tile(title: "Hats", aisle: .hats)]

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = TileCell()
    let tile = tiles[indexPath.item]
    cell.onTap = { [weak self] in self?.coordinator?.browse(tile) }
    return cell
  }

  @objc func saleTapped() { coordinator?.showSale() }
}

final class SaleViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  private let featured = Tile(title: "Bags", aisle: .bags)
  @objc func featuredTapped() { coordinator?.browse(featured) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: HomeViewController, _ value: ShopCoordinator) { screen.coordinator = value }
func wire(_ screen: SaleViewController, _ value: ShopCoordinator) { screen.coordinator = value }
