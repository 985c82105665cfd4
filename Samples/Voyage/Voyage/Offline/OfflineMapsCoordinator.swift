import Jumper
import UIKit

/// Offline maps are presented full screen; neither screen has a way to close them.
final class OfflineMapsCoordinator: NavigationCoordinable {
  var navigation: Navigation<OfflineMapsCoordinator> = .init(initial: \.regions)

  @Route var regions = regionsScreen  // planted: no-way-back
  @Route var download = downloadScreen  // planted: no-way-back

  func configure(controller: UINavigationController) {
    controller.modalPresentationStyle = .fullScreen
  }

  func regionsScreen() -> ScreenView {
    let controller = RegionsViewController()
    controller.coordinator = self
    return controller
  }

  func downloadScreen(region: String) -> ScreenView {
    DownloadViewController(region: region)
  }
}

final class RegionsViewController: UITableViewController {
  weak var coordinator: OfflineMapsCoordinator?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.download, input: "\(indexPath.row)")
  }
}

final class DownloadViewController: UIViewController {
  init(region: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
