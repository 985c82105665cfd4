import Jumper
import UIKit

final class HivesCoordinator: NavigationCoordinable {
  var navigation: Navigation<HivesCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var hive = hiveScreen
  @Route var inspection = inspectionCoordinator

  func listScreen() -> ScreenView {
    let controller = HiveListViewController()
    controller.coordinator = self
    return controller
  }

  func hiveScreen(id: Int) -> ScreenView {
    let controller = HiveViewController(hiveID: id)
    controller.coordinator = self
    return controller
  }

  func inspectionCoordinator(hiveID: Int) -> InspectionCoordinator {
    let inspection = InspectionCoordinator(hiveID: hiveID)
    inspection.hives = self
    return inspection
  }
}

final class HiveListViewController: UITableViewController {
  weak var coordinator: HivesCoordinator?

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    coordinator?.push(\.hive, input: indexPath.row)
  }
}

final class HiveViewController: UIViewController {
  let hiveID: Int
  weak var coordinator: HivesCoordinator?

  init(hiveID: Int) {
    self.hiveID = hiveID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Inspect", style: .plain, target: self, action: #selector(inspect))
  }

  @objc private func inspect() { coordinator?.push(\.inspection, input: hiveID) }
}

final class InspectionCoordinator: NavigationCoordinable {
  var navigation: Navigation<InspectionCoordinator> = .init(initial: \.checklist)

  let hiveID: Int
  weak var hives: HivesCoordinator?

  @Route var checklist = checklistScreen
  @Route var photos = photosScreen
  @Route var summary = summaryScreen

  init(hiveID: Int) {
    self.hiveID = hiveID
  }

  func checklistScreen() -> ScreenView {
    let controller = ChecklistViewController()
    controller.onDone = { [weak self] in self?.push(\.summary) }
    return controller
  }

  func photosScreen() -> ScreenView { PhotosViewController() }

  func summaryScreen() -> ScreenView {
    let controller = SummaryViewController()
    controller.onSave = { [weak self] in self?.saved() }
    return controller
  }

  private func saved() {
    hives?.pop(to: \.hive)
  }
}

final class ChecklistViewController: UIViewController {
  var onDone: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .done, target: self, action: #selector(done))
  }

  @objc private func done() { onDone?() }
}

final class PhotosViewController: UIViewController {}

final class SummaryViewController: UIViewController {
  var onSave: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .save, target: self, action: #selector(save))
  }

  @objc private func save() { onSave?() }
}
