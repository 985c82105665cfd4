import UIKCoordinator
import UIKit

enum OrderRoute: NavigationRoute {
  case cart
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController { CartViewController() }
}

final class OrderCoordinator: NavigationCoordinator<OrderRoute> {
  override func start(animated: Bool) { router.startFlow(route: .cart) }

  func showTerms() { present(TermsViewController(coordinator: self)) }
  func showReceipt() {
    let receipt = ReceiptViewController()
    push(receipt)
  }
  func showHelp() { router.present(UIHostingController(rootView: HelpView())) }
  func confirmRemoval() { present(UIAlertController(title: "Remove?", message: nil, preferredStyle: .alert)) }
  func openPayment() { startChildCoordinator(PaymentCoordinator()) }
  func closeTerms() { router.dismiss() }
}

final class PaymentCoordinator: NavigationCoordinator<OrderRoute> {
  override func start(animated: Bool) { router.startFlow(route: .cart) }
}

final class CartViewController: UIViewController {
  weak var coordinator: OrderCoordinator?
  @objc func terms() { coordinator?.showTerms() }
  @objc func receipt() { coordinator?.showReceipt() }
  @objc func help() { coordinator?.showHelp() }
  @objc func remove() { coordinator?.confirmRemoval() }
  @objc func pay() { coordinator?.openPayment() }
}

final class TermsViewController: UIViewController {
  weak var coordinator: OrderCoordinator?
  init(coordinator: OrderCoordinator) { self.coordinator = coordinator }
  @objc func agree() { coordinator?.closeTerms() }
}

final class ReceiptViewController: UIViewController {}

struct HelpView: View {
  var body: some View { Text("Help") }
}

extension OrderCoordinator {
  func leave() { close() }
}

extension ReceiptViewController {
  func done(_ coordinator: OrderCoordinator) { coordinator.leave() }
}

extension HelpView {
  func done(_ coordinator: OrderCoordinator) { coordinator.leave() }
}

extension OrderCoordinator {
  func showCart() { push(CartViewController()) }
}

extension ReceiptViewController {
  func again(_ coordinator: OrderCoordinator) { coordinator.showCart() }
}

extension OrderCoordinator {
  func showNotes() { root.pushViewController(NotesViewController(), animated: true) }
  func leaveNotes() { root.popViewController(animated: true) }
}

final class NotesViewController: UIViewController {
  weak var coordinator: OrderCoordinator?
  @objc func back() { coordinator?.leaveNotes() }
}

extension HelpView {
  func notes(_ coordinator: OrderCoordinator) { coordinator.showNotes() }
}

extension NotesViewController {
  @objc func home() { coordinator?.backToCart() }
}

extension OrderCoordinator {
  func backToCart() { root.popToRootViewController(animated: true) }
}

// A screen the coordinator shows without a route case closes itself (no route's own screen does).
extension ReceiptViewController {
  @objc func back() { navigationController?.popViewController(animated: true) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: CartViewController, _ value: OrderCoordinator) { screen.coordinator = value }
func wire(_ screen: NotesViewController, _ value: OrderCoordinator) { screen.coordinator = value }
