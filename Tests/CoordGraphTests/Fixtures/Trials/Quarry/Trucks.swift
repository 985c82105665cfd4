import Jumper
import UIKit

final class TrucksCoordinator: NavigationCoordinable {
  var navigation: Navigation<TrucksCoordinator> = .init(initial: \.fleet)

  @Route var fleet = fleetScreen
  @Route var truck = truckScreen
  @Route(.modal) var map = mapScreen

  func fleetScreen() -> ScreenView {
    let screen = FleetViewController()
    screen.onTruck = { [weak self] id in self?.push(\.truck, input: id) }
    screen.onMap = { [weak self] in self?.present(\.map) }
    return screen
  }

  func truckScreen(id: Int) -> ScreenView { TruckViewController(id: id) }

  func mapScreen() -> ScreenView {
    let screen = SiteMapViewController()
    screen.router = self
    return screen
  }
}

extension TrucksCoordinator: SiteMapRouting {
  func closeMap() { dismiss() }

  func mapPicked(site: String) {
    dismiss()
    push(\.truck, input: site.count)
  }
}

final class FleetViewController: UIViewController {
  var onTruck: ((Int) -> Void)?
  var onMap: (() -> Void)?

  @objc private func truckTapped() { onTruck?(7) }
  @objc private func mapTapped() { onMap?() }
}

final class TruckViewController: UIViewController {
  init(id: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}
