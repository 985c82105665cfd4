import SUICoordinator
import SwiftUI

enum DiscoverRoute: RouteType {
  case browse
  case results(query: String)
  case noResults

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder
  var body: some View {
    switch self {
    case .browse: BrowseView(model: BrowseModel())
    case .results(let query): Text(query)
    case .noResults: Text("Nothing")
    }
  }
}

final class DiscoverCoordinator: Coordinator<DiscoverRoute> {
  override func start() async {
    await startFlow(route: .browse)
  }

  func search(_ query: String, count: Int) async {
    await navigate(toRoute: count == 0 ? .noResults : .results(query: query))
  }
}

@MainActor
final class BrowseModel: ObservableObject {
  weak var coordinator: DiscoverCoordinator?
  @Published var query = ""

  func submit() async {
    let hits = await Search.run(query)
    await coordinator?.search(query, count: hits)
  }
}

enum Search {
  static func run(_ query: String) async -> Int { query.count }
}

struct BrowseView: View {
  @Environment(\.coordinator) private var coordinator
  @StateObject var model: BrowseModel

  var body: some View {
    TextField("Search", text: $model.query)
      .onSubmit { Task { await model.submit() } }
      .onAppear { model.coordinator = coordinator as? DiscoverCoordinator }
  }
}

enum SettingsRoute: RouteType {
  case main
  case account
  case signOutConfirm
  case licences

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .signOutConfirm: .sheet
    default: .push
    }
  }

  @ViewBuilder
  var body: some View {
    switch self {
    case .main: SettingsView()
    case .account: AccountView()
    case .signOutConfirm: SignOutView()
    case .licences: Text("Licences")
    }
  }
}

final class SettingsCoordinator: Coordinator<SettingsRoute> {
  override func start() async {
    await startFlow(route: .main)
  }

  func go(_ route: SettingsRoute) async {
    await navigate(toRoute: route)
  }

  func signOut() async {
    await router.dismiss()
    await restart()
  }
}

struct SettingsView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Form {
      Button("Account") { Task { await (coordinator as? SettingsCoordinator)?.go(.account) } }
      Button("Licences") { Task { await (coordinator as? SettingsCoordinator)?.go(.licences) } }
    }
  }
}

struct AccountView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Sign out") { Task { await (coordinator as? SettingsCoordinator)?.go(.signOutConfirm) } }
  }
}

struct SignOutView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Sign out", role: .destructive) { Task { await (coordinator as? SettingsCoordinator)?.signOut() } }
  }
}
