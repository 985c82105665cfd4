import Core
import Looms
import SUICoordinator
import SwiftUI
import Yarns

@main
struct WeaverApp: App {
  @State private var tabs = MillTabs()

  var body: some Scene {
    WindowGroup {
      tabs.getView()
        .onOpenURL { url in Task { await tabs.open(url) } }
    }
  }
}

enum MillPage: TabPage, CaseIterable {
  case looms, yarns

  var position: Int {
    switch self {
    case .looms: 0
    case .yarns: 1
    }
  }

  var dataSource: Text {
    switch self {
    case .looms: Text("Looms")
    case .yarns: Text("Yarns")
    }
  }

  @MainActor func coordinator() -> AnyCoordinatorType {
    switch self {
    case .looms: LoomsCoordinator(yarnPicker: YarnPickerFactory())
    case .yarns: YarnsCoordinator()
    }
  }
}

final class MillTabs: TabCoordinator<MillPage> {
  init() {
    super.init(pages: MillPage.allCases, currentPage: .looms)
  }

  func open(_ url: URL) async {
    guard url.host() == "loom", let id = url.pathComponents.last else { return }
    currentPage = .looms
    await (getCoordinatorSelected() as? LoomsCoordinator)?.showLoom(id)
  }
}

/// Builds the yarn picker of the Yarns package for the Looms package, which does not import it.
struct YarnPickerFactory: YarnPicking {
  @MainActor func makePicker(onPick: @escaping (String) -> Void) -> AnyCoordinatorType {
    YarnPickerCoordinator(onPick: onPick)
  }
}
