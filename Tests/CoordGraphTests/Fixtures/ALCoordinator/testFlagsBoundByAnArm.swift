import SUICoordinator
import SwiftUI

enum PeopleIntent {
  case profile(isMe: Bool)
  case settings
}

enum PeopleRoute: RouteType {
  case people(PeopleCoordinator)
  case thread(PeopleCoordinator)
  case myProfile
  case profile
  case settings(PeopleCoordinator)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .people(let c): PeopleView(coordinator: c)
    case .thread(let c): ThreadView(coordinator: c)
    case .myProfile: Text("Me")
    case .profile: Text("Someone")
    case .settings(let c): SettingsView(coordinator: c)
    }
  }
}

final class PeopleCoordinator: Coordinator<PeopleRoute> {
  override func start() async { await startFlow(route: .people(self)) }
  func openThread() async { await navigate(toRoute: .thread(self)) }

  func handle(_ intent: PeopleIntent) async {
    switch intent {
    case .profile(let isMe):
      if isMe {
        await navigate(toRoute: .myProfile)
      } else {
        await navigate(toRoute: .profile)
      }
    case .settings:
      await navigate(toRoute: .settings(self))
    }
  }
}

struct PeopleView: View {
  let coordinator: PeopleCoordinator
  var body: some View {
    Button("Me") { Task { await coordinator.handle(.profile(isMe: true)) } }
    Button("Thread") { Task { await coordinator.openThread() } }
    Button("Settings") { Task { await coordinator.handle(.settings) } }
  }
}

struct ThreadView: View {
  let coordinator: PeopleCoordinator
  var body: some View { Button("Avatar") { Task { await coordinator.handle(.profile(isMe: false)) } } }
}

struct SettingsView: View {
  let coordinator: PeopleCoordinator
  let signedIn = UserDefaults.standard.bool(forKey: "me")
  var body: some View { Button("Account") { Task { await coordinator.handle(.profile(isMe: signedIn)) } } }
}
