import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private var app: SalonCoordinator?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let app = SalonCoordinator(factory: LiveFactory())
    window.rootViewController = app.root
    app.start(animated: false)
    window.makeKeyAndVisible()
    self.window = window
    self.app = app
    return true
  }
}

/// Makes the app's child flows; tests give a fake.
protocol FlowFactory {
  func makeBooking(for service: String, parent: SalonCoordinator) -> AnyCoordinator
  func makeProfile() -> ProfileCoordinator
}

struct LiveFactory: FlowFactory {
  func makeBooking(for service: String, parent: SalonCoordinator) -> AnyCoordinator {
    BookingCoordinator(service: service, parent: parent)
  }

  func makeProfile() -> ProfileCoordinator { ProfileCoordinator() }
}

enum SalonRoute: NavigationRoute {
  case services(SalonCoordinator)
  case service(String, SalonCoordinator)
  case stylists

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .services(let owner): return ServicesViewController(coordinator: owner)
    case .service(let name, let owner): return ServiceViewController(name: name, coordinator: owner)
    case .stylists: return UIViewController()
    }
  }
}

final class SalonCoordinator: NavigationCoordinator<SalonRoute> {
  private let factory: FlowFactory
  private lazy var profile = factory.makeProfile()

  init(factory: FlowFactory) {
    self.factory = factory
    super.init(parent: nil)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .services(self), animated: animated)
  }

  func show(_ service: String) { router.navigate(to: .service(service, self)) }
  func showStylists() { router.navigate(to: .stylists) }
  func showProfile() { router.navigate(to: profile) }

  func book(_ service: String) {
    let booking = factory.makeBooking(for: service, parent: self)
    router.navigate(to: booking)
  }

  /// The booking flow tells its parent when it is done.
  func bookingFinished(confirmed: Bool) {
    guard confirmed else { return }
    child(ofType: ProfileCoordinator.self)?.showAppointments()
  }

  private func child<T>(ofType type: T.Type) -> T? {
    children.lazy.compactMap { $0 as? T }.first
  }
}

final class ServicesViewController: UITableViewController {
  private weak var coordinator: SalonCoordinator?
  init(coordinator: SalonCoordinator) {
    self.coordinator = coordinator
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "person"), primaryAction: UIAction { [weak self] _ in self?.coordinator?.showProfile() })
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    defer { tableView.deselectRow(at: indexPath, animated: true) }
    if indexPath.section == 1 {
      coordinator?.showStylists()
      return
    }
    coordinator?.show(["Cut", "Colour"][indexPath.row])
  }
}

final class ServiceViewController: UIViewController {
  private let name: String
  private weak var coordinator: SalonCoordinator?
  init(name: String, coordinator: SalonCoordinator) {
    self.name = name
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func bookTapped() { coordinator?.book(name) }
}
