import SUICoordinator
import SwiftUI

// One model class is held by the screens of three routes. The coordinator makes each model through a helper of its own
// that hands the closure it is given on to the model's initialiser (`makeForm(title:onDone:)`): in `start`, given to the
// route case at once, or kept in a local first. Each closure fires from the route the model was made for.
enum SignUpRoute: RouteType {
  case name(FormModel)
  case email(FormModel)
  case terms(FormModel)
  case done

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .terms: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .name(let model), .email(let model): FormView(model: model)
    case .terms(let model): FormView(model: model)
    case .done: Text("Done")
    }
  }
}

final class SignUpCoordinator: Coordinator<SignUpRoute> {
  override func start() async {
    await startFlow(route: .name(makeForm(title: "Name") { [weak self] in
      Task { await self?.showEmail() }
    }))
  }

  func showEmail() async {
    await navigate(toRoute: .email(self.makeForm(title: "Email", onDone: { [weak self] in
      Task { await self?.showTerms() }
    })))
  }

  func showTerms() async {
    let model = makeForm(title: "Terms") { [weak self] in
      Task { await self?.router.dismiss() }
    }
    await navigate(toRoute: .terms(model))
  }

  private func makeForm(title: String, onDone: @escaping () -> Void) -> FormModel {
    FormModel(title: title, onDone: onDone)
  }
}

@MainActor
final class FormModel: ObservableObject {
  let title: String
  let onDone: () -> Void
  init(title: String, onDone: @escaping () -> Void) {
    self.title = title
    self.onDone = onDone
  }
  func submit() { onDone() }
}

struct FormView: View {
  @ObservedObject var model: FormModel
  var body: some View { Button(model.title) { model.submit() } }
}
