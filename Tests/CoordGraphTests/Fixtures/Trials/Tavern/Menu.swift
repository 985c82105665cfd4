import Jumper
import UIKit

struct Dish {
  let name: String
  let soldOut: Bool
}

final class MenuCoordinator: NavigationCoordinable, AlertCoordinable {
  var navigation: Navigation<MenuCoordinator> = .init(initial: \.list)
  private weak var tabs: TavernTabs?

  @Route var list = listScreen
  @Route var dish = dishScreen
  @Route var basket = basketFlow

  init(tabs: TavernTabs) {
    self.tabs = tabs
  }

  func listScreen() -> ScreenView {
    let controller = MenuViewController()
    controller.onSelect = { [weak self] dish in
      guard let self else { return }
      if dish.soldOut {
        self.presentAlert(title: dish.name, message: "Sold out today")
      } else {
        self.push(\.dish, input: dish)
      }
    }
    return controller
  }

  func dishScreen(dish: Dish) -> ScreenView {
    let controller = DishViewController(dish: dish)
    controller.onOrder = { [weak self] in self?.present(\.basket, input: dish) }
    return controller
  }

  func basketFlow(dish: Dish) -> BasketCoordinator {
    BasketCoordinator(dish: dish) { [weak self] in
      self?.popToRoot()
      self?.tabs?.showOrders()
    }
  }

  func configure(controller: UINavigationController) {
    controller.navigationBar.prefersLargeTitles = true
  }
}

final class MenuViewController: UITableViewController {
  var onSelect: ((Dish) -> Void)?
  private let dishes = [Dish(name: "Stew", soldOut: false), Dish(name: "Pie", soldOut: true)]

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(dishes[indexPath.row])
  }
}

final class DishViewController: UIViewController {
  let dish: Dish
  var onOrder: (() -> Void)?

  init(dish: Dish) {
    self.dish = dish
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Order", primaryAction: UIAction { [weak self] _ in self?.onOrder?() })
  }
}

final class BasketCoordinator: NavigationCoordinable {
  var navigation: Navigation<BasketCoordinator> = .init(initial: \.review)
  private let dish: Dish
  private let onPlaced: () -> Void

  @Route var review = reviewScreen
  @Route var paid = paidScreen

  init(dish: Dish, onPlaced: @escaping () -> Void) {
    self.dish = dish
    self.onPlaced = onPlaced
  }

  func reviewScreen() -> ScreenView {
    let controller = BasketViewController(dish: dish)
    controller.delegate = self
    return controller
  }

  func paidScreen() -> ScreenView {
    let controller = PaidViewController()
    controller.onDone = { [weak self] in
      guard let self else { return }
      self.dismiss(completion: self.onPlaced)
    }
    return controller
  }
}

protocol BasketViewControllerDelegate: AnyObject {
  func basketDidPay()
  func basketDidCancel()
}

extension BasketCoordinator: BasketViewControllerDelegate {
  func basketDidPay() { push(\.paid) }
  func basketDidCancel() { dismiss() }
}

final class BasketViewController: UIViewController {
  weak var delegate: BasketViewControllerDelegate?
  let dish: Dish

  init(dish: Dish) {
    self.dish = dish
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.delegate?.basketDidCancel() })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Pay", primaryAction: UIAction { [weak self] _ in self?.delegate?.basketDidPay() })
  }
}

final class PaidViewController: UIViewController {
  var onDone: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.hidesBackButton = true
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.onDone?() })
  }
}
