import UIKCoordinator
import UIKit

enum Plan { case free, pro }
enum Entry { case scan, manual }

enum ShopRoute: NavigationRoute {
  case home(ShopCoordinator), catalog(ShopCoordinator), upgrade, export, signIn, basket, scanner, form
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .home(let coordinator): return HomeViewController(coordinator: coordinator)
    case .catalog(let coordinator): return CatalogViewController(coordinator: coordinator)
    default: return UIViewController()
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  override func start(animated: Bool) { router.startFlow(route: .home(self)) }

  func export(plan: Plan) {
    if plan == .free {
      router.navigate(to: .upgrade)
      return
    }
    router.navigate(to: .export)
  }

  func checkout(signedIn: Bool) {
    if !signedIn {
      router.navigate(to: .signIn)
      return
    }
    router.navigate(to: .basket)
  }

  func add(_ entry: Entry) {
    if case .scan = entry {
      router.navigate(to: .scanner)
      return
    }
    router.navigate(to: .form)
  }

  func browse() { router.navigate(to: .catalog(self)) }
}

final class HomeViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func export() { coordinator?.export(plan: .free) }
  @objc func checkout() { coordinator?.checkout(signedIn: false) }
  @objc func scan() { coordinator?.add(.scan) }
  @objc func browse() { coordinator?.browse() }
}

final class CatalogViewController: UIViewController {
  weak var coordinator: ShopCoordinator?
  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func export() { coordinator?.export(plan: .pro) }
  @objc func checkout() { coordinator?.checkout(signedIn: true) }
  @objc func type() { coordinator?.add(.manual) }
}
