import Jumper
import UIKit

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
