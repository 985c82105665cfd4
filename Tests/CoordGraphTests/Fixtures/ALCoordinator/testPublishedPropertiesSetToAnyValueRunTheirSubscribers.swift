import Combine
import SUICoordinator
import SwiftUI

@main
struct NotesApp: App {
  @StateObject var coordinator = RootCoordinator(session: Session())
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

final class Session: ObservableObject {
  @Published var isSignedIn = false
  func signIn() { isSignedIn = true }
}

enum RootRoute: RouteType {
  case login
  case notes
  case note

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .login: LoginView()
    case .notes: NotesView()
    case .note: Text("Note")
    }
  }
}

final class RootCoordinator: Coordinator<RootRoute> {
  private var cancellables = Set<AnyCancellable>()
  let session: Session

  init(session: Session) {
    self.session = session
    super.init()
    session.$isSignedIn.dropFirst().sink { [weak self] _ in
      Task { await self?.startFlow(route: .notes) }
    }
    .store(in: &cancellables)
  }

  override func start() async { await startFlow(route: .login) }
  func open() async { await navigate(toRoute: .note) }
}

struct LoginView: View {
  @EnvironmentObject var coordinator: RootCoordinator
  var body: some View { Button("Sign in") { coordinator.session.signIn() } }
}

struct NotesView: View {
  @EnvironmentObject var coordinator: RootCoordinator
  var body: some View { Button("Open") { Task { await coordinator.open() } } }
}
