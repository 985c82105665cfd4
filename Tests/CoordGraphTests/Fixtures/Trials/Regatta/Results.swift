import Jumper
import UIKit

final class ResultsCoordinator: NavigationCoordinable {
  var navigation: Navigation<ResultsCoordinator> = .init(initial: \.standings)

  @Route var standings = standingsScreen
  @Route var protest = protestScreen

  func standingsScreen() -> ScreenView {
    let controller = StandingsViewController()
    controller.coordinator = self
    return controller
  }

  func protestScreen(boat: Int) -> ScreenView {
    let controller = ProtestViewController()
    controller.modalPresentationStyle = .formSheet
    controller.onSubmit = { [weak self] in self?.dismiss() }
    return controller
  }
}

final class StandingsViewController: UITableViewController {
  weak var coordinator: ResultsCoordinator?

  override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let protest = UIContextualAction(style: .destructive, title: "Protest") { [weak self] _, _, done in
      self?.coordinator?.present(\.protest, input: indexPath.row)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [protest])
  }
}

final class ProtestViewController: UIViewController {
  var onSubmit: (() -> Void)?
  @objc private func submitTapped() { onSubmit?() }
}
