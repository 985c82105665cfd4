import UIKit
import UIKCoordinator

// A tab's coordinator is started by no action: what follows its finish fires where the finish is asked.
enum Page: TabbarPage, CaseIterable {
  case feed, profile
  var title: String { "x" }
  var icon: UIImage { UIImage() }
  var position: Int { self == .feed ? 0 : 1 }
  func coordinator() -> Coordinator {
    switch self {
    case .feed: return FeedCoordinator()
    case .profile: return ProfileCoordinator()
    }
  }
}

final class Tabs: TabbarCoordinator<Page> {
  init() { super.init(pages: Page.allCases, currentPage: .feed) }
}

enum FeedRoute: NavigationRoute {
  case list
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { UIViewController() }
}

final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .list, animated: animated) }
}

enum ProfileRoute: NavigationRoute {
  case me(ProfileCoordinator)
  case goodbye
  var transition: NavigationTransitionStyle {
    switch self {
    case .me: return .push
    case .goodbye: return .modal
    }
  }
  func view() -> UIViewController {
    switch self {
    case .me(let coordinator): return MeViewController(coordinator: coordinator)
    case .goodbye: return UIViewController()
    }
  }
}

final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .me(self), animated: animated) }
  func logout() {
    finishFlow(animated: true, completion: nil)
    router.navigate(to: .goodbye)
    (parent as? Tabs)?.currentPage = .feed
  }
}

final class MeViewController: UIViewController {
  private unowned let coordinator: ProfileCoordinator
  init(coordinator: ProfileCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func logoutTapped() { coordinator.logout() }
}
