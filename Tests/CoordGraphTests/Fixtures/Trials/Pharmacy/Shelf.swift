import UIKCoordinator
import UIKit

enum ShelfItem: Hashable {
  case medicine(String)
  case nearby
}

final class ShelfViewController: UITableViewController {
  private weak var coordinator: PharmacyCoordinator?
  private lazy var dataSource = UITableViewDiffableDataSource<Int, ShelfItem>(tableView: tableView) {
    tableView, indexPath, item in
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    return cell
  }
  private let results = SearchResultsViewController()
  private lazy var search = UISearchController(searchResultsController: results)

  init(coordinator: PharmacyCoordinator) {
    self.coordinator = coordinator
    super.init(style: .insetGrouped)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.searchController = search
    results.onPick = { [weak self] name in
      self?.search.isActive = false
      self?.coordinator?.showMedicine(name)
    }
    let segments = UISegmentedControl(items: ["Shelf", "Nearby"])
    segments.addTarget(self, action: #selector(segmentChanged(_:)), for: .valueChanged)
    navigationItem.titleView = segments
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    switch item {
    case .medicine(let name): coordinator?.showMedicine(name)
    case .nearby: coordinator?.showPharmacies()
    }
  }

  @objc private func segmentChanged(_ sender: UISegmentedControl) {
    if sender.selectedSegmentIndex == 1 {
      coordinator?.showPharmacies()
    }
  }
}

final class SearchResultsViewController: UITableViewController {
  var onPick: ((String) -> Void)?
  private var names: [String] = []

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onPick?(names[indexPath.row])
  }
}

final class MedicineViewController: UIViewController {
  private let name: String
  private weak var coordinator: PharmacyCoordinator?

  init(name: String, coordinator: PharmacyCoordinator) {
    self.name = name
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    let order = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Order") { [weak self] _ in
      guard let self else { return }
      self.coordinator?.order(self.name)
    })
    view.addSubview(order)
  }
}

final class PharmaciesViewController: UIViewController {
  private weak var coordinator: PharmacyCoordinator?
  init(coordinator: PharmacyCoordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }

  @objc private func backToShelfTapped() { coordinator?.showShelf() }
}
