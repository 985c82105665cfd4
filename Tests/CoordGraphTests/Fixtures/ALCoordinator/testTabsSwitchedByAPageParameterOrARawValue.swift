import SUICoordinator
import SwiftUI

@main
struct SwitchboardApp: App {
  let tabs = BoardTabs()
  var body: some Scene {
    WindowGroup {
      tabs.getView().onOpenURL { url in tabs.open(url) }
    }
  }
}

enum BoardPage: String, TabPage, CaseIterable {
  case calls = "recent", contacts = "people", voicemail
  var position: Int {
    switch self {
    case .calls: 0
    case .contacts: 1
    case .voicemail: 2
    }
  }
  var dataSource: some View { Text(rawValue) }
  func coordinator() -> any CoordinatorType {
    switch self {
    case .calls: CallsCoordinator()
    case .contacts: ContactsCoordinator()
    case .voicemail: VoicemailCoordinator()
    }
  }
}

final class BoardTabs: TabCoordinator<BoardPage> {
  init() {
    super.init(pages: BoardPage.allCases, currentPage: .calls)
  }

  func show(_ page: BoardPage) {
    currentPage = page
  }

  func restore(_ saved: String) {
    guard let page = BoardPage(rawValue: saved) else { return }
    currentPage = page
  }

  func open(_ url: URL) {
    currentPage = BoardPage(rawValue: url.host() ?? "") ?? .calls
  }
}

enum CallsRoute: RouteType {
  case recents(CallsCoordinator)
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .recents(let c):
      VStack {
        Button("Contacts") { c.goTo(.contacts) }
        Button("Voicemail") { c.goTo(.voicemail) }
      }
    }
  }
}

final class CallsCoordinator: Coordinator<CallsRoute> {
  override func start() async { await startFlow(route: .recents(self)) }
  func goTo(_ page: BoardPage) { (parent as? BoardTabs)?.show(page) }
}

enum ContactsRoute: RouteType {
  case list(ContactsCoordinator)
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .list(let c): Button("Last tab") { c.restoreLastTab() }
    }
  }
}

final class ContactsCoordinator: Coordinator<ContactsRoute> {
  override func start() async { await startFlow(route: .list(self)) }
  func restoreLastTab() {
    (parent as? BoardTabs)?.restore(UserDefaults.standard.string(forKey: "tab") ?? "")
  }
}

enum VoicemailRoute: RouteType {
  case inbox
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Voicemail") }
}

final class VoicemailCoordinator: Coordinator<VoicemailRoute> {
  override func start() async { await startFlow(route: .inbox) }
}
