import UIKit

// MARK: - Aircraft list

protocol AircraftListView: AnyObject {
  func show(_ tails: [String])
}

final class AircraftInteractor {
  func fetchFleet(completion: @escaping ([String]) -> Void) { completion(["G-ABCD"]) }
}

final class AircraftListPresenter {
  private weak var view: AircraftListView?
  private let router: AircraftListRouting
  private let interactor: AircraftInteractor
  private var tails: [String] = []

  init(view: AircraftListView, router: AircraftListRouting, interactor: AircraftInteractor) {
    self.view = view
    self.router = router
    self.interactor = interactor
  }

  func viewDidLoad() {
    interactor.fetchFleet { [weak self] tails in
      self?.tails = tails
      self?.view?.show(tails)
    }
  }

  func didSelectRow(at index: Int) {
    router.openAircraft(tails[index])
  }
}

final class AircraftListViewController: UITableViewController, AircraftListView {
  var presenter: AircraftListPresenter!

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  func show(_ tails: [String]) { tableView.reloadData() }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    presenter.didSelectRow(at: indexPath.row)
  }
}

// MARK: - Aircraft

final class AircraftPresenter {
  private let tail: String
  private unowned let router: AircraftRouting

  init(tail: String, router: AircraftRouting) {
    self.tail = tail
    self.router = router
  }

  func logbookTapped() { router.openLogbook(for: tail) }
  func inspectTapped() { router.startInspection(of: tail) }
}

final class AircraftViewController: UIViewController {
  var presenter: AircraftPresenter?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Logbook", style: .plain, target: self, action: #selector(logbook)),
      UIBarButtonItem(title: "Inspect", style: .plain, target: self, action: #selector(inspect)),
    ]
  }

  @objc private func logbook() { presenter?.logbookTapped() }
  @objc private func inspect() { presenter?.inspectTapped() }
}

final class LogbookViewController: UIViewController {
  init(tail: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("unused") }
}

// MARK: - Inspection

final class InspectionPresenter {
  private weak var router: InspectionRouting?
  private var failures: [String] = []

  init(router: InspectionRouting) { self.router = router }

  func submit(tail: String) {
    if failures.isEmpty {
      router?.inspectionFinished()
    } else {
      router?.inspectionFailed(tail: tail)
    }
  }
}

final class InspectionViewController: UIViewController {
  var presenter: InspectionPresenter!
  @objc private func submitTapped() { presenter.submit(tail: title ?? "") }
}
