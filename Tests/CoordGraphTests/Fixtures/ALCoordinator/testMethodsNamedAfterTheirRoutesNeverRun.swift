import SUICoordinator
import SwiftUI

enum DeskRoute: RouteType {
  case inbox
  case settings, profile
  case archive(year: Int)
  case note

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .inbox, .archive, .note: .push
    case .settings, .profile: .sheet
    }
  }

  var body: some View {
    switch self {
    case .inbox: InboxView()
    case .settings: Text("Settings")
    case .profile: Text("Profile")
    case .archive(let year): Text("Archive \(year)")
    case .note: Text("Note")
    }
  }
}

final class DeskCoordinator: Coordinator<DeskRoute> {
  override func start() async { await startFlow(route: .inbox) }
  // Left behind when their buttons went: nothing calls them, though their routes share their names.
  func settings() async { await navigate(toRoute: .settings) }
  func archive(year: Int) async { await navigate(toRoute: .archive(year: year)) }
  func profile() async { await navigate(toRoute: .profile) }
  func note() async { await navigate(toRoute: .note) }
}

// A shortcut made by its static factory, called as an implicit member where a shortcut is expected.
struct Shortcut {
  static func quickNote(for coordinator: DeskCoordinator) -> Shortcut {
    Task { await coordinator.note() }
    return Shortcut()
  }
}

struct InboxView: View {
  @EnvironmentObject var coordinator: DeskCoordinator
  var body: some View {
    Button("Me") { Task { await coordinator.profile() } }
    Button("Note") { let _: Shortcut = .quickNote(for: coordinator) }
  }
}
