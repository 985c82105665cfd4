import SUICoordinator
import SwiftUI

@main
struct MarinaApp: App {
  @State private var tabs = MarinaTabs()
  @State private var router = AppRouter()

  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .environment(router)
        .task { router.tabs = tabs }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
          guard let url = activity.webpageURL else { return }
          Task { await router.open(url) }
        }
    }
  }
}

/// The one place views ask for navigation that leaves their own flow.
@Observable
@MainActor
final class AppRouter {
  @ObservationIgnored weak var tabs: MarinaTabs?

  func showBerths() {
    tabs?.currentPage = .berths
  }

  func open(_ url: URL) async {
    guard let tabs else { return }
    switch url.lastPathComponent {
    case "weather":
      tabs.currentPage = .harbour
      await (tabs.getCoordinatorSelected() as? HarbourCoordinator)?.showWeather()
    case "berths":
      tabs.currentPage = .berths
    default:
      break
    }
  }
}

enum MarinaPage: TabPage, CaseIterable {
  case harbour, berths

  var position: Int {
    switch self {
    case .harbour: 0
    case .berths: 1
    }
  }

  var dataSource: some View {
    switch self {
    case .harbour: Label("Harbour", systemImage: "sailboat")
    case .berths: Label("Berths", systemImage: "list.bullet")
    }
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .harbour: HarbourCoordinator()
    case .berths: BerthsCoordinator()
    }
  }
}

final class MarinaTabs: TabCoordinator<MarinaPage> {
  init() {
    super.init(pages: MarinaPage.allCases, currentPage: .harbour)
  }
}
