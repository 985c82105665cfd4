import SUICoordinator
import SwiftUI

enum CafeRoute: RouteType {
  case menu(MenuModel)
  case order
  case share
  case rate
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .menu, .order: .push
    default: .sheet
    }
  }

  var body: some View {
    switch self {
    case .menu(let model): MenuView(model: model)
    case .order: OrderView()
    case .share: Text("Share")
    case .rate: Text("Rate")
    case .help: Text("Help")
    }
  }
}

final class CafeCoordinator: Coordinator<CafeRoute> {
  override func start() async { await startFlow(route: .menu(MenuModel(coordinator: self))) }
  func order() async { await navigate(toRoute: .order) }
  func showShare() async { await navigate(toRoute: .share) }
  func showRate() async { await navigate(toRoute: .rate) }
  func showHelp() async { await navigate(toRoute: .help) }
}

@MainActor final class MenuModel: ObservableObject {
  weak var coordinator: CafeCoordinator?
  init(coordinator: CafeCoordinator) { self.coordinator = coordinator }
  func orderTapped() async { await coordinator?.order() }
  func rateTapped() async { await coordinator?.showRate() }
  // Nothing calls or names these: left behind when their buttons went.
  func shareTapped() async { await coordinator?.showShare() }
  func helpTapped() async { await coordinator?.showHelp() }
}

struct MenuView: View {
  @ObservedObject var model: MenuModel
  var body: some View {
    Button("Order") { Task { await model.orderTapped() } }
    Button("Rate") { Task { await model.rateTapped() } }
  }
}

struct OrderView: View {
  @EnvironmentObject var coordinator: CafeCoordinator
  var body: some View { Button("Help") { Task { await coordinator.showHelp() } } }
}
