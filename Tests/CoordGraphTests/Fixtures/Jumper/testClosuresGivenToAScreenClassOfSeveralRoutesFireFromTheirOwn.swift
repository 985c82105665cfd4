import Jumper
import UIKit

// One screen class shows three routes of two coordinators, each built with a closure of its own: each closure fires
// from the route whose factory gave it, where the screen calls it.
final class SignUpCoordinator: NavigationCoordinable {
  var navigation: Navigation<SignUpCoordinator> = .init(initial: \.name)
  @Route var name = nameScreen
  @Route var email = emailScreen
  @Route var terms = termsScreen
  @Route var done = doneScreen

  func nameScreen() -> ScreenView { FormScreen(title: "Name", onDone: { [weak self] in self?.push(\.email) }) }
  func emailScreen() -> ScreenView { FormScreen(title: "Email", onDone: { [weak self] in self?.push(\.terms) }) }

  // A model made by the factory is given the closure: it fires from the route of the screen that holds the model.
  func termsScreen() -> ScreenView {
    let model = StepModel(onNext: { [weak self] in self?.push(\.done) })
    return StepViewController(model: model)
  }

  func doneScreen() -> ScreenView {
    StepViewController(model: StepModel(onNext: { [weak self] in self?.popToRoot() }))
  }
}

final class SettingsCoordinator: NavigationCoordinable {
  var navigation: Navigation<SettingsCoordinator> = .init(initial: \.nickname)
  @Route var nickname = nicknameScreen
  @Route var saved = savedScreen

  func nicknameScreen() -> ScreenView { FormScreen(title: "Nickname", onDone: { [weak self] in self?.present(\.saved) }) }
  func savedScreen() -> ScreenView { UIViewController() }
}

class FormScreen: UIViewController {
  private let onDone: () -> Void
  init(title: String, onDone: @escaping () -> Void) {
    self.onDone = onDone
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { nil }
  @objc func doneTapped() { onDone() }
}

final class StepModel {
  private let onNext: () -> Void
  init(onNext: @escaping () -> Void) { self.onNext = onNext }
  func next() { onNext() }
}

final class StepViewController: UIViewController {
  private let model: StepModel
  init(model: StepModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  @objc private func nextTapped() { model.next() }
}
