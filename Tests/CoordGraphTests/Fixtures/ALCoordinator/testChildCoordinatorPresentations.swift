import UIKCoordinator
import UIKit

enum HubRoute: NavigationRoute {
  case hub
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { HubViewController() }
}

final class HubCoordinator: NavigationCoordinator<HubRoute> {
  override func start(animated: Bool) { router.startFlow(route: .hub) }

  func openDefault() { router.navigate(to: LeafCoordinator()) }
  func openSheet() { router.navigate(to: LeafCoordinator(presentationStyle: .pageSheet)) }
  func openOwnStyle() {
    let child = SheetLeafCoordinator()
    router.navigate(to: child)
  }
}

final class LeafCoordinator: NavigationCoordinator<HubRoute> {
  override func start(animated: Bool) { router.startFlow(route: .hub) }
}

final class SheetLeafCoordinator: NavigationCoordinator<HubRoute> {
  init() { super.init(presentationStyle: .formSheet) }
  override func start(animated: Bool) { router.startFlow(route: .hub) }
}

final class HubViewController: UIViewController {
  weak var coordinator: HubCoordinator?
  @objc func a() { coordinator?.openDefault() }
  @objc func b() { coordinator?.openSheet() }
  @objc func c() { coordinator?.openOwnStyle() }
}

enum HubPage: TabbarPage {
  case first
  case second

  func coordinator() -> Coordinator {
    switch self {
    case .first: return LeafCoordinator()
    case .second: return SheetLeafCoordinator()
    }
  }
}

final class HubTabs: TabbarCoordinator<HubPage> {
  init(currentPage: HubPage) { super.init(pages: [.first, .second], currentPage: currentPage) }
}

extension HubCoordinator {
  func openTabs() { router.navigate(to: HubTabs(currentPage: .second)) }
}

extension HubViewController {
  @objc func d() { coordinator?.openTabs() }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: HubViewController, _ value: HubCoordinator) { screen.coordinator = value }
