import Jumper
import UIKit

final class BudgetCoordinator: NavigationCoordinable, AlertCoordinable {
  var navigation: Navigation<BudgetCoordinator> = .init(initial: \.overview)

  @Route var overview = overviewScreen
  @Route var category = categoryScreen
  @Route var limits = limitsScreen

  func overviewScreen() -> ScreenView {
    let controller = OverviewViewController()
    controller.onCategory = { [weak self] name in self?.push(\.category, input: name) }
    controller.onSetUp = { [weak self] in
      self?.push {
        \BudgetCoordinator.category
        \BudgetCoordinator.limits
      }
    }
    return controller
  }

  func categoryScreen(name: String) -> ScreenView {
    let controller = CategoryViewController()
    controller.onLimits = { [weak self] in self?.push(\.limits) }
    return controller
  }

  func limitsScreen() -> ScreenView {
    let controller = LimitsViewController()
    controller.onSaved = { [weak self] in
      self?.presentAlert(title: "Saved", message: "Your limits are set")
      self?.popToRoot()
    }
    return controller
  }
}

public protocol AlertCoordinable: ScreenViewPresentable {}

extension AlertCoordinable {
  func presentAlert(title: String, message: String) {
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
    view().present(alert, animated: true)
  }
}

final class OverviewViewController: UIViewController {
  var onCategory: ((String) -> Void)?
  var onSetUp: (() -> Void)?
  @objc private func groceriesTapped() { onCategory?("Groceries") }
  @objc private func setUpTapped() { onSetUp?() }
}

final class CategoryViewController: UIViewController {
  var onLimits: (() -> Void)?
  @objc private func limitsTapped() { onLimits?() }
}

final class LimitsViewController: UIViewController {
  var onSaved: (() -> Void)?
  @objc private func saveTapped() { onSaved?() }
}
