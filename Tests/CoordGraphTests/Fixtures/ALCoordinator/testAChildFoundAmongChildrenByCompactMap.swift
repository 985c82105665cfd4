import SUICoordinator
import SwiftUI

@main
struct PostApp: App {
  let tabs = PostTabs()
  var body: some Scene {
    WindowGroup {
      tabs.getView().onOpenURL { url in Task { await tabs.open(url) } }
    }
  }
}

enum PostPage: TabPage, CaseIterable {
  case mail, parcels
  var position: Int { self == .mail ? 0 : 1 }
  var dataSource: some View { Text("Post") }
  func coordinator() -> any CoordinatorType {
    switch self {
    case .mail: MailCoordinator()
    case .parcels: ParcelsCoordinator()
    }
  }
}

final class PostTabs: TabCoordinator<PostPage> {
  init() { super.init(pages: PostPage.allCases, currentPage: .mail) }

  func open(_ url: URL) async {
    guard url.host() == "parcel" else { return }
    currentPage = .parcels
    await children.compactMap { $0 as? ParcelsCoordinator }.first?.track()
  }

  func resend() async {
    let mail = children.lazy.compactMap({ child in child as? MailCoordinator }).last
    await mail?.compose()
  }
}

enum MailRoute: RouteType {
  case inbox(MailCoordinator)
  case compose
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .inbox: .push
    case .compose: .sheet
    }
  }
  var body: some View {
    switch self {
    case .inbox(let mail): Button("Resend") { Task { await (mail.parent as? PostTabs)?.resend() } }
    case .compose: Text("New letter")
    }
  }
}

final class MailCoordinator: Coordinator<MailRoute> {
  override func start() async { await startFlow(route: .inbox(self)) }
  func compose() async { await navigate(toRoute: .compose) }
}

enum ParcelsRoute: RouteType {
  case list
  case tracking
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Parcels") }
}

final class ParcelsCoordinator: Coordinator<ParcelsRoute> {
  override func start() async { await startFlow(route: .list) }
  func track() async { await navigate(toRoute: .tracking) }
}
