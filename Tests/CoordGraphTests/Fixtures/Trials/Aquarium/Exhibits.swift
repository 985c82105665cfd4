import UIKCoordinator
import UIKit

protocol ExhibitsRouting: AnyObject {
  func showExhibit(_ id: Int)
  func showMap()
  func showFeeding(of id: Int)
}

enum ExhibitsRoute: NavigationRoute {
  case list(ExhibitsViewModel)
  case exhibit(id: Int, router: ExhibitsRouting)
  case map
  case feeding(exhibit: Int)

  var transition: NavigationTransitionStyle {
    switch self {
    case .feeding: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let model):
      return ExhibitsViewController(model: model)
    case .exhibit(let id, let router):
      let controller = ExhibitViewController(id: id)
      controller.router = router
      return controller
    case .map:
      return MapViewController()
    case .feeding(let id):
      return FeedingViewController(exhibit: id)
    }
  }
}

final class ExhibitsCoordinator: NavigationCoordinator<ExhibitsRoute> {
  override func start(animated: Bool) {
    let model = ExhibitsViewModel()
    model.router = self
    router.startFlow(route: .list(model), animated: animated)
  }
}

extension ExhibitsCoordinator: ExhibitsRouting {
  func showExhibit(_ id: Int) { router.navigate(to: .exhibit(id: id, router: self)) }
  func showMap() { router.navigate(to: .map) }
  func showFeeding(of id: Int) { router.navigate(to: .feeding(exhibit: id)) }
}

final class ExhibitsViewModel {
  weak var router: ExhibitsRouting?
  private(set) var exhibits: [Int] = [1, 2, 3]

  func select(_ indexPath: IndexPath) {
    guard exhibits.indices.contains(indexPath.item) else { return }
    router?.showExhibit(exhibits[indexPath.item])
  }

  func mapTapped() { router?.showMap() }
}

final class ExhibitsViewController: UIViewController {
  private let model: ExhibitsViewModel
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())

  init(model: ExhibitsViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.delegate = self
    view.addSubview(collectionView)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "map"), style: .plain, target: self, action: #selector(mapTapped))
  }

  @objc private func mapTapped() { model.mapTapped() }

  private static func layout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
  }
}

extension ExhibitsViewController: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    model.select(indexPath)
  }
}

final class ExhibitViewController: UIViewController {
  let id: Int
  weak var router: ExhibitsRouting?

  init(id: Int) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Feeding", primaryAction: UIAction { [weak self] _ in self?.askAboutFeeding() })
  }

  private func askAboutFeeding() {
    let alert = UIAlertController(title: "Feeding at 3pm", message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Show me", style: .default) { [weak self] _ in
      guard let self else { return }
      self.router?.showFeeding(of: self.id)
    })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true)
  }
}

final class MapViewController: UIViewController {}
final class FeedingViewController: UIViewController {
  init(exhibit: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
