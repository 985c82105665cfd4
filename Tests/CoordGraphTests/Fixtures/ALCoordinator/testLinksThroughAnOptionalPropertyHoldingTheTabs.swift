import SUICoordinator
import SwiftUI

@main
struct DenApp: App {
  @State private var root = DenRootCoordinator()

  var body: some Scene {
    WindowGroup {
      root.getView()
        .onOpenURL { url in Task { await root.open(url) } }
    }
  }
}

enum DenRootRoute: RouteType {
  case door

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .door: DoorView()
    }
  }
}

@Coordinator(DenRootRoute.self)
final class DenRootCoordinator {
  private var tabs: DenTabs?

  func start() async { await startFlow(route: .door) }

  func enter() async {
    let tabs = DenTabs()
    self.tabs = tabs
    await navigate(to: tabs, presentationStyle: .fullScreenCover)
  }

  func open(_ url: URL) async {
    switch url.host {
    case "inbox":
      tabs?.currentPage = .inbox
    case "archive":
      await tabs?.showArchive()
    case "desk":
      guard let tabs else { return }
      tabs.currentPage = .desk
    case "fresh":
      let tabs = DenTabs()
      self.tabs = tabs
      await navigate(to: tabs, presentationStyle: .fullScreenCover)
      tabs.currentPage = .archive
    default:
      break
    }
  }
}

struct DoorView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Enter") { Task { await (coordinator as? DenRootCoordinator)?.enter() } }
  }
}

enum DenPage: TabPage, CaseIterable {
  case desk, inbox, archive

  var position: Int {
    switch self {
    case .desk: 0
    case .inbox: 1
    case .archive: 2
    }
  }

  var dataSource: Text { Text("\(self)") }

  @MainActor func coordinator() -> AnyCoordinatorType {
    switch self {
    case .desk: DeskCoordinator()
    case .inbox: InboxCoordinator()
    case .archive: ArchiveCoordinator()
    }
  }
}

final class DenTabs: TabCoordinator<DenPage> {
  init() { super.init(pages: DenPage.allCases, currentPage: .desk) }

  func showArchive() async { currentPage = .archive }
}

enum DenRoute: RouteType {
  case desk, inbox, archive

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .desk, .inbox, .archive: Text("\(self)")
    }
  }
}

@Coordinator(DenRoute.self)
final class DeskCoordinator {
  func start() async { await startFlow(route: .desk) }
}

@Coordinator(DenRoute.self)
final class InboxCoordinator {
  func start() async { await startFlow(route: .inbox) }
}

@Coordinator(DenRoute.self)
final class ArchiveCoordinator {
  func start() async { await startFlow(route: .archive) }
}
