import UIKit

final class OrderListViewController: UITableViewController {
  private let flow: FlowRouter<OrdersRoute>

  init(flow: FlowRouter<OrdersRoute>) {
    self.flow = flow
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    #if DEBUG
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Debug", primaryAction: UIAction { [unowned self] _ in flow.go(.debugMenu(flow)) })
    #endif
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    flow.go(.order(indexPath.row, flow))
  }
}

final class OrderViewController: UIViewController {
  private let id: Int
  private let flow: FlowRouter<OrdersRoute>

  init(id: Int, flow: FlowRouter<OrdersRoute>) {
    self.id = id
    self.flow = flow
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func castTapped() { flow.go(.casting(id, flow)) }
  @objc private func backTapped() { flow.back() }
}

final class CastingViewController: UIViewController {
  private let id: Int
  private let flow: FlowRouter<OrdersRoute>

  init(id: Int, flow: FlowRouter<OrdersRoute>) {
    self.id = id
    self.flow = flow
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func doneTapped() { flow.close() }
}

final class DebugMenuViewController: UIViewController {
  private let flow: FlowRouter<OrdersRoute>

  init(flow: FlowRouter<OrdersRoute>) {
    self.flow = flow
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func closeTapped() { flow.close() }
}
