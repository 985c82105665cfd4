import UIKCoordinator
import UIKit

enum Channel { case video, audio, text }

enum SupportRoute: NavigationRoute {
  case home(SupportCoordinator), list(SupportCoordinator), map, call, chat, notes, board
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .home(let coordinator): return HomeViewController(coordinator: coordinator)
    case .list(let coordinator): return ListViewController(coordinator: coordinator)
    default: return UIViewController()
    }
  }
}

final class SupportCoordinator: NavigationCoordinator<SupportRoute> {
  var mode: Channel = .text

  override func start(animated: Bool) { router.startFlow(route: .home(self)) }

  func open(channel: Channel) {
    if channel != .video {
      router.navigate(to: .map)
    } else {
      router.navigate(to: .call)
    }
  }

  func show(channel: Channel) {
    guard channel != .text else {
      router.navigate(to: .chat)
      return
    }
    router.navigate(to: .list(self))
  }

  func file(_ title: String, channel: Channel) {
    if channel != .audio {
      router.navigate(to: .notes)
      return
    }
    router.navigate(to: .board)
  }
}

final class HomeViewController: UIViewController {
  weak var coordinator: SupportCoordinator?
  init(coordinator: SupportCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func call() { coordinator?.open(channel: .video) }
  @objc func list() { coordinator?.show(channel: .audio) }
  @objc func notes() { coordinator?.file("a", channel: .text) }
}

final class ListViewController: UIViewController {
  weak var coordinator: SupportCoordinator?
  init(coordinator: SupportCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func map() { coordinator?.open(channel: .audio) }
  @objc func chat() { coordinator?.show(channel: .text) }
  @objc func board() { coordinator?.file("b", channel: .audio) }
}
