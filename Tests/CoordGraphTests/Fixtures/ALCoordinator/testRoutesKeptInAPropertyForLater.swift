import SUICoordinator
import SwiftUI

enum ShopRoute: String, RouteType {
  case home
  case orders
  case wishlist
  case signIn
  case settings
  case offers

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .signIn: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .home: HomeView()
    case .signIn: SignInView()
    default: Text("Shop")
    }
  }
}

final class ShopCoordinator: Coordinator<ShopRoute> {
  var isSignedIn = false
  private var pendingRoute: ShopRoute?
  private var resumeRoute: ShopRoute = .settings
  private var restored: ShopRoute?

  override func start() async {
    await startFlow(route: .home)
  }

  func requireSignIn(then route: ShopRoute) async {
    pendingRoute = route
    await navigate(toRoute: .signIn)
  }

  func signedIn() async {
    isSignedIn = true
    if let pendingRoute {
      await navigate(toRoute: pendingRoute)
      self.pendingRoute = nil
    }
  }

  func resume() async {
    await navigate(toRoute: self.resumeRoute)
  }

  func restore(_ raw: String) {
    restored = ShopRoute(rawValue: raw)
  }

  func reopen() async {
    if let restored {
      await navigate(toRoute: restored)
    }
  }
}

struct HomeView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View {
    Button("Orders") { Task { await coordinator.requireSignIn(then: .orders) } }
    Button("Wishlist") { Task { await coordinator.requireSignIn(then: .wishlist) } }
    Button("Resume") { Task { await coordinator.resume() } }
    Button("Reopen") { Task { await coordinator.reopen() } }
  }
}

struct SignInView: View {
  @EnvironmentObject var coordinator: ShopCoordinator
  var body: some View {
    Button("Sign in") { Task { await coordinator.signedIn() } }
  }
}
