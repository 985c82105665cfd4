import SUICoordinator
import SwiftUI

// One model class is held by the screens of three routes, each made with a closure of its own (in `start`, given to the
// route case at once, or assigned to the property of a local made for it): each closure fires from the route the model
// was made for.
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
    await startFlow(route: .name(FormModel(title: "Name", onDone: { [weak self] in
      Task { await self?.showEmail() }
    })))
  }

  func showEmail() async {
    await navigate(toRoute: .email(FormModel(title: "Email", onDone: { [weak self] in
      Task { await self?.showTerms() }
    })))
  }

  func showTerms() async {
    let model = FormModel(title: "Terms")
    model.onDone = { [weak self] in
      Task { await self?.router.dismiss() }
    }
    await navigate(toRoute: .terms(model))
  }
}

@MainActor
final class FormModel: ObservableObject {
  let title: String
  var onDone: () -> Void = {}
  init(title: String) { self.title = title }
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
