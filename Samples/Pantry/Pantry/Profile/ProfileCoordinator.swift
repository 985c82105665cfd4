import SUICoordinator
import SwiftUI

enum ProfileRoute: RouteType {
  case profile
  case preferences
  case about
  case debugTools  // planted: unreachable-route

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .profile: ProfileView()
    case .preferences: PreferencesView()
    case .about: AboutView()
    case .debugTools: DebugToolsView()
    }
  }
}

protocol ProfileActions {
  func showPreferences() async
  func showAbout() async
  func openShoppingList()
  func signOut() async
}

final class ProfileCoordinator: Coordinator<ProfileRoute>, ProfileActions {
  override func start() async {
    await startFlow(route: .profile)
  }

  func showPreferences() async {
    await navigate(toRoute: .preferences)
  }

  func showAbout() async {
    await navigate(toRoute: .about)
  }

  func openShoppingList() {
    (parent as? HomeTabCoordinator)?.showShoppingList()
  }

  func signOut() async {
    await restartApp()
  }
}

struct ProfileView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    let actions = coordinator as? ProfileActions
    VStack {
      Button("Preferences") { Task { await actions?.showPreferences() } }
      Button("About") { Task { await actions?.showAbout() } }
      Button("My shopping list") { actions?.openShoppingList() }
      Button("Sign out") { Task { await actions?.signOut() } }
    }
  }
}

struct PreferencesView: View {
  var body: some View { Text("Preferences") }
}

struct AboutView: View {
  var body: some View { Text("Pantry 2.0") }
}

// Only for development builds; nothing links here.
struct DebugToolsView: View {
  var body: some View { Text("Debug") }
}
