import SUICoordinator
import SwiftUI

enum CafeRoute: RouteType {
  case menu
  case checkout
  case empty
  case signIn
  case profile
  case barista
  case tables

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .signIn: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .menu: MenuView()
    default: Text("Cafe")
    }
  }
}

protocol CafeHelp: AnyObject {
  var isBusy: Bool { get }
}

extension CafeHelp {
  var helpRoute: CafeRoute { isBusy ? .tables : .barista }
}

final class CafeCoordinator: Coordinator<CafeRoute>, CafeHelp {
  var isBusy = false
  var basket: [String] = []
  var isSignedIn = false

  override func start() async {
    await startFlow(route: .menu)
  }

  var nextRoute: CafeRoute { basket.isEmpty ? .empty : .checkout }

  func proceed() async {
    await navigate(toRoute: nextRoute)
  }

  func profileRoute() -> CafeRoute {
    guard isSignedIn else { return .signIn }
    return .profile
  }

  func openProfile() async {
    await navigate(toRoute: self.profileRoute())
  }

  func help() async {
    let route = helpRoute
    await navigate(toRoute: route)
  }
}

struct MenuView: View {
  @EnvironmentObject var coordinator: CafeCoordinator
  var body: some View {
    Button("Proceed") { Task { await coordinator.proceed() } }
    Button("Profile") { Task { await coordinator.openProfile() } }
    Button("Help") { Task { await coordinator.help() } }
  }
}
