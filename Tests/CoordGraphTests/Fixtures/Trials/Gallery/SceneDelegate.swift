import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var coordinator: GalleryCoordinator?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let coordinator = GalleryCoordinator()
    window.rootViewController = coordinator.root
    coordinator.start(animated: false)
    window.makeKeyAndVisible()
    self.window = window
    self.coordinator = coordinator
  }
}

enum GalleryRoute: NavigationRoute {
  case walls(GalleryCoordinator)
  case painting(id: Int, GalleryCoordinator)
  case artist(String)
  case audioGuide(GalleryCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .walls, .painting, .artist: return .push
    case .audioGuide: return .modal
    }
  }

  func view() -> UIViewController {
    let storyboard = UIStoryboard(name: "Gallery", bundle: nil)
    switch self {
    case .walls(let owner):
      return storyboard.instantiateViewController(identifier: "Walls") { coder in
        WallsViewController(coder: coder, coordinator: owner)
      }
    case .painting(let id, let owner):
      return storyboard.instantiateViewController(identifier: "Painting") { coder in
        PaintingViewController(coder: coder, id: id, coordinator: owner)
      }
    case .artist(let name):
      let controller = UIViewController()
      controller.title = name
      return controller
    case .audioGuide(let owner):
      return storyboard.instantiateViewController(identifier: "AudioGuide") { coder in
        AudioGuideViewController(coder: coder, onDone: { owner.closeGuide() })
      }
    }
  }
}

final class GalleryCoordinator: NavigationCoordinator<GalleryRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool) {
    router.startFlow(route: .walls(self), animated: animated)
  }

  func show(painting id: Int) { router.navigate(to: .painting(id: id, self)) }
  func showArtist(_ name: String) { router.navigate(to: .artist(name)) }
  func playGuide() { router.navigate(to: .audioGuide(self)) }
  func closeGuide() { router.dismiss(animated: true) }
}

final class WallsViewController: UICollectionViewController {
  private weak var coordinator: GalleryCoordinator?

  init?(coder: NSCoder, coordinator: GalleryCoordinator) {
    self.coordinator = coordinator
    super.init(coder: coder)
  }
  required init?(coder: NSCoder) { fatalError("use init(coder:coordinator:)") }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    coordinator?.show(painting: indexPath.item)
  }

  @IBAction private func guideTapped(_ sender: UIBarButtonItem) { coordinator?.playGuide() }
}

final class PaintingViewController: UIViewController {
  private let id: Int
  private weak var coordinator: GalleryCoordinator?

  init?(coder: NSCoder, id: Int, coordinator: GalleryCoordinator) {
    self.id = id
    self.coordinator = coordinator
    super.init(coder: coder)
  }
  required init?(coder: NSCoder) { fatalError("use init(coder:id:coordinator:)") }

  @IBAction private func artistTapped(_ sender: UIButton) { coordinator?.showArtist("Vermeer") }
}

final class AudioGuideViewController: UIViewController {
  private let onDone: () -> Void

  init?(coder: NSCoder, onDone: @escaping () -> Void) {
    self.onDone = onDone
    super.init(coder: coder)
  }
  required init?(coder: NSCoder) { fatalError("use init(coder:onDone:)") }

  @IBAction private func doneTapped(_ sender: UIBarButtonItem) { onDone() }
}
