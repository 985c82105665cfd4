import SUICoordinator
import SwiftUI

enum ShopRoute: RouteType {
  case signIn
  case catalog
  case onboarding
  case splash

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View { Text("Shop") }
}

enum Stage { case new, returning, banned }

final class ShopCoordinator: Coordinator<ShopRoute> {
  var signedIn = false

  override func start() async {
    if signedIn {
      await startFlow(route: .catalog)
    } else {
      await startFlow(route: .signIn)
    }
  }
}

final class GuardedCoordinator: Coordinator<ShopRoute> {
  var signedIn = false

  override func start() async {
    guard signedIn else {
      await startFlow(route: .signIn)
      return
    }
    await startFlow(route: .catalog)
  }
}

final class StagedCoordinator: Coordinator<ShopRoute> {
  var stage = Stage.new

  override func start() async {
    switch stage {
    case .new: await startFlow(route: .onboarding)
    case .returning: await startFlow(route: .catalog)
    case .banned: await startFlow(route: .signIn)
    }
  }
}

final class SplashCoordinator: Coordinator<ShopRoute> {
  override func start() async {
    await startFlow(route: .splash)
    Task { @MainActor in
      try? await Task.sleep(for: .seconds(1))
      await self.startFlow(route: .catalog)
    }
  }
}

final class WelcomeCoordinator: Coordinator<ShopRoute> {
  override func start() async {
    await startFlow(route: .splash)
    try? await Task.sleep(for: .seconds(1))
    await startFlow(route: .catalog)
  }
}
