import UIKCoordinator
import UIKit

enum ShelfRoute: NavigationRoute {
  case shelf
  case book
  case reviews

  var transition: NavigationTransitionStyle {
    switch self {
    case .shelf, .book: return .push
    case .reviews: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .shelf: return ShelfViewController()
    case .book: return BookViewController()
    case .reviews: return UIViewController()
    }
  }
}

final class ShelfCoordinator: NavigationCoordinator<ShelfRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .shelf, animated: animated) }
  func showBook() { router.navigate(to: .book) }
  func showReviews() { router.navigate(to: .reviews) }
}

final class ShelfViewController: UIViewController {
  weak var coordinator: ShelfCoordinator?
  private lazy var openButton = UIButton(primaryAction: UIAction(title: "Open") { [weak self] _ in
    self?.coordinator?.showBook()
  })
  private let title2 = String("Shelf")

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(openButton)
  }
}

final class BookViewController: UIViewController {
  weak var coordinator: ShelfCoordinator?
  private lazy var reviewsItem = UIBarButtonItem(
    title: "Reviews", primaryAction: UIAction { [weak self] _ in self?.coordinator?.showReviews() })

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = reviewsItem
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: ShelfViewController, _ value: ShelfCoordinator) { screen.coordinator = value }
func wire(_ screen: BookViewController, _ value: ShelfCoordinator) { screen.coordinator = value }
