import UIKCoordinator
import UIKit

enum TicketsRoute: NavigationRoute {
  case wallet(WalletModel)
  case ticket(code: String)
  case renewal(TicketsCoordinator)

  var transition: NavigationTransitionStyle {
    if case .renewal = self { return .modalFullscreen }
    return .push
  }

  func view() -> UIViewController {
    switch self {
    case .wallet(let model): return WalletViewController(model: model)
    case .ticket(let code): return TicketViewController(code: code)
    case .renewal(let owner): return RenewalViewController(onClose: { owner.closeRenewal() })
    }
  }
}

final class TicketsCoordinator: NavigationCoordinator<TicketsRoute> {
  override func start(animated: Bool) {
    let model = WalletModel(api: TicketsAPI())
    model.router = self
    router.startFlow(route: .wallet(model), animated: animated)
  }

  func showTicket(_ code: String) { router.navigate(to: .ticket(code: code)) }
  func showRenewal() { router.navigate(to: .renewal(self)) }
  func closeRenewal() { router.dismiss(animated: true) }
}

struct TicketsAPI {
  func tickets() async -> [String] { [] }
  func membershipExpired() async -> Bool { false }
}

@MainActor
final class WalletModel {
  weak var router: TicketsCoordinator?
  private let api: TicketsAPI
  private(set) var codes: [String] = []

  init(api: TicketsAPI) { self.api = api }

  func refresh() async {
    async let codes = api.tickets()
    async let expired = api.membershipExpired()
    if await expired {
      router?.showRenewal()
    }
    self.codes = await codes
  }

  func open(at index: Int) {
    router?.showTicket(codes[index])
  }
}

final class WalletViewController: UITableViewController {
  private let model: WalletModel
  init(model: WalletModel) {
    self.model = model
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    Task { await model.refresh() }
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    model.open(at: indexPath.row)
  }
}

final class TicketViewController: UIViewController {
  init(code: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class RenewalViewController: UIViewController {
  private let onClose: () -> Void
  init(onClose: @escaping () -> Void) {
    self.onClose = onClose
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  @objc func closeTapped() { onClose() }
}
