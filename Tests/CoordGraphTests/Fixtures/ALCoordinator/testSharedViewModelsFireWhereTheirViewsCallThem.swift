import SUICoordinator
import SwiftUI

enum SignupRoute: NavigationRoute {
  case name(SignupModel)
  case email(SignupModel)
  case password(SignupModel)
  case help
  case terms

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .name(let model): return NameStep(model: model)
    case .email(let model): return EmailStep(model: model)
    case .password(let model): return PasswordStep(model: model)
    case .help, .terms: return Text("Help")
    }
  }
}

final class SignupCoordinator: NavigationCoordinator<SignupRoute> {
  override func start(animated: Bool = true) {
    let model = SignupModel(coordinator: self)
    router.startFlow(route: .name(model), animated: animated)
    model.restore()
  }

  func showEmail(_ model: SignupModel) { router.navigate(to: .email(model)) }
  func showPassword(_ model: SignupModel) { router.navigate(to: .password(model)) }
  func showHelp() { router.navigate(to: .help) }
  func cancel() { finishFlow(animated: true) }
}

/// One model for the three steps: each step's view calls its own method of it.
final class SignupModel: ObservableObject {
  private weak var coordinator: SignupCoordinator?
  var failed = false
  init(coordinator: SignupCoordinator) { self.coordinator = coordinator }

  func nameEntered() { coordinator?.showEmail(self) }
  func emailEntered() { coordinator?.showPassword(self) }
  func restore() { if failed { abandon() } }
  func abandon() { coordinator?.cancel() }
  func retry() { if failed { askForHelp() } }
  func askForHelp() {
    retry()
    coordinator?.showHelp()
  }
}

struct NameStep: View {
  @ObservedObject var model: SignupModel
  var body: some View { Button("Next") { model.nameEntered() } }
}

struct EmailStep: View {
  @ObservedObject var model: SignupModel
  var body: some View { Button("Next", action: model.emailEntered) }
}

struct PasswordStep: View {
  @ObservedObject var model: SignupModel
  var body: some View { Text("Choose a password") }
}

// The password field is a subview that no route holds: the model's method it calls keeps all of the
// model's routes, though the name step calls it too.
extension SignupModel {
  func readTerms() { coordinator?.showTerms() }
}

extension SignupCoordinator {
  func showTerms() { router.navigate(to: .terms) }
}

extension NameStep {
  var termsButton: some View { Button("Terms") { model.readTerms() } }
}

struct PasswordField: View {
  @ObservedObject var model: SignupModel
  var body: some View { Button("Terms") { model.readTerms() } }
}
