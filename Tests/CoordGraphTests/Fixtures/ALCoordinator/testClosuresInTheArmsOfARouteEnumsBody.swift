import SUICoordinator
import SwiftUI

enum SignUpRoute: RouteType {
  case name(SignUpCoordinator)
  case email(SignUpCoordinator)
  case done(SignUpCoordinator)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .name(let c): FormStep(title: "Name") { Task { await c.showEmail() } }
    case .email(let c): FormStep(title: "Email") { Task { await c.showDone() } }
    case .done(let c): FormStep(title: "Done") { Task { await c.finishFlow() } }
    }
  }
}

final class SignUpCoordinator: Coordinator<SignUpRoute> {
  override func start() async { await startFlow(route: .name(self)) }
  func showEmail() async { await navigate(toRoute: .email(self)) }
  func showDone() async { await navigate(toRoute: .done(self)) }
}

struct FormStep: View {
  let title: String
  let onNext: () -> Void
  var body: some View { Button(title, action: onNext) }
}
