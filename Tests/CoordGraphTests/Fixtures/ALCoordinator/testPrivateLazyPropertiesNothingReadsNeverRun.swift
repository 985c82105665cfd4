import UIKCoordinator
import UIKit

enum PantryRoute: NavigationRoute {
  case shelves
  case recipe
  case shopping
  case timer

  var transition: NavigationTransitionStyle {
    switch self {
    case .shelves, .recipe: return .push
    case .shopping, .timer: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .shelves:
      let screen = ShelvesViewController()
      screen.coordinator = coordinator
      return screen
    default: return UIViewController()
    }
  }

  private var coordinator: PantryCoordinator? { nil }
}

final class PantryCoordinator: NavigationCoordinator<PantryRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .shelves, animated: animated) }
  func showRecipe() { router.navigate(to: .recipe) }
  func showShopping() { router.navigate(to: .shopping) }
  func showTimer() { router.navigate(to: .timer) }
}

final class ShelvesViewController: UIViewController {
  weak var coordinator: PantryCoordinator?

  private lazy var recipeButton = UIButton(primaryAction: UIAction(title: "Recipe") { [weak self] _ in
    self?.coordinator?.showRecipe()
  })

  private lazy var shoppingButton = UIButton(primaryAction: UIAction(title: "Shopping") { [weak self] _ in
    self?.coordinator?.showShopping()
  })

  private lazy var shortcuts: [String: () -> Void] = [
    "timer": { [weak self] in self?.coordinator?.showTimer() }
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(recipeButton)
  }
}
