import Combine
import SUICoordinator
import SwiftUI
import UIKit

extension Notification.Name {
  static let sessionExpired = Notification.Name("sessionExpired")
  static let openInbox = Notification.Name("openInbox")
  static let showHelp = Notification.Name("app.help")
}

@main
struct NotifyApp: App {
  let coordinator = AccountCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum AccountRoute: RouteType {
  case home
  case profile
  case login
  case inbox
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .home, .profile, .inbox, .help: .push
    case .login: .fullScreenCover
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .home: HomeView()
    case .profile: ProfileView()
    case .login: LoginView()
    case .inbox, .help: Text("Inbox")
    }
  }
}

final class AccountCoordinator: Coordinator<AccountRoute> {
  private var observers: [NSObjectProtocol] = []
  private var subscriptions = Set<AnyCancellable>()

  override func start() async {
    observers.append(
      NotificationCenter.default.addObserver(forName: .sessionExpired, object: nil, queue: .main) { [weak self] _ in
        Task { await self?.showLogin() }
      })
    NotificationCenter.default.publisher(for: .openInbox)
      .sink { [weak self] _ in Task { await self?.navigate(toRoute: .inbox) } }
      .store(in: &subscriptions)
    await startFlow(route: .home)
  }

  func showProfile() async { await navigate(toRoute: .profile) }
  func showLogin() async { await navigate(toRoute: .login) }
  func loggedIn() async { await router.dismiss() }
  func showHelp() async { await navigate(toRoute: .help) }
}

final class APIClient {
  func load() async {
    let unauthorized = true
    if unauthorized { NotificationCenter.default.post(name: .sessionExpired, object: nil) }
  }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: AccountCoordinator
  var body: some View {
    Button("Profile") { Task { await coordinator.showProfile() } }
    Button("Messages") { NotificationCenter.default.post(name: .openInbox, object: nil) }
      .onReceive(NotificationCenter.default.publisher(for: .showHelp)) { _ in
        Task { await coordinator.showHelp() }
      }
      .onReceive(NotificationCenter.default.publisher(for: UIApplication.didReceiveMemoryWarningNotification)) { _ in
        dismiss()
      }
  }
}

struct ProfileView: View {
  let client = APIClient()
  var body: some View {
    Text("Profile").task { await client.load() }
    Button("Help") { NotificationCenter.default.post(name: Notification.Name("app.help"), object: nil) }
  }
}

struct LoginView: View {
  @EnvironmentObject var coordinator: AccountCoordinator
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Log in") { Task { await coordinator.loggedIn() } }
      .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
        Task { await coordinator.showHelp() }
      }
      .onReceive(NotificationCenter.default.publisher(for: UIApplication.didReceiveMemoryWarningNotification)) { _ in
        dismiss()
      }
  }
}

extension HomeView {
  func expireSession() { NotificationCenter.default.post(Notification(name: .sessionExpired)) }
}

extension LoginView {
  func openInbox() { NotificationCenter.default.post(.init(name: Notification.Name("openInbox"), object: nil)) }
}
