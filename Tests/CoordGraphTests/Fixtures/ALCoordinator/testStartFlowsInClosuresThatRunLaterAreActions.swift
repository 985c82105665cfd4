import Combine
import SUICoordinator
import SwiftUI

@main
struct VaultApp: App {
  @StateObject var coordinator = VaultCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

extension Notification.Name {
  static let sessionExpired = Notification.Name("sessionExpired")
}

enum VaultRoute: RouteType {
  case login
  case home

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .login: Text("Login")
    case .home: HomeView()
    }
  }
}

final class VaultCoordinator: Coordinator<VaultRoute> {
  private var expiry: AnyCancellable?

  override init() {
    super.init()
    expiry = NotificationCenter.default.publisher(for: .sessionExpired).sink { [weak self] _ in
      Task { await self?.startFlow(route: .login) }
    }
  }

  override func start() async { await startFlow(route: .home) }
}

struct HomeView: View {
  var body: some View {
    Button("Lock") { NotificationCenter.default.post(name: .sessionExpired, object: nil) }
  }
}
