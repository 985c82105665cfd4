import UIKCoordinator
import UIKit

/// What a telescope screen may ask of its flow, handed to it as closures.
struct TelescopeActions {
  var chooseSlot: (Int) -> Void
  var confirm: () -> Void
  var cancel: () -> Void
}

enum TelescopeRoute: NavigationRoute {
  case slots(target: String, TelescopeActions)
  case confirm(slot: Int, TelescopeActions)
  case booked

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .slots(let target, let actions): return SlotsViewController(target: target, actions: actions)
    case .confirm(let slot, let actions): return ConfirmSlotViewController(slot: slot, actions: actions)
    case .booked: return BookedViewController()
    }
  }
}

final class TelescopeCoordinator: NavigationCoordinator<TelescopeRoute> {
  private let target: String
  private var slot = 0

  init(target: String, presentationStyle: UIModalPresentationStyle) {
    self.target = target
    super.init(presentationStyle: presentationStyle)
  }

  private lazy var actions = TelescopeActions(
    chooseSlot: { [weak self] slot in
      guard let self else { return }
      self.slot = slot
      self.router.navigate(to: .confirm(slot: slot, self.actions))
    },
    confirm: { [weak self] in
      self?.router.navigate(to: .booked)
    },
    cancel: { [weak self] in
      self?.finishFlow(animated: true)
    }
  )

  override func start(animated: Bool) {
    router.startFlow(route: .slots(target: target, actions), animated: animated)
  }
}

final class SlotsViewController: UITableViewController {
  private let actions: TelescopeActions

  init(target: String, actions: TelescopeActions) {
    self.actions = actions
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [actions] _ in actions.cancel() })
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    actions.chooseSlot(indexPath.row)
  }
}

final class ConfirmSlotViewController: UIViewController {
  private let actions: TelescopeActions

  init(slot: Int, actions: TelescopeActions) {
    self.actions = actions
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let confirm = UIButton(type: .system)
    confirm.addAction(UIAction { [actions] _ in actions.confirm() }, for: .touchUpInside)
    view.addSubview(confirm)
  }
}

final class BookedViewController: UIViewController {}
