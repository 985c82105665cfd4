import SafariServices
import UIKCoordinator
import UIKit

struct Job: Hashable {
  let number: Int
  let address: String
}

enum JobsRoute: NavigationRoute {
  case list(JobsCoordinator)
  case job(Job, JobsCoordinator)
  case quote(Job, JobsCoordinator)
  case invoice(Job, JobsCoordinator)

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .job, .invoice: return .push
    case .quote: return .modal
    }
  }

  func view() -> UIViewController {
    switch self {
    case .list(let coordinator): return wired(JobListViewController(), to: coordinator)
    case .job(let job, let coordinator): return wired(JobViewController(job: job), to: coordinator)
    case .quote(let job, let coordinator): return wired(QuoteViewController(job: job), to: coordinator)
    case .invoice(let job, let coordinator): return wired(InvoiceViewController(job: job), to: coordinator)
    }
  }

  private func wired<Screen: JobsScreen>(_ screen: Screen, to coordinator: JobsCoordinator) -> Screen {
    screen.coordinator = coordinator
    return screen
  }
}

final class JobsCoordinator: NavigationCoordinator<JobsRoute> {
  init() { super.init(parent: nil) }

  override func start(animated: Bool = true) {
    router.startFlow(route: .list(self), animated: animated)
  }

  func showJob(_ job: Job) { router.navigate(to: .job(job, self)) }
  func quote(_ job: Job) { router.navigate(to: .quote(job, self)) }

  /// The quote is accepted: it goes, and the invoice is pushed on the job.
  func quoteAccepted(for job: Job) {
    router.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.router.navigate(to: .invoice(job, self))
    }
  }

  func quoteDeclined() { router.dismiss() }
  func invoiceSent() { router.popToRoot() }
}

/// Wires each screen of the flow to its coordinator.
protocol JobsScreen: UIViewController {
  var coordinator: JobsCoordinator? { get set }
}

final class JobListViewController: UICollectionViewController, JobsScreen {
  weak var coordinator: JobsCoordinator?
  private lazy var dataSource = UICollectionViewDiffableDataSource<Int, Job>(collectionView: collectionView) {
    collectionView, indexPath, job in
    collectionView.dequeueReusableCell(withReuseIdentifier: "job", for: indexPath)
  }

  init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }

  required init?(coder: NSCoder) { nil }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let job = dataSource.itemIdentifier(for: indexPath) else { return }
    coordinator?.showJob(job)
  }
}

final class JobViewController: UIViewController, JobsScreen {
  weak var coordinator: JobsCoordinator?
  private let job: Job

  init(job: Job) {
    self.job = job
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Quote", primaryAction: UIAction { [weak self] _ in self?.quoteTapped() }),
      UIBarButtonItem(title: "Map", primaryAction: UIAction { [weak self] _ in self?.openMap() }),
    ]
  }

  private func quoteTapped() { coordinator?.quote(job) }

  /// The address in the web map, in Safari's controller: a system screen, not one of the app's.
  private func openMap() {
    guard let url = URL(string: "https://maps.example.com/?q=\(job.address)") else { return }
    present(SFSafariViewController(url: url), animated: true)
  }
}

final class QuoteViewController: UIViewController, JobsScreen {
  weak var coordinator: JobsCoordinator?
  private let job: Job

  init(job: Job) {
    self.job = job
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if let sheet = sheetPresentationController { sheet.detents = [.medium(), .large()] }
    let accept = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.accept() })
    let decline = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.coordinator?.quoteDeclined() })
    view.addSubview(accept)
    view.addSubview(decline)
  }

  private func accept() { coordinator?.quoteAccepted(for: job) }
}

final class InvoiceViewController: UIViewController, JobsScreen {
  weak var coordinator: JobsCoordinator?
  private let job: Job

  init(job: Job) {
    self.job = job
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func sendTapped() { coordinator?.invoiceSent() }
}
