import RxCocoa
import RxRelay
import RxSwift
import UIKCoordinator
import UIKit

enum ShopRoute: NavigationRoute {
  case catalog(CatalogModel)
  case product
  case help

  var transition: NavigationTransitionStyle {
    switch self {
    case .catalog, .product: return .push
    case .help: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .catalog(let model): return CatalogViewController(model: model)
    case .product: return ProductViewController()
    case .help: return UIViewController()
    }
  }
}

enum AccountEvent {
  case signedOut
  case done
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  private let bag = DisposeBag()

  override func start(animated: Bool = true) {
    let model = CatalogModel()
    // A relay of routes, subscribed to through an operator: each route accepted is navigated to.
    model.routes
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] route in self?.router.navigate(to: route) })
      .disposed(by: bag)
    // RxCocoa's notification: it runs where the app posts it.
    NotificationCenter.default.rx.notification(.cartEmptied)
      .subscribe(onNext: { [weak self] _ in self?.router.popToRoot() })
      .disposed(by: bag)
    router.startFlow(route: .catalog(model), animated: animated)
  }

  func showAccount() {
    let account = AccountCoordinator(presentationStyle: .sheet)
    // A child's subject of events: each arm runs where its case is sent.
    account.events
      .bind(onNext: { [weak self] event in
        switch event {
        case .signedOut: self?.restart()
        case .done: account.finishFlow()
        }
      })
      .disposed(by: bag)
    router.navigate(to: account)
  }
}

final class CatalogModel {
  let routes = PublishRelay<ShopRoute>()
  weak var coordinator: ShopCoordinator?

  func open() { routes.accept(.product) }
  func account() { coordinator?.showAccount() }
}

final class CatalogViewController: UIViewController {
  let model: CatalogModel
  init(model: CatalogModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc func productTapped() { model.open() }
  @objc func accountTapped() { model.account() }
  @objc func helpTapped() { model.routes.accept(.help) }
}

final class ProductViewController: UIViewController {
  @objc func emptyTapped() { NotificationCenter.default.post(name: .cartEmptied, object: nil) }
}

extension Notification.Name {
  static let cartEmptied = Notification.Name("cartEmptied")
}

enum AccountRoute: NavigationRoute {
  case overview
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { AccountViewController() }
}

final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
  let events = PublishSubject<AccountEvent>()
  override func start(animated: Bool = true) { router.startFlow(route: .overview, animated: animated) }
}

final class AccountViewController: UIViewController {
  weak var coordinator: AccountCoordinator?
  @objc func signOutTapped() { coordinator?.events.onNext(.signedOut) }
  @objc func doneTapped() { coordinator?.events.onNext(.done) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: CatalogModel, _ value: ShopCoordinator) { screen.coordinator = value }
func wire(_ screen: AccountViewController, _ value: AccountCoordinator) { screen.coordinator = value }
