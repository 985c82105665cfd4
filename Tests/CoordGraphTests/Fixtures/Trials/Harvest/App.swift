import Combine
import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let root = FarmCoordinator()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = root.root
    window?.makeKeyAndVisible()
    root.start(animated: false)
    return true
  }
}

extension Notification.Name {
  static let frostWarning = Notification.Name("frostWarning")
}

enum FarmRoute: NavigationRoute {
  case fields(FieldsViewModel)
  case field(id: Int, FieldsViewModel)
  case frost
  case update(required: Bool)

  var transition: NavigationTransitionStyle {
    switch self {
    case .fields, .field: return .push
    case .frost: return .modal
    case .update(let required): return required ? .modalFullscreen : .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .fields(let model): return FieldsViewController(model: model)
    case .field(let id, let model): return FieldViewController(id: id, model: model)
    case .frost: return FrostViewController()
    case .update: return UpdateViewController()
    }
  }
}

final class FarmCoordinator: NavigationCoordinator<FarmRoute> {
  private var bag = Set<AnyCancellable>()
  private lazy var model = FieldsViewModel(coordinator: self)

  init() { super.init(parent: nil) }

  override func start(animated: Bool) {
    router.startFlow(route: .fields(model), animated: animated)
    NotificationCenter.default.publisher(for: .frostWarning)
      .receive(on: RunLoop.main)
      .sink { [weak self] _ in self?.router.navigate(to: .frost) }
      .store(in: &bag)
  }

  func showField(_ id: Int) { router.navigate(to: .field(id: id, model)) }

  func showUpdate(required: Bool) { router.navigate(to: .update(required: required)) }

  func startHarvest(of id: Int) {
    let harvest = HarvestCoordinator(field: id)
    harvest.onFinished = { [weak self] in
      self?.router.popToRoot(animated: true)
    }
    startChildCoordinator(harvest)
  }
}

@MainActor
final class FieldsViewModel {
  private unowned let coordinator: FarmCoordinator
  var needsUpdate = false

  init(coordinator: FarmCoordinator) { self.coordinator = coordinator }

  func load() async {
    try? await Task.sleep(nanoseconds: 1)
    if needsUpdate { coordinator.showUpdate(required: true) }
  }

  func select(section: Int, row: Int) {
    switch section {
    case 0: coordinator.showField(row)
    default: coordinator.startHarvest(of: row)
    }
  }

  func harvest(_ id: Int) { coordinator.startHarvest(of: id) }
}

final class FieldsViewController: UITableViewController {
  private let model: FieldsViewModel
  init(model: FieldsViewModel) {
    self.model = model
    super.init(style: .grouped)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    Task { await model.load() }
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    model.select(section: indexPath.section, row: indexPath.row)
  }
}

final class FieldViewController: UIViewController {
  private let id: Int
  private let model: FieldsViewModel
  init(id: Int, model: FieldsViewModel) {
    self.id = id
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func harvestTapped() {
    let alert = UIAlertController(title: "Harvest?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Start", style: .default) { [weak self] _ in
      guard let self else { return }
      self.model.harvest(self.id)
    })
    present(alert, animated: true)
  }
}

final class FrostViewController: UIViewController {}
final class UpdateViewController: UIViewController {}
