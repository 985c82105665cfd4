import SUICoordinator
import SwiftUI

enum Section { case privacy, about }

enum PrefsRoute: RouteType {
  case root
  case section(Section)
  case notice(id: Int)
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .section(.about): .sheet
    case .notice(id: 0): .fullScreenCover
    case .notice: .fullScreenCover
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .root: PrefsScreen()
    case .section(Section.about): AboutScreen()
    case .section: Text("section")
    case .notice: Text("notice")
    }
  }
}

final class PrefsCoordinator: Coordinator<PrefsRoute> {
  override func start() async { await startFlow(route: .root) }
  func show(_ section: Section) async { await navigate(toRoute: .section(section)) }
  func notice() async { await navigate(toRoute: .notice(id: 0)) }
}

struct PrefsScreen: View {
  @EnvironmentObject var coordinator: PrefsCoordinator
  var body: some View {
    Button("Privacy") { Task { await coordinator.show(.privacy) } }
    Button("About") { Task { await coordinator.show(.about) } }
  }
}

struct AboutScreen: View {
  @EnvironmentObject var coordinator: PrefsCoordinator
  var body: some View { Button("Notice") { Task { await coordinator.notice() } } }
}
