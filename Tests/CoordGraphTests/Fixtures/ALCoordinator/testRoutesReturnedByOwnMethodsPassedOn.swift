import SUICoordinator
import SwiftUI

class FlowCoordinator<Route: NavigationRoute>: NavigationCoordinator<Route> {
  func show(_ route: Route) {
    router.navigate(to: route)
  }
}

protocol ProblemShowing: AnyObject {
  associatedtype ProblemRoute
  func problemRoute(_ text: String) -> ProblemRoute
}

extension ProblemShowing where Self: FlowCoordinator<KioskRoute> {
  func showProblem(_ text: String) {
    show(problemRoute(text))
  }

  func reportProblem(_ text: String) {
    router.navigate(to: problemRoute(text))
  }
}

enum KioskRoute: NavigationRoute {
  case welcome(KioskCoordinator)
  case ticket(KioskCoordinator)
  case problem(String)
  case help

  var transition: NavigationTransitionStyle {
    switch self {
    case .welcome, .ticket: return .push
    case .problem, .help: return .modal
    }
  }

  func view() -> any View {
    switch self {
    case .welcome(let kiosk): return WelcomeView(kiosk: kiosk)
    case .ticket(let kiosk): return TicketView(kiosk: kiosk)
    case .problem(let text): return Text(text)
    case .help: return Text("Help")
    }
  }
}

final class KioskCoordinator: FlowCoordinator<KioskRoute>, ProblemShowing {
  override func start(animated: Bool) {
    router.startFlow(route: .welcome(self), animated: animated)
  }

  func problemRoute(_ text: String) -> KioskRoute {
    .problem(text)
  }

  func helpRoute() -> KioskRoute { .help }

  func printTicket() {
    show(.ticket(self))
  }

  func openHelp() {
    show(self.helpRoute())
  }
}

struct WelcomeView: View {
  let kiosk: KioskCoordinator
  var body: some View {
    Button("Print") { kiosk.printTicket() }
    Button("Help") { kiosk.openHelp() }
  }
}

struct TicketView: View {
  let kiosk: KioskCoordinator
  var body: some View {
    Button("Jammed") { kiosk.showProblem("Paper jam") }
    Button("Report") { kiosk.reportProblem("Out of paper") }
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    let kiosk = KioskCoordinator()
    window?.rootViewController = kiosk.root
    kiosk.start(animated: false)
  }
}
