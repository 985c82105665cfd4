import UIKit
import UIKCoordinator

enum SetupOutcome {
  case next
  case skip
  case close
}

enum Section {
  case overview
  case history
}

protocol SetupStepDelegate: AnyObject {
  func setupStep(_ screen: UIViewController, didFinishWith outcome: SetupOutcome)
  func setupStep(_ screen: UIViewController, didChoose account: Int, section: Section)
  func setupStep(_ screen: UIViewController, didSave saved: Bool)
}

enum SetupRoute: NavigationRoute {
  case welcome(delegate: SetupStepDelegate)
  case permissions(delegate: SetupStepDelegate)
  case account
  case history
  case done

  var transition: NavigationTransitionStyle {
    switch self {
    case .permissions: return .modal
    default: return .push
    }
  }

  func view() -> UIViewController {
    switch self {
    case .welcome(let delegate): return WelcomeViewController(delegate: delegate)
    case .permissions(let delegate): return PermissionsViewController(delegate: delegate)
    case .account, .history, .done: return UIViewController()
    }
  }
}

final class SetupCoordinator: NavigationCoordinator<SetupRoute>, SetupStepDelegate {
  override func start(animated: Bool = true) {
    router.startFlow(route: .welcome(delegate: self), animated: animated)
  }

  func setupStep(_ screen: UIViewController, didFinishWith outcome: SetupOutcome) {
    handle(outcome)
  }

  private func handle(_ outcome: SetupOutcome) {
    switch outcome {
    case .next: router.navigate(to: .permissions(delegate: self))
    case .skip: router.navigate(to: .done)
    case .close: router.dismiss()
    }
  }

  func setupStep(_ screen: UIViewController, didChoose account: Int, section: Section = .overview) {
    if section == .history {
      router.navigate(to: .history)
    } else {
      router.navigate(to: .account)
    }
  }

  func setupStep(_ screen: UIViewController, didSave saved: Bool) {
    guard saved else { return router.pop() }
    router.popToRoot()
  }
}

final class WelcomeViewController: UIViewController {
  private weak var delegate: SetupStepDelegate?

  init(delegate: SetupStepDelegate) {
    self.delegate = delegate
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func continueTapped() { delegate?.setupStep(self, didFinishWith: .next) }
  @objc private func skipTapped() { delegate?.setupStep(self, didFinishWith: .skip) }
  @objc private func accountTapped() { delegate?.setupStep(self, didChoose: 3) }
  @objc private func saveTapped() { delegate?.setupStep(self, didSave: true) }
  @objc private func replayTapped() { replay(.skip, then: .close) }

  // Passes on its second outcome, not its selector (`first`): the arms it reaches keep this caller whatever
  // `first` is.
  private func replay(_ first: SetupOutcome, then second: SetupOutcome) {
    delegate?.setupStep(self, didFinishWith: second)
  }
}

final class PermissionsViewController: UIViewController {
  private weak var delegate: SetupStepDelegate?

  init(delegate: SetupStepDelegate) {
    self.delegate = delegate
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  @objc private func closeTapped() { delegate?.setupStep(self, didFinishWith: .close) }
  @objc private func historyTapped() { delegate?.setupStep(self, didChoose: 3, section: .history) }
  @objc private func discardTapped() { delegate?.setupStep(self, didSave: false) }
}
