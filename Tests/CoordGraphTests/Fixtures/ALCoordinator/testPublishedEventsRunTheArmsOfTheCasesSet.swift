import Combine
import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let coordinator = SetupCoordinator()
  func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    window?.rootViewController = coordinator.root
    coordinator.start(animated: false)
    return true
  }
}

enum SetupRoute: NavigationRoute {
  case welcome(WelcomeModel)
  case permissions
  case help
  var transition: NavigationTransitionStyle {
    switch self {
    case .help: return .modal
    default: return .push
    }
  }
  func view() -> UIViewController {
    switch self {
    case .welcome(let model): return WelcomeViewController(model: model)
    case .permissions: return UIViewController()
    case .help: return UIViewController()
    }
  }
}

final class SetupCoordinator: NavigationCoordinator<SetupRoute> {
  private var bag = Set<AnyCancellable>()
  override func start(animated: Bool = true) {
    let model = WelcomeModel()
    model.$event
      .compactMap { $0 }
      .sink { [weak self] event in
        switch event {
        case .next: self?.router.navigate(to: .permissions)
        case .help: self?.router.navigate(to: .help)
        case .close: self?.router.dismiss()
        }
      }
      .store(in: &bag)
    router.startFlow(route: .welcome(model), animated: animated)
  }
}

final class WelcomeModel: ObservableObject {
  enum Event { case next, help, close }
  @Published var event: Event?
  func continueTapped() { event = .next }
  func helpTapped() { event = .help }
}

final class WelcomeViewController: UIViewController {
  let model: WelcomeModel
  init(model: WelcomeModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func continueTapped() { model.continueTapped() }
  @objc func helpTapped() { model.helpTapped() }
}
