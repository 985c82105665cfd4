import RxCocoa
import RxSwift
import UIKCoordinator
import UIKit

enum ShopRoute: NavigationRoute {
  case shelf(ShelfViewModel)
  case candle(CandleViewModel)
  case wicks
  case basket(BasketViewModel)
  case paid(String)

  var transition: NavigationTransitionStyle {
    switch self {
    case .shelf, .candle, .wicks: return .push
    case .basket: return .modal
    case .paid: return .modalFullscreen
    }
  }

  func view() -> UIViewController {
    switch self {
    case .shelf(let model): return ShelfViewController(model: model)
    case .candle(let model): return CandleViewController(model: model)
    case .wicks: return WicksViewController()
    case .basket(let model): return BasketViewController(model: model)
    case .paid(let number): return PaidViewController(number: number)
    }
  }
}

final class ShopCoordinator: NavigationCoordinator<ShopRoute> {
  private let catalog: Catalog

  init(catalog: Catalog) {
    self.catalog = catalog
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .shelf(ShelfViewModel(catalog: catalog, coordinator: self)), animated: animated)
  }

  func showCandle(_ name: String) {
    router.navigate(to: .candle(CandleViewModel(name: name, coordinator: self)))
  }

  func showWicks() { router.navigate(to: .wicks) }

  func showBasket() { router.navigate(to: .basket(BasketViewModel(coordinator: self))) }

  func paid(_ number: String) {
    router.dismiss(animated: true) { [weak self] in
      self?.router.navigate(to: .paid(number))
    }
  }

  func closePaid() {
    router.dismiss(animated: true)
    router.popToRoot(animated: false)
  }
}

final class ShelfViewModel {
  struct Input {
    let selection: Observable<String>
    let basketTap: Observable<Void>
  }

  struct Output {
    let candles: Driver<[String]>
    let openCandle: Signal<String>
    let openBasket: Signal<Void>
  }

  private let catalog: Catalog
  private weak var coordinator: ShopCoordinator?

  init(catalog: Catalog, coordinator: ShopCoordinator) {
    self.catalog = catalog
    self.coordinator = coordinator
  }

  func transform(_ input: Input) -> Output {
    Output(
      candles: .just(catalog.candles()),
      openCandle: input.selection.asSignal(onErrorSignalWith: .empty()),
      openBasket: input.basketTap.asSignal(onErrorSignalWith: .empty()))
  }

  func open(_ name: String) { coordinator?.showCandle(name) }
  func openBasket() { coordinator?.showBasket() }
}

final class ShelfViewController: UITableViewController {
  private let model: ShelfViewModel
  private let bag = DisposeBag()
  private let basketButton = UIBarButtonItem(title: "Basket", style: .plain, target: nil, action: nil)

  init(model: ShelfViewModel) {
    self.model = model
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = basketButton
    let output = model.transform(
      ShelfViewModel.Input(
        selection: tableView.rx.modelSelected(String.self).asObservable(),
        basketTap: basketButton.rx.tap.asObservable()))
    output.openCandle
      .emit(onNext: { [weak self] name in self?.model.open(name) })
      .disposed(by: bag)
    output.openBasket
      .emit(onNext: { [weak self] in self?.model.openBasket() })
      .disposed(by: bag)
  }
}

final class CandleViewModel {
  let name: String
  let wicksTapped = PublishRelay<Void>()
  let addTapped = PublishRelay<Void>()
  private let bag = DisposeBag()

  init(name: String, coordinator: ShopCoordinator) {
    self.name = name
    wicksTapped
      .subscribe(onNext: { [weak coordinator] in coordinator?.showWicks() })
      .disposed(by: bag)
    addTapped
      .bind { [weak coordinator] in coordinator?.showBasket() }
      .disposed(by: bag)
  }
}

final class CandleViewController: UIViewController {
  private let model: CandleViewModel
  private let bag = DisposeBag()
  private let wicksButton = UIButton(type: .system)
  private let addButton = UIButton(type: .system)

  init(model: CandleViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    wicksButton.rx.tap.bind(to: model.wicksTapped).disposed(by: bag)
    addButton.rx.tap.bind(to: model.addTapped).disposed(by: bag)
  }
}

final class WicksViewController: UIViewController {}

final class BasketViewModel {
  private weak var coordinator: ShopCoordinator?
  let pay = PublishSubject<Void>()
  let cancel = PublishSubject<Void>()
  private let bag = DisposeBag()

  init(coordinator: ShopCoordinator) {
    self.coordinator = coordinator
    pay.subscribe(onNext: { [weak self] in self?.coordinator?.paid("C-42") }).disposed(by: bag)
    cancel.subscribe(onNext: { [weak self] in self?.coordinator?.router.dismiss(animated: true) }).disposed(by: bag)
  }
}

final class BasketViewController: UIViewController {
  private let model: BasketViewModel

  init(model: BasketViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func payTapped() { model.pay.onNext(()) }
  @objc private func cancelTapped() { model.cancel.onNext(()) }
}

final class PaidViewController: UIViewController {
  let number: String
  var onDone: (() -> Void)?

  init(number: String) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func doneTapped() { onDone?() }
}
