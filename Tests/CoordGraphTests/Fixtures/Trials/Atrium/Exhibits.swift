import Jumper
import UIKit

final class ExhibitsCoordinator: NavigationCoordinable, AlertCoordinable {
  var navigation: Navigation<ExhibitsCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var detail = detailScreen
  @Route var artist = artistScreen
  @Route var tickets = ticketsFlow

  func listScreen() -> ScreenView {
    let screen = ExhibitListViewController()
    screen.coordinator = self
    return screen
  }

  func detailScreen(id: Int) -> ScreenView {
    let screen = ExhibitViewController(id: id)
    screen.coordinator = self
    return screen
  }

  func artistScreen(name: String) -> ScreenView {
    ArtistViewController(name: name, onClose: { [weak self] in self?.pop(to: \.list) })
  }

  func ticketsFlow() -> TicketsCoordinator { TicketsCoordinator() }
}

final class ExhibitListViewController: UITableViewController {
  weak var coordinator: ExhibitsCoordinator?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.detail, input: indexPath.row)
  }

  @objc private func buyTapped() {
    coordinator?.present(\.tickets).push(\.seats)
  }
}

final class ExhibitViewController: UIViewController {
  weak var coordinator: ExhibitsCoordinator?
  private let id: Int

  init(id: Int) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func artistTapped() { coordinator?.push(\.artist, input: "Monet") }
  @objc private func shareTapped() { coordinator?.presentAlert(title: "Shared", message: "Link copied") }
}

final class ArtistViewController: UIViewController {
  private let onClose: () -> Void
  init(name: String, onClose: @escaping () -> Void) {
    self.onClose = onClose
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  @objc private func backToListTapped() { onClose() }
}
