import Jumper
import UIKit

final class ApplicationCoordinator: NavigationCoordinable {
  var navigation: Navigation<ApplicationCoordinator> = .init(initial: \.household)

  let petID: Int
  var onSubmitted: (() -> Void)?

  init(petID: Int) { self.petID = petID }

  @Route var household = householdScreen
  @Route var experience = experienceScreen
  @Route var review = reviewScreen

  func householdScreen() -> ScreenView {
    let controller = StepViewController(title: "Household")
    controller.onNext = { [weak self] in self?.push(\.experience) }
    controller.onCancel = { [weak self] in self?.dismiss() }
    return controller
  }

  func experienceScreen() -> ScreenView {
    let controller = StepViewController(title: "Experience")
    controller.onNext = { [weak self] in self?.push(\.review) }
    return controller
  }

  func reviewScreen() -> ScreenView {
    let controller = StepViewController(title: "Review")
    controller.onNext = { [weak self] in self?.onSubmitted?() }
    controller.onEdit = { [weak self] in
      self?.popToRoot()
    }
    return controller
  }
}

final class StepViewController: UIViewController {
  var onNext: (() -> Void)?
  var onCancel: (() -> Void)?
  var onEdit: (() -> Void)?
  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { nil }
  @objc private func next() { onNext?() }
  @objc private func cancel() { onCancel?() }
  @objc private func edit() { onEdit?() }
}
