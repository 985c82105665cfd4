import UIKCoordinator
import UIKit

enum FitnessPage: TabbarPage, CaseIterable {
  case workouts
  case history

  var title: String {
    switch self {
    case .workouts: return "Workouts"
    case .history: return "History"
    }
  }

  var position: Int {
    switch self {
    case .workouts: return 0
    case .history: return 1
    }
  }

  func coordinator() -> Coordinator {
    switch self {
    case .workouts: return WorkoutsCoordinator()
    case .history: return HistoryCoordinator()
    }
  }
}

final class FitnessTabs: TabbarCoordinator<FitnessPage> {
  init() {
    super.init(pages: FitnessPage.allCases, currentPage: .workouts)
  }
}

enum HistoryRoute: NavigationRoute {
  case list(HistoryViewModel)
  case session(id: Int)
  case exportFailed

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .session: return .push
    case .exportFailed: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let model): return HistoryViewController(model: model)
    case .session: return UIViewController()
    case .exportFailed: return UIViewController()
    }
  }
}

final class HistoryCoordinator: NavigationCoordinator<HistoryRoute> {
  override func start(animated: Bool = true) {
    let model = HistoryViewModel()
    model.onOpen = { [weak self] id in self?.router.navigate(to: .session(id: id)) }
    model.onExportResult = { [weak self] result in
      switch result {
      case .success: self?.router.popToRoot()
      case .failure: self?.router.navigate(to: .exportFailed)
      }
    }
    router.startFlow(route: .list(model), animated: animated)
  }
}

final class HistoryViewModel {
  var onOpen: ((Int) -> Void)?
  var onExportResult: ((Result<Void, Error>) -> Void)?

  func select(row: Int) { onOpen?(row) }

  func export() {
    Task { @MainActor in
      do {
        try await Exporter.run()
        onExportResult?(.success(()))
      } catch {
        onExportResult?(.failure(error))
      }
    }
  }
}

enum Exporter {
  static func run() async throws {}
}

final class HistoryViewController: UITableViewController {
  let model: HistoryViewModel
  init(model: HistoryViewModel) {
    self.model = model
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    model.select(row: indexPath.row)
  }
  @objc func exportTapped() { model.export() }
}
