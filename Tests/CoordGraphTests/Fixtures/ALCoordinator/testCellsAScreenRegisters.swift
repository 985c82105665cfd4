import UIKCoordinator
import UIKit

enum AtlasRoute: NavigationRoute {
  case tags(AtlasCoordinator)
  case tag

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .tags(let coordinator): return TagsViewController(coordinator: coordinator)
    case .tag: return UIViewController()
    }
  }
}

final class AtlasCoordinator: NavigationCoordinator<AtlasRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .tags(self), animated: animated) }
  func showTag() { router.navigate(to: .tag) }
}

final class TagCell: UICollectionViewCell {
  weak var coordinator: AtlasCoordinator?

  @objc func tapped() { coordinator?.showTag() }
}

extension UICollectionView {
  func dequeue<Cell: UICollectionViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
    dequeueReusableCell(withReuseIdentifier: String(describing: type), for: indexPath) as! Cell
  }
}

final class TagsViewController: UICollectionViewController {
  private weak var coordinator: AtlasCoordinator?

  init(coordinator: AtlasCoordinator) {
    self.coordinator = coordinator
    super.init(collectionViewLayout: UICollectionViewFlowLayout())
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: "TagCell")
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeue(TagCell.self, for: indexPath)
    cell.coordinator = coordinator
    return cell
  }
}
