import Combine
import SUICoordinator
import SwiftUI

final class Session: ObservableObject {
  @Published var isSignedIn = false
  let isOnline = PassthroughSubject<Bool, Never>()
  func signIn() { isSignedIn = true }
  func signOut() { isSignedIn = false }
}

enum MainRoute: RouteType {
  case login
  case home
  case settings
  case offline
  case editor
  case discarded
  case confirm
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .offline: return .sheet
    default: return .push
    }
  }
  var body: some View {
    switch self {
    case .login: LoginView()
    case .home: HomeView()
    case .settings: SettingsView()
    case .offline: Text("Offline")
    case .editor: EditorView()
    case .discarded: Text("Discarded")
    case .confirm: ConfirmView()
    }
  }
}

final class MainCoordinator: Coordinator<MainRoute> {
  let session = Session()
  var onEditorClosed: ((Bool) -> Void)?
  private var bag = Set<AnyCancellable>()

  override init() {
    super.init()
    session.$isSignedIn.dropFirst().sink { [weak self] signedIn in
      if signedIn {
        Task { await self?.navigate(toRoute: .home) }
      } else {
        Task { await self?.popToRoot() }
      }
    }.store(in: &bag)
    session.isOnline.sink { [weak self] in
      if !$0 { Task { await self?.navigate(toRoute: .offline) } }
    }.store(in: &bag)
    onEditorClosed = { [weak self] saved in
      guard saved else {
        Task { await self?.navigate(toRoute: .discarded) }
        return
      }
      Task { await self?.pop() }
    }
  }

  override func start() async {
    await startFlow(route: .login)
  }

  func openSettings() async { await navigate(toRoute: .settings) }
  func openEditor() async { await navigate(toRoute: .editor) }
  func confirmDiscard() async { await navigate(toRoute: .confirm) }
}

struct LoginView: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View {
    Button("Sign in") { coordinator.session.signIn() }
  }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View {
    Button("Settings") { Task { await coordinator.openSettings() } }
    Button("Edit") { Task { await coordinator.openEditor() } }
  }
}

struct SettingsView: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View {
    Button("Sign out") { coordinator.session.signOut() }
    Button("Go offline") { coordinator.session.isOnline.send(false) }
  }
}

struct EditorView: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View {
    Button("Save") { coordinator.onEditorClosed?(true) }
    Button("Discard") { Task { await coordinator.confirmDiscard() } }
  }
}

struct ConfirmView: View {
  @EnvironmentObject var coordinator: MainCoordinator
  var body: some View {
    Button("Discard") { coordinator.onEditorClosed?(false) }
  }
}

@main
struct TrialApp: App {
  @StateObject var coordinator = MainCoordinator()
  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}
