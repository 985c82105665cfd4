import UIKCoordinator
import UIKit

enum RegistryRoute: NavigationRoute {
  case search(RegistryCoordinator)
  case results(query: String, coordinator: RegistryCoordinator)
  case about

  var transition: NavigationTransitionStyle {
    switch self {
    case .about: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .search(let coordinator): return SearchViewController(actions: coordinator)
    case .results(let query, let coordinator): return ResultsViewController(query: query, actions: coordinator)
    case .about: return AboutViewController()
    }
  }
}

protocol SearchActions: AnyObject {
  func search(_ query: String)
  func showAbout()
}

protocol ResultsActions: AnyObject {
  func open(_ id: String)
}

final class RegistryCoordinator: NavigationCoordinator<RegistryRoute> {
  private let factory: CoordinatorFactory
  private let session: Session

  init(factory: CoordinatorFactory, session: Session) {
    self.factory = factory
    self.session = session
    super.init(parent: nil)
  }

  override func start(animated: Bool = true) {
    router.startFlow(route: .search(self), animated: animated)
  }
}

extension RegistryCoordinator: SearchActions {
  func search(_ query: String) {
    router.navigate(to: .results(query: query, coordinator: self))
  }

  func showAbout() {
    router.navigate(to: .about)
  }
}

extension RegistryCoordinator: ResultsActions {
  func open(_ id: String) {
    guard session.isSignedIn else {
      let signIn = factory.makeSignIn(onDone: { [weak self] in self?.open(id) })
      router.navigate(to: signIn)
      return
    }
    router.navigate(to: factory.makeRecord(id: id))
  }
}

final class SearchViewController: UIViewController, UISearchBarDelegate {
  private weak var actions: SearchActions?

  init(actions: SearchActions) {
    self.actions = actions
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    actions?.search(searchBar.text ?? "")
  }

  @objc private func aboutTapped() { actions?.showAbout() }
}

final class ResultsViewController: UITableViewController {
  let query: String
  private weak var actions: ResultsActions?

  init(query: String, actions: ResultsActions) {
    self.query = query
    self.actions = actions
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    actions?.open("record-\(indexPath.row)")
  }
}

final class AboutViewController: UIViewController {
  @objc private func closeTapped() { dismiss(animated: true) }
}
