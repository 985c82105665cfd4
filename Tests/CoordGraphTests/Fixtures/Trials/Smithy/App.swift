import Jumper
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private let app = SmithyCoordinator(settings: .standard)

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = app.view()
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// Sign-out and onboarding, reported by the flows to the app's root.
protocol SessionRouting: AnyObject {
  func onboardingFinished()
  func signedOut()
}

final class SmithyCoordinator: RootCoordinable {
  var navigation: RootNavigation<SmithyCoordinator>
  private let settings: UserDefaults

  @Route var onboarding = onboardingFlow
  @Route var forge = forgeFlow

  init(settings: UserDefaults) {
    self.settings = settings
    navigation = .init(initial: settings.bool(forKey: "onboarded") ? \.forge : \.onboarding)
  }

  func onboardingFlow() -> OnboardingCoordinator { OnboardingCoordinator(session: self) }
  func forgeFlow() -> ForgeTabs { ForgeTabs(session: self) }
}

extension SmithyCoordinator: SessionRouting {
  func onboardingFinished() {
    settings.set(true, forKey: "onboarded")
    root(\.forge)
  }

  func signedOut() { root(\.onboarding) }
}

final class OnboardingCoordinator: NavigationCoordinable {
  var navigation: Navigation<OnboardingCoordinator> = .init(initial: \.welcome)
  private weak var session: SessionRouting?

  @Route var welcome = welcomeScreen
  @Route var workshop = workshopScreen

  init(session: SessionRouting) { self.session = session }

  func welcomeScreen() -> ScreenView {
    let controller = WelcomeViewController()
    controller.delegate = self
    return controller
  }

  func workshopScreen() -> ScreenView {
    let controller = WorkshopSetupViewController()
    controller.delegate = self
    return controller
  }
}

protocol OnboardingStepDelegate: AnyObject {
  func stepDidContinue(_ controller: UIViewController)
}

extension OnboardingCoordinator: OnboardingStepDelegate {
  func stepDidContinue(_ controller: UIViewController) {
    if controller is WelcomeViewController {
      push(\.workshop)
    } else {
      session?.onboardingFinished()
    }
  }
}

final class WelcomeViewController: UIViewController {
  weak var delegate: OnboardingStepDelegate?
  @objc private func continueTapped() { delegate?.stepDidContinue(self) }
}

final class WorkshopSetupViewController: UIViewController {
  weak var delegate: OnboardingStepDelegate?
  @objc private func doneTapped() { delegate?.stepDidContinue(self) }
}

final class ForgeTabs: TabCoordinable {
  var navigation: TabNavigation<ForgeTabs> = .init {
    \ForgeTabs.orders
    \ForgeTabs.stock
    \ForgeTabs.profile
  }

  @Route(tabItem: ordersItem) var orders = ordersFlow
  @Route(tabItem: stockItem) var stock = stockFlow
  @Route(tabItem: profileItem) var profile = profileFlow

  private weak var session: SessionRouting?

  init(session: SessionRouting) { self.session = session }

  func ordersFlow() -> OrdersCoordinator { OrdersCoordinator() }
  func stockFlow() -> StockCoordinator { StockCoordinator() }
  func profileFlow() -> ProfileCoordinator { ProfileCoordinator(session: session) }

  func ordersItem() -> UITabBarItem { UITabBarItem(title: "Orders", image: nil, tag: 0) }
  func stockItem() -> UITabBarItem { UITabBarItem(title: "Stock", image: nil, tag: 1) }
  func profileItem() -> UITabBarItem { UITabBarItem(title: "Profile", image: nil, tag: 2) }
}
