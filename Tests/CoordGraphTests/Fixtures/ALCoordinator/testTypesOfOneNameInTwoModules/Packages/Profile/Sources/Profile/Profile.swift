import SUICoordinator
import SwiftUI

public enum Route: RouteType {
  case overview
  case edit
  case avatar

  public var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .overview: .push
    case .edit: .push
    case .avatar: .fullScreenCover
    }
  }

  @MainActor @ViewBuilder
  public var body: some View {
    switch self {
    case .overview: RootView()
    case .edit: EditView()
    case .avatar: AvatarView()
    }
  }
}

public final class FlowCoordinator: Coordinator<Route> {
  public override func start() async { await startFlow(route: .overview) }
  func edit() async { await navigate(toRoute: .edit) }
  func avatar() async { await navigate(toRoute: .avatar) }
  func close() async { await finishFlow() }
}

struct RootView: View {
  @Environment(FlowCoordinator.self) private var coordinator
  var body: some View {
    Button("Edit") { Task { await coordinator.edit() } }
    Button("Avatar") { Task { await coordinator.avatar() } }
  }
}

struct EditView: View {
  var body: some View { Text("Edit") }
}

struct AvatarView: View {
  @Environment(FlowCoordinator.self) private var coordinator
  var body: some View { Button("Close") { Task { await coordinator.close() } } }
}
