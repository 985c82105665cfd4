import UIKCoordinator
import UIKit

enum PlayerRoute: NavigationRoute {
  case queue
  case nowPlaying
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .queue: return QueueViewController()
    case .nowPlaying: return NowPlayingViewController()
    }
  }
}

enum PlayerEvent {
  case play
  case back
}

final class PlayerCoordinator: NavigationCoordinator<PlayerRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .queue) }

  // An `if case` arm runs where its case is sent; the `else` runs for any other.
  func handle(_ event: PlayerEvent) {
    if case .play = event {
      router.navigate(to: .nowPlaying)
    } else {
      router.pop()
    }
  }

  // After `guard case`, the rest runs only for that case.
  func leave(_ event: PlayerEvent) {
    guard case .back = event else { return }
    router.popToRoot()
  }
}

final class QueueViewController: UIViewController {
  weak var coordinator: PlayerCoordinator?
  @objc func playTapped() { coordinator?.handle(.play) }
  @objc func shuffleTapped() { coordinator?.leave(.play) }
}

final class NowPlayingViewController: UIViewController {
  weak var coordinator: PlayerCoordinator?
  @objc func backTapped() { coordinator?.handle(.back) }
  @objc func closeTapped() { coordinator?.leave(.back) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: QueueViewController, _ value: PlayerCoordinator) { screen.coordinator = value }
func wire(_ screen: NowPlayingViewController, _ value: PlayerCoordinator) { screen.coordinator = value }
