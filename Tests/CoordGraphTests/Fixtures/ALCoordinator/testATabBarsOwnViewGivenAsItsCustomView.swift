import SUICoordinator
import SwiftUI

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
  var tabs: DockTabs?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    tabs = DockTabs()
    window?.rootViewController = tabs?.root
    tabs?.start(animated: false)
  }
}

enum DockPage: TabbarPage, CaseIterable {
  case boats, crew
  func coordinator() -> Coordinator {
    switch self {
    case .boats: return BoatsCoordinator()
    case .crew: return CrewCoordinator()
    }
  }
  var title: String { self == .boats ? "Boats" : "Crew" }
  var icon: String { "circle" }
  var position: Int { self == .boats ? 0 : 1 }
}

final class DockViewModel: ObservableObject {
  weak var tabs: DockTabs?
  func crew() { tabs?.currentPage = .crew }
}

struct DockTabsView: View {
  @ObservedObject var viewModel: DockViewModel
  var body: some View { Button("Crew") { viewModel.crew() } }
}

final class DockTabs: TabbarCoordinator<DockPage> {
  init() {
    let viewModel = DockViewModel()
    let view = DockTabsView(viewModel: viewModel)
    super.init(customView: view, pages: [.boats, .crew], currentPage: .boats)
    viewModel.tabs = self
  }
}

enum BoatsRoute: NavigationRoute {
  case boats
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Boats") }
}

final class BoatsCoordinator: NavigationCoordinator<BoatsRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .boats, animated: animated) }
}

enum CrewRoute: NavigationRoute {
  case crew
  var transition: NavigationTransitionStyle { .push }
  func view() -> any View { Text("Crew") }
}

final class CrewCoordinator: NavigationCoordinator<CrewRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .crew, animated: animated) }
}
