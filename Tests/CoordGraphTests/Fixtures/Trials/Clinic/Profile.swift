import SUICoordinator
import SwiftUI

enum ProfileRoute: RouteType {
  case overview, plan, upgrade, settings
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .upgrade: .sheet
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .overview: ProfileView()
    case .plan: Text("plan")
    case .upgrade: Text("upgrade")
    case .settings: Text("settings")
    }
  }
}

final class ProfileCoordinator: Coordinator<ProfileRoute> {
  var isPro = false
  override func start() async { await startFlow(route: .overview) }
  func planOrUpgrade() async { await navigate(toRoute: isPro ? .plan : .upgrade) }
  func settings() async { await navigate(toRoute: .settings) }
}

struct ProfileView: View {
  @EnvironmentObject var coordinator: ProfileCoordinator
  var body: some View {
    Button("Plan") { Task { await coordinator.planOrUpgrade() } }
    Button("Settings") { Task { await coordinator.settings() } }
  }
}
