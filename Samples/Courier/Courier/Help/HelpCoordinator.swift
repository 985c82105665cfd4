import UIKCoordinator
import UIKit

enum HelpRoute: NavigationRoute {
  case helpCenter(viewModel: HelpViewModel)
  case helpArticle(id: String)
  case contactForm(viewModel: ContactViewModel)

  var transition: NavigationTransitionStyle { .push }

  func view() -> UIViewController {
    switch self {
    case .helpCenter(let viewModel): return HelpCenterViewController(viewModel: viewModel)
    case .helpArticle(let id): return HelpArticleViewController(id: id)
    case .contactForm(let viewModel): return ContactFormViewController(viewModel: viewModel)
    }
  }
}

final class HelpCoordinator: NavigationCoordinator<HelpRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .helpCenter(viewModel: HelpViewModel(coordinator: self)), animated: animated)
  }

  func showArticle(_ id: String) {
    router.navigate(to: .helpArticle(id: id))
  }

  func contactUs() {
    router.navigate(to: .contactForm(viewModel: ContactViewModel(onSent: { [weak self] in self?.close() })))
  }

  func close() {
    finishFlow(animated: true, completion: nil)
  }
}

final class HelpViewModel {
  private weak var coordinator: HelpCoordinator?

  init(coordinator: HelpCoordinator) { self.coordinator = coordinator }

  func open(_ id: String) { coordinator?.showArticle(id) }
  func contact() { coordinator?.contactUs() }
  func closeTapped() { coordinator?.close() }
}

/// Told what to do when the message is sent, by a closure (the help center's model holds its coordinator).
final class ContactViewModel {
  private let onSent: () -> Void

  init(onSent: @escaping () -> Void) { self.onSent = onSent }

  func sent() { onSent() }
}

final class HelpCenterViewController: UITableViewController {
  private let viewModel: HelpViewModel

  init(viewModel: HelpViewModel) {
    self.viewModel = viewModel
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.open("\(indexPath.row)")
  }

  @objc private func contactTapped() { viewModel.contact() }
  @objc private func closeTapped() { viewModel.closeTapped() }
}

final class HelpArticleViewController: UIViewController {
  init(id: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class ContactFormViewController: UIViewController {
  private let viewModel: ContactViewModel

  init(viewModel: ContactViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func sendTapped() { viewModel.sent() }
}
