import Combine
import Jumper
import UIKit

final class OrdersViewModel {
  enum Event {
    case open(String)
    case newQuote
  }

  let events = PassthroughSubject<Event, Never>()

  func select(_ id: String) { events.send(.open(id)) }
  func quoteTapped() { events.send(.newQuote) }
}

final class OrdersCoordinator: NavigationCoordinable {
  var navigation: Navigation<OrdersCoordinator> = .init(initial: \.list)
  private var bag = Set<AnyCancellable>()

  @Route var list = listScreen
  @Route var order = orderScreen
  @Route var invoice = invoiceScreen
  @Route var quote = quoteFlow

  func listScreen() -> ScreenView {
    let model = OrdersViewModel()
    model.events
      .receive(on: DispatchQueue.main)
      .sink { [weak self] event in
        switch event {
        case .open(let id): self?.push(\.order, input: id)
        case .newQuote: self?.present(\.quote)
        }
      }
      .store(in: &bag)
    return OrdersViewController(model: model)
  }

  func orderScreen(id: String) -> ScreenView {
    let controller = OrderViewController(id: id)
    controller.onInvoice = { [weak self] in self?.push(\.invoice, input: id) }
    return controller
  }

  func invoiceScreen(id: String) -> ScreenView {
    let controller = InvoiceViewController(id: id)
    controller.onPaid = { [weak self] in self?.pop(to: \.list) }
    return controller
  }

  func quoteFlow() -> QuoteCoordinator {
    QuoteCoordinator(onAccepted: { [weak self] id in
      self?.push(\.order, input: id)
    })
  }
}

final class OrdersViewController: UITableViewController {
  private let model: OrdersViewModel

  init(model: OrdersViewModel) {
    self.model = model
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    model.select("order-\(indexPath.row)")
  }

  @objc private func quoteTapped() { model.quoteTapped() }
}

final class OrderViewController: UIViewController {
  let id: String
  var onInvoice: (() -> Void)?

  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func invoiceTapped() { onInvoice?() }
}

final class InvoiceViewController: UIViewController {
  let id: String
  var onPaid: (() -> Void)?

  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func payTapped() { onPaid?() }
}

final class QuoteCoordinator: NavigationCoordinable {
  var navigation: Navigation<QuoteCoordinator> = .init(initial: \.metal)
  private let onAccepted: (String) -> Void

  @Route var metal = metalScreen
  @Route var size = sizeScreen
  @Route var summary = summaryScreen

  init(onAccepted: @escaping (String) -> Void) { self.onAccepted = onAccepted }

  func metalScreen() -> ScreenView {
    let controller = QuoteStepViewController(title: "Metal")
    controller.onNext = { [weak self] in self?.push(\.size) }
    controller.onCancel = { [weak self] in self?.dismiss() }
    return controller
  }

  func sizeScreen() -> ScreenView {
    let controller = QuoteStepViewController(title: "Size")
    controller.onNext = { [weak self] in self?.push(\.summary) }
    controller.onCancel = { [weak self] in self?.dismiss() }
    return controller
  }

  func summaryScreen() -> ScreenView {
    let controller = QuoteStepViewController(title: "Summary")
    controller.onNext = { [weak self] in
      self?.dismiss()
      self?.onAccepted("order-new")
    }
    controller.onCancel = { [weak self] in self?.dismiss() }
    return controller
  }
}

final class QuoteStepViewController: UIViewController {
  var onNext: (() -> Void)?
  var onCancel: (() -> Void)?

  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  @objc private func nextTapped() { onNext?() }
  @objc private func cancelTapped() { onCancel?() }
}
