import Jumper
import UIKit

final class QuarryTabs: TabCoordinable {
  var navigation: TabNavigation<QuarryTabs> = .init {
    \QuarryTabs.pits
    \QuarryTabs.trucks
  }

  @Route(tabItem: pitsTab) var pits = pitsScreen
  @Route(tabItem: trucksTab) var trucks = trucksScreen

  func pitsScreen() -> PitsCoordinator { PitsCoordinator() }
  func trucksScreen() -> TrucksCoordinator { TrucksCoordinator() }

  func pitsTab() -> UITabBarItem { UITabBarItem(title: "Pits", image: nil, tag: 0) }
  func trucksTab() -> UITabBarItem { UITabBarItem(title: "Trucks", image: nil, tag: 1) }
}

/// What the site map asks of the flow that shows it.
protocol SiteMapRouting: AnyObject {
  func closeMap()
  func mapPicked(site: String)
}

/// The quarry's site map, shown by both tabs.
final class SiteMapViewController: UIViewController {
  weak var router: SiteMapRouting?

  @objc private func doneTapped() { router?.closeMap() }

  @objc private func siteTapped() { router?.mapPicked(site: "north face") }
}

final class PitsCoordinator: NavigationCoordinable {
  var navigation: Navigation<PitsCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var pit = pitScreen
  @Route var map = mapScreen

  func listScreen() -> ScreenView {
    let screen = PitListViewController()
    screen.coordinator = self
    return screen
  }

  func pitScreen(name: String) -> ScreenView {
    PitViewController(name: name)
  }

  func mapScreen() -> ScreenView {
    let screen = SiteMapViewController()
    screen.router = self
    return screen
  }
}

extension PitsCoordinator: SiteMapRouting {
  func closeMap() { pop() }
  func mapPicked(site: String) { push(\.pit, input: site) }
}

final class PitListViewController: UITableViewController {
  weak var coordinator: PitsCoordinator?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.pit, input: "pit \(indexPath.row)")
  }

  @objc private func mapTapped() { coordinator?.push(\.map) }
}

final class PitViewController: UIViewController {
  init(name: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}

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
