import SUICoordinator
import SwiftUI

@Observable final class Prompts {
  var showsTerms = false
}

enum DeskRoute: RouteType {
  case desk
  case form

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .desk: DeskView()
    case .form: FormView()
    }
  }
}

@Coordinator(DeskRoute.self)
final class DeskCoordinator {
  func start() async { await startFlow(route: .desk) }
  func showForm() async { await navigate(toRoute: .form) }
}

/// Holds the terms cover; its screen is a view nested in it, written by its own name.
struct DeskView: View {
  @EnvironmentObject var coordinator: DeskCoordinator
  @Environment(Prompts.self) private var prompts

  var body: some View {
    @Bindable var prompts = prompts
    Button("Form") { Task { await coordinator.showForm() } }
      .fullScreenCover(isPresented: $prompts.showsTerms) { TermsView() }
  }

  struct TermsView: View {
    @Environment(Prompts.self) private var prompts
    var body: some View { Button("Accept") { prompts.showsTerms = false } }
  }
}

/// Another view of the same name elsewhere: it sets nothing back.
enum Legal {
  struct TermsView: View {
    @Environment(Prompts.self) private var prompts
    var body: some View { Text("Terms") }
  }
}

struct FormView: View {
  @Environment(Prompts.self) private var prompts
  var body: some View { Button("Terms") { prompts.showsTerms = true } }
}
