import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let coordinator = ParcelCoordinator()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window?.rootViewController = coordinator.root
    coordinator.start(animated: false)
    return true
  }
}

enum ParcelRoute: NavigationRoute {
  case list(ListModel)
  case detail(DetailModel)
  case track
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .list(let model): return ListViewController(model: model)
    case .detail(let model): return DetailViewController(model: model)
    case .track: return UIViewController()
    }
  }
}

final class ParcelCoordinator: NavigationCoordinator<ParcelRoute> {
  override func start(animated: Bool = true) {
    let model = ListModel()
    model.onOutput = { [weak self] output in
      switch output {
      case .open: self?.showDetail()
      case .signOut: self?.restartApp()
      }
    }
    router.startFlow(route: .list(model), animated: animated)
  }

  private func showDetail() {
    let model = DetailModel()
    model.onOutput = { [weak self] output in
      switch output {
      case .track: self?.router.navigate(to: .track)
      case .back: self?.router.pop()
      }
    }
    router.navigate(to: .detail(model))
  }
}

final class ListModel {
  enum Output { case open, signOut }
  var onOutput: ((Output) -> Void)?
  func select() { onOutput?(.open) }
}

final class DetailModel {
  enum Output { case track, back }
  var onOutput: ((Output) -> Void)?
  func trackTapped() { onOutput?(.track) }
}

final class ListViewController: UIViewController {
  let model: ListModel
  init(model: ListModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func rowTapped() { model.select() }
}

final class DetailViewController: UIViewController {
  let model: DetailModel
  init(model: DetailModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func trackTapped() { model.trackTapped() }
}
