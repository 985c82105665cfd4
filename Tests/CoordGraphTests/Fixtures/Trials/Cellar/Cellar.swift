import Jumper
import UIKit

final class CellarCoordinator: NavigationCoordinable {
  var navigation: Navigation<CellarCoordinator> = .init(initial: \.racks)

  @Route var racks = racksScreen
  @Route var rack = rackScreen
  @Route var bottle = bottleScreen
  @Route var addBottle = addBottleCoordinator
  @Route var pairing = pairingScreen

  func racksScreen() -> ScreenView {
    let controller = RacksViewController()
    controller.coordinator = self
    return controller
  }

  func rackScreen(number: Int) -> ScreenView {
    let controller = RackViewController(number: number)
    controller.coordinator = self
    return controller
  }

  func bottleScreen(id: String) -> ScreenView {
    let controller = BottleViewController(id: id)
    controller.coordinator = self
    return controller
  }

  func addBottleCoordinator() -> AddBottleCoordinator {
    let child = AddBottleCoordinator()
    child.onSaved = { [weak self] id in
      self?.dismiss()
      self?.push(\.bottle, input: id)
    }
    return child
  }

  func pairingScreen(id: String) -> ScreenView {
    PairingViewController(id: id)
  }
}

final class RacksViewController: UITableViewController {
  weak var coordinator: CellarCoordinator?
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.rack, input: indexPath.row)
  }
  @objc private func add() { coordinator?.present(\.addBottle) }
}

final class RackViewController: UIViewController {
  weak var coordinator: CellarCoordinator?
  let number: Int
  init(number: Int) {
    self.number = number
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  func open(_ id: String) { coordinator?.push(\.bottle, input: id) }
}

final class BottleViewController: UIViewController {
  weak var coordinator: CellarCoordinator?
  let id: String
  init(id: String) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func pair() { coordinator?.present(\.pairing, input: id) }
  @objc private func backToRacks() { coordinator?.pop(to: \.racks) }
}

final class PairingViewController: UIViewController {
  init(id: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class AddBottleCoordinator: NavigationCoordinable {
  var navigation: Navigation<AddBottleCoordinator> = .init(initial: \.scan)
  var onSaved: ((String) -> Void)?

  @Route var scan = scanScreen
  @Route var details = detailsScreen

  func scanScreen() -> ScreenView {
    let controller = ScanViewController()
    controller.onScanned = { [weak self] code in self?.push(\.details, input: code) }
    controller.onCancel = { [weak self] in self?.dismiss() }
    return controller
  }

  func detailsScreen(code: String) -> ScreenView {
    let controller = DetailsViewController(code: code)
    controller.onSave = { [weak self] in self?.onSaved?(code) }
    return controller
  }
}

final class ScanViewController: UIViewController {
  var onScanned: ((String) -> Void)?
  var onCancel: (() -> Void)?
  @objc private func scanned() { onScanned?("123") }
  @objc private func cancel() { onCancel?() }
}

final class DetailsViewController: UIViewController {
  var onSave: (() -> Void)?
  init(code: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
  @objc private func save() { onSave?() }
}

final class TastingsCoordinator: NavigationCoordinable {
  var navigation: Navigation<TastingsCoordinator> = .init(initial: \.list)
  @Route var list = listScreen
  @Route var tasting = tastingScreen

  func listScreen() -> ScreenView {
    let controller = TastingsViewController()
    controller.coordinator = self
    return controller
  }

  func tastingScreen(id: Int) -> ScreenView { UIViewController() }
}

final class TastingsViewController: UITableViewController {
  weak var coordinator: TastingsCoordinator?
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.tasting, input: indexPath.row)
  }
}
