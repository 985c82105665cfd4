import UIKCoordinator
import UIKit

enum SkyRoute: NavigationRoute {
  case tonight(SkyCoordinator)
  case star(name: String, SkyCoordinator)
  case constellation(name: String, SkyCoordinator)
  case share(name: String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .tonight, .star, .constellation: return .push
    case .share: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .tonight(let owner): return TonightViewController(coordinator: owner)
    case .star(let name, let owner): return StarViewController(name: name, coordinator: owner)
    case .constellation(let name, let owner): return ConstellationViewController(name: name, coordinator: owner)
    case .share(let name): return UIActivityViewController(activityItems: [name], applicationActivities: nil)
    }
  }
}

final class SkyCoordinator: NavigationCoordinator<SkyRoute> {
  override func start(animated: Bool) {
    router.startFlow(route: .tonight(self), animated: animated)
  }

  func showStar(named name: String) {
    router.navigate(to: .star(name: name, self))
  }

  func showConstellation(_ name: String) {
    router.navigate(to: .constellation(name: name, self))
  }

  func share(_ name: String) {
    router.navigate(to: .share(name: name))
  }

  func bookTelescope(for target: String) {
    let telescope = TelescopeCoordinator(target: target, presentationStyle: .pageSheet)
    router.navigate(to: telescope)
  }
}

final class TonightViewController: CoordinatedViewController<SkyCoordinator>, UICollectionViewDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .search,
      primaryAction: UIAction { [weak self] _ in self?.coordinator?.showConstellation("Orion") })
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    coordinator?.showStar(named: "Star \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      UIMenu(children: [
        UIAction(title: "Share") { _ in self?.coordinator?.share("Star") },
        UIAction(title: "Observe") { _ in self?.coordinator?.bookTelescope(for: "Star") },
      ])
    }
  }
}

final class StarViewController: CoordinatedViewController<SkyCoordinator> {
  private let name: String

  init(name: String, coordinator: SkyCoordinator) {
    self.name = name
    super.init(coordinator: coordinator)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let observe = UIButton(configuration: .filled())
    observe.addAction(UIAction { [weak self] _ in self?.observeTapped() }, for: .primaryActionTriggered)
    view.addSubview(observe)
  }

  private func observeTapped() {
    coordinator?.bookTelescope(for: name)
  }
}

final class ConstellationViewController: CoordinatedViewController<SkyCoordinator> {
  private let name: String

  init(name: String, coordinator: SkyCoordinator) {
    self.name = name
    super.init(coordinator: coordinator)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let brightest = UIButton(type: .system)
    brightest.addTarget(self, action: #selector(brightestTapped), for: .touchUpInside)
    view.addSubview(brightest)
  }

  @objc private func brightestTapped() {
    coordinator?.showStar(named: "Betelgeuse")
  }
}
