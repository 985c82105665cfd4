import Combine
import UIKCoordinator
import UIKit

final class JournalCoordinator: NavigationCoordinator<JournalCoordinator.Route> {
  enum Route: NavigationRoute {
    case timeline(TimelineViewModel)
    case entry(id: Int)
    case search
    case calendar

    var transition: NavigationTransitionStyle {
      switch self {
      case .search: return .modal
      @unknown default: return .push
      }
    }

    func view() -> UIViewController {
      switch self {
      case .timeline(let model): return TimelineViewController(model: model)
      case .entry: return UIViewController()
      case .search: return UIViewController()
      case .calendar: return UIViewController()
      }
    }
  }

  private let container: AppContainer
  private var bag = Set<AnyCancellable>()

  init(container: AppContainer) {
    self.container = container
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) {
    let model = TimelineViewModel()
    model.$destination
      .compactMap { $0 }
      .sink { [weak self] route in self?.router.navigate(to: route) }
      .store(in: &bag)
    model.$editing
      .filter { $0 != nil }
      .sink { [weak self] entry in self?.edit(entry ?? nil) }
      .store(in: &bag)
    router.startFlow(route: .timeline(model), animated: animated)
  }

  private func edit(_ entry: Int?) {
    let editor = container.makeEditor(entry: entry)
    editor.delegate = self
    router.navigate(to: editor)
  }

  func openSettings() {
    router.navigate(to: container.makeSettings())
  }
}

extension JournalCoordinator: EditorCoordinatorDelegate {
  func editorDidSave(_ editor: EditorCoordinator, entry: Int) {
    editor.finishFlow(animated: true) { [weak self] in
      self?.router.navigate(to: .entry(id: entry))
    }
  }

  func editorDidCancel(_ editor: EditorCoordinator) {
    editor.finishFlow(animated: true)
  }
}

final class TimelineViewModel {
  @Published var destination: JournalCoordinator.Route?
  @Published var editing: Int??

  func select(_ id: Int) { destination = .entry(id: id) }
  func searchTapped() { destination = .search }
  func calendarTapped() {
    if #available(iOS 17, *) {
      destination = .calendar
    }
  }
  func compose() { editing = .some(nil) }
  func edit(_ id: Int) { editing = id }
}

final class TimelineViewController: UIViewController {
  let model: TimelineViewModel
  init(model: TimelineViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.model.compose() }),
      UIBarButtonItem(systemItem: .search, primaryAction: UIAction { [weak self] _ in self?.model.searchTapped() }),
    ]
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Calendar", primaryAction: UIAction { [weak self] _ in self?.model.calendarTapped() })
  }

  func didSelect(_ id: Int, longPress: Bool) {
    longPress ? model.edit(id) : model.select(id)
  }
}
