import SwiftUI
import UIKCoordinator
import UIKit

enum ShowsRoute: NavigationRoute {
  case schedule(ShowsModel)
  case show(name: String, model: ShowsModel)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .schedule(let model): return UIHostingController(rootView: ScheduleView(model: model))
    case .show(let name, let model): return UIHostingController(rootView: ShowView(name: name, model: model))
    }
  }
}

final class ShowsCoordinator: NavigationCoordinator<ShowsRoute> {
  private lazy var model = ShowsModel(coordinator: self)

  override func start(animated: Bool) {
    router.startFlow(route: .schedule(model), animated: animated)
  }

  func open(show name: String) { router.navigate(to: .show(name: name, model: model)) }

  func book(show name: String) {
    router.navigate(to: BookingCoordinator(show: name, presentationStyle: .formSheet))
  }
}

final class ShowsModel: ObservableObject {
  private unowned let coordinator: ShowsCoordinator
  @Published var names = ["Sharks", "Otters"]

  init(coordinator: ShowsCoordinator) { self.coordinator = coordinator }

  func open(_ name: String) { coordinator.open(show: name) }
  func book(_ name: String) { coordinator.book(show: name) }
}

struct ScheduleView: View {
  @ObservedObject var model: ShowsModel

  var body: some View {
    List(model.names, id: \.self) { name in
      Button(name) { model.open(name) }
    }
  }
}

struct ShowView: View {
  let name: String
  let model: ShowsModel

  var body: some View {
    VStack {
      Text(name)
      Button("Book seats") { model.book(name) }
    }
  }
}

enum BookingRoute: NavigationRoute {
  case seats(BookingCoordinator)
  case payment(BookingCoordinator)
  case confirmation(BookingCoordinator)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .seats(let flow): return SeatsViewController(flow: flow)
    case .payment(let flow): return PayViewController(flow: flow)
    case .confirmation(let flow): return ConfirmationViewController(flow: flow)
    }
  }
}

final class BookingCoordinator: NavigationCoordinator<BookingRoute> {
  let show: String

  init(show: String, presentationStyle: UIModalPresentationStyle) {
    self.show = show
    super.init(presentationStyle: presentationStyle)
  }

  override func start(animated: Bool) {
    router.startFlow(route: .seats(self), animated: animated)
  }

  func seatsChosen() { router.navigate(to: .payment(self)) }
  func paid() { router.navigate(to: .confirmation(self)) }
  func cancel() { finishFlow(animated: true) }

  func done() {
    finishFlow(animated: true) {
      (BaseCoordinator.mainCoordinator as? AquariumTabs)?.currentPage = .tickets
    }
  }
}

final class SeatsViewController: UIViewController {
  private unowned let flow: BookingCoordinator
  init(flow: BookingCoordinator) {
    self.flow = flow
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in flow.cancel() })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Next", primaryAction: UIAction { [unowned self] _ in flow.seatsChosen() })
  }
}

final class PayViewController: UIViewController {
  private unowned let flow: BookingCoordinator
  init(flow: BookingCoordinator) {
    self.flow = flow
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  @objc func payTapped() { flow.paid() }
}

final class ConfirmationViewController: UIViewController {
  private unowned let flow: BookingCoordinator
  init(flow: BookingCoordinator) {
    self.flow = flow
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  @objc func doneTapped() { flow.done() }
}
