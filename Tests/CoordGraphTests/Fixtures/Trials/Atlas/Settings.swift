import SUICoordinator
import SwiftUI

enum SettingsSection { case privacy, units, about }

enum SettingsRoute: RouteType {
  case root
  case section(SettingsSection)
  case licence(String)
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .section(.about): .sheet
    case let .licence(name) where name.isEmpty: .sheet
    case .licence: .fullScreenCover
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .root: SettingsScreen()
    case .section(.about): AboutScreen()
    case .section: Text("section")
    case .licence(let name): Text(name)
    }
  }
}

final class SettingsCoordinator: Coordinator<SettingsRoute> {
  override func start() async { await startFlow(route: .root) }
  func show(_ section: SettingsSection) async { await navigate(toRoute: .section(section)) }
  func licence() async { await navigate(toRoute: .licence("MIT")) }
  func close() async { await finishFlow() }
}

struct SettingsScreen: View {
  @EnvironmentObject var coordinator: SettingsCoordinator
  var body: some View {
    Button("Privacy") { Task { await coordinator.show(.privacy) } }
    Button("About") { Task { await coordinator.show(.about) } }
    Button("Close") { Task { await coordinator.close() } }
  }
}

struct AboutScreen: View {
  @EnvironmentObject var coordinator: SettingsCoordinator
  var body: some View { Button("Licence") { Task { await coordinator.licence() } } }
}
