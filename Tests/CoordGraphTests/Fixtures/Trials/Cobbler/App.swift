import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var tabs: WorkshopTabs?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let tabs = WorkshopTabs()
    window.rootViewController = tabs.root
    window.makeKeyAndVisible()
    tabs.start(animated: false)
    self.window = window
    self.tabs = tabs
  }
}

enum WorkshopPage: TabbarPage, CaseIterable {
  case catalogue, repairs

  func coordinator() -> Coordinator {
    switch self {
    case .catalogue: return CatalogueCoordinator()
    case .repairs: return RepairsCoordinator()
    }
  }

  var title: String {
    switch self {
    case .catalogue: return "Catalogue"
    case .repairs: return "Repairs"
    }
  }

  var icon: String { "shoe" }

  var position: Int {
    switch self {
    case .catalogue: return 0
    case .repairs: return 1
    }
  }
}

final class WorkshopTabs: TabbarCoordinator<WorkshopPage> {
  init() {
    super.init(pages: WorkshopPage.allCases, currentPage: .catalogue)
  }
}

/// What the shoe screen asks of whichever flow shows it.
protocol ShoeRouting: AnyObject {
  func showMaker(of shoe: String)
  func showSizes(of shoe: String)
}

/// The shoe screen, shown by the catalogue and by the repairs.
final class ShoeViewController: UIViewController {
  let shoe: String
  private weak var router: ShoeRouting?

  init(shoe: String, router: ShoeRouting) {
    self.shoe = shoe
    self.router = router
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func makerTapped() { router?.showMaker(of: shoe) }
  @objc private func sizesTapped() { router?.showSizes(of: shoe) }
}
