import SUICoordinator
import SwiftUI

@main
struct FoundryApp: App {
  @State private var root = RootCoordinator(session: .shared)

  var body: some Scene {
    WindowGroup {
      root.getView()
    }
  }
}

final class Session {
  static let shared = Session()
  var isSignedIn = false
  var hasOnboarded = false
}

enum RootRoute: RouteType {
  case splash

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { ProgressView() }
}

@Coordinator(RootRoute.self)
final class RootCoordinator {
  let session: Session

  init(session: Session) {
    self.session = session
  }

  func start() async {
    await startFlow(route: .splash)
    switch (session.isSignedIn, session.hasOnboarded) {
    case (true, true):
      await navigate(to: FoundryTabs(), presentationStyle: .fullScreenCover)
    case (true, false):
      await navigate(to: OnboardingCoordinator(), presentationStyle: .fullScreenCover)
    case (false, _):
      await navigate(to: SignInCoordinator(), presentationStyle: .fullScreenCover)
    }
  }
}

enum SignInRoute: RouteType {
  case form
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { SignInForm() }
}

@Coordinator(SignInRoute.self)
final class SignInCoordinator {
  func start() async { await startFlow(route: .form) }

  func signedIn() async {
    Session.shared.isSignedIn = true
    await restart()
  }
}

struct SignInForm: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Sign in") { Task { await (coordinator as? SignInCoordinator)?.signedIn() } }
  }
}

enum OnboardingRoute: RouteType {
  case welcome
  case notifications

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .welcome: WelcomeStep()
    case .notifications: NotificationsStep()
    }
  }
}

@Coordinator(OnboardingRoute.self)
final class OnboardingCoordinator {
  func start() async { await startFlow(route: .welcome) }
  func next() async { await navigate(toRoute: .notifications) }

  func done() async {
    Session.shared.hasOnboarded = true
    await restart()
  }
}

struct WelcomeStep: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Next") { Task { await (coordinator as? OnboardingCoordinator)?.next() } }
  }
}

struct NotificationsStep: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Allow") {
      Task { @MainActor in
        defer { Task { await (coordinator as? OnboardingCoordinator)?.done() } }
        _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])
      }
    }
  }
}

enum FoundryPage: TabPage, CaseIterable {
  case catalog, orders

  var position: Int {
    switch self {
    case .catalog: 0
    case .orders: 1
    }
  }

  var dataSource: some View {
    switch self {
    case .catalog: Label("Catalog", systemImage: "hammer")
    case .orders: Label("Orders", systemImage: "shippingbox")
    }
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .catalog: CatalogCoordinator()
    case .orders: OrdersCoordinator()
    }
  }
}

final class FoundryTabs: TabCoordinator<FoundryPage> {
  init() {
    super.init(pages: FoundryPage.allCases, currentPage: .catalog)
  }
}
