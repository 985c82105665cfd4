import UIKCoordinator
import UIKit

struct Factory {
  func makeMission(id: String) -> MissionCoordinator {
    let coordinator = MissionCoordinator(missionID: id, presentationStyle: .pageSheet)
    coordinator.isTracked = true
    return coordinator
  }
}

enum BaseRoute: NavigationRoute {
  case dashboard(BaseCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .dashboard(let coordinator): return DashboardViewController(coordinator: coordinator)
    }
  }
}

final class BaseCoordinator: NavigationCoordinator<BaseRoute> {
  private let factory = Factory()

  override func start(animated: Bool = true) { router.startFlow(route: .dashboard(self), animated: animated) }

  func openMission(_ id: String) {
    let mission = factory.makeMission(id: id)
    router.navigate(to: mission)
  }

  func openHelp() { router.navigate(to: HelpCoordinator()) }
}

final class DashboardViewController: UIViewController {
  private weak var coordinator: BaseCoordinator?
  init(coordinator: BaseCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func mission() { coordinator?.openMission("M1") }
  @objc private func help() { coordinator?.openHelp() }
}

enum MissionRoute: NavigationRoute {
  case overview
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class MissionCoordinator: NavigationCoordinator<MissionRoute> {
  let missionID: String
  var isTracked = false

  init(missionID: String, presentationStyle: PresentationStyle) {
    self.missionID = missionID
    super.init(presentationStyle: presentationStyle)
  }

  override func start(animated: Bool = true) { router.startFlow(route: .overview, animated: animated) }
}

enum HelpRoute: NavigationRoute {
  case topics
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class HelpCoordinator: NavigationCoordinator<HelpRoute> {
  init(presentationStyle: PresentationStyle = .formSheet) {
    super.init(presentationStyle: presentationStyle)
  }

  override func start(animated: Bool = true) { router.startFlow(route: .topics, animated: animated) }
}
