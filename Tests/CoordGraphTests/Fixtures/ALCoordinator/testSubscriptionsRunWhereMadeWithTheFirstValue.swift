import Combine
import UIKCoordinator
import UIKit

enum PierRoute: NavigationRoute {
  case boards
  case berth(BerthModel)
  case crane
  var transition: NavigationTransitionStyle { .push }
  func view() -> UIViewController {
    switch self {
    case .boards: return BoardsViewController()
    case .berth(let model): return BerthViewController(model: model)
    case .crane: return UIViewController()
    }
  }
}

enum BerthEvent { case leave, crane }

final class BerthModel {
  let events = PassthroughSubject<BerthEvent, Never>()
  @Published var status: BerthEvent = .leave
  let signal = CurrentValueSubject<BerthEvent, Never>(.crane)
  func leaveTapped() { events.send(.leave) }
  func craneTapped() { status = .crane }
}

final class PierCoordinator: NavigationCoordinator<PierRoute> {
  private var bag = Set<AnyCancellable>()
  let berth = BerthModel()

  override func start(animated: Bool) {
    router.startFlow(route: .boards)
    berth.signal.sink { [weak self] signal in
      if case .crane = signal { self?.router.navigate(to: .crane) }
    }.store(in: &bag)
  }

  func listen() {
    berth.events.sink { [weak self] event in
      switch event {
      case .leave: self?.router.pop()
      case .crane: self?.router.navigate(to: .crane)
      }
    }.store(in: &bag)
    berth.$status.sink { [weak self] status in
      if status == .crane { self?.router.navigate(to: .crane) }
    }.store(in: &bag)
  }

  func openBerth() { router.navigate(to: .berth(berth)) }
}

final class BoardsViewController: UIViewController {
  weak var coordinator: PierCoordinator?
  override func viewDidLoad() {
    super.viewDidLoad()
    coordinator?.listen()
  }
  @objc func berthTapped() { coordinator?.openBerth() }
}

final class BerthViewController: UIViewController {
  let model: BerthModel
  init(model: BerthModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: BoardsViewController, _ value: PierCoordinator) { screen.coordinator = value }
