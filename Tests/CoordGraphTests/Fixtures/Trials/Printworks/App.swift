import SUICoordinator
import SwiftUI

@main
struct PrintworksApp: App {
  @State private var tabs = PressTabs()

  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in
          guard url.scheme == "printworks" else { return }
          Task { await tabs.handle(url) }
        }
    }
  }
}

enum PressPage: TabPage, CaseIterable {
  case jobs, inks, settings

  var position: Int {
    switch self {
    case .jobs: 0
    case .inks: 1
    case .settings: 2
    }
  }

  var dataSource: Text {
    switch self {
    case .jobs: Text("Jobs")
    case .inks: Text("Inks")
    case .settings: Text("Settings")
    }
  }

  @MainActor func coordinator() -> AnyCoordinatorType {
    switch self {
    case .jobs: JobsCoordinator()
    case .inks: InksCoordinator()
    case .settings: PressSettingsCoordinator()
    }
  }
}

final class PressTabs: TabCoordinator<PressPage> {
  init() {
    super.init(pages: PressPage.allCases, currentPage: .jobs)
  }

  func handle(_ url: URL) async {
    let parts = url.pathComponents.filter { $0 != "/" }
    guard let first = parts.first else { return }
    if first == "job", parts.count > 1 {
      currentPage = .jobs
      await (getCoordinatorSelected() as? JobsCoordinator)?.open(job: parts[1])
    } else if first == "inks" {
      currentPage = .inks
    }
  }
}
