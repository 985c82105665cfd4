import SUICoordinator
import SwiftUI

@main
struct RelayApp: App {
  @StateObject private var coordinator = InboxCoordinator(api: RelayAPI())

  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

struct RelayAPI {
  func thread(id: String) async throws -> MessageThread { MessageThread(id: id, title: "Thread") }
}

struct MessageThread: Hashable {
  let id: String
  let title: String
}

enum Attachment: Hashable {
  case photo(String)
  case video(String)
  case file(name: String, size: Int)
}

enum MenuItem: Hashable, CaseIterable {
  case compose, archive, settings
}

enum InboxRoute: RouteType {
  case inbox
  case thread(MessageThread)
  case loadFailed(String)
  case preview(Attachment)
  case upgrade
  case compose
  case archive
  case settings

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .inbox, .thread, .archive, .settings: .push
    case .loadFailed, .upgrade, .compose: .sheet
    case .preview: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .inbox: InboxView()
    case .thread(let thread): ThreadView(thread: thread)
    case .loadFailed(let reason): Text(reason)
    case .preview(let attachment): PreviewView(attachment: attachment)
    case .upgrade: UpgradeView()
    case .compose: ComposeView()
    case .archive: Text("Archive")
    case .settings: Text("Settings")
    }
  }
}

@Coordinator(InboxRoute.self)
final class InboxCoordinator {
  let api: RelayAPI
  var isPro = false
  private let uploadLimit = 25_000_000

  init(api: RelayAPI) { self.api = api }

  func start() async { await startFlow(route: .inbox) }

  /// Loads the thread first: a failure shows why, in a sheet.
  func openThread(id: String) async {
    do {
      let thread = try await api.thread(id: id)
      await navigate(toRoute: .thread(thread))
    } catch {
      await navigate(toRoute: .loadFailed(error.localizedDescription))
    }
  }

  /// Videos and large files need Pro.
  func open(_ attachment: Attachment) async {
    switch (isPro, attachment) {
    case (false, .video):
      await navigate(toRoute: .upgrade)
    case (false, .file(_, let size)) where size > uploadLimit:
      await navigate(toRoute: .upgrade)
    default:
      await navigate(toRoute: .preview(attachment))
    }
  }

  /// What each item of the inbox's menu does.
  lazy var menuActions: [MenuItem: () async -> Void] = [
    .compose: { [unowned self] in await navigate(toRoute: .compose) },
    .archive: { [unowned self] in await navigate(toRoute: .archive) },
    .settings: { [unowned self] in await navigate(toRoute: .settings) },
  ]

  func close() async { await router.dismiss() }
}
