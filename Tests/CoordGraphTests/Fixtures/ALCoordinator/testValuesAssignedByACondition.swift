import Combine
import SUICoordinator
import SwiftUI

enum HomeTab: TabPage, CaseIterable {
  case feed
  case inbox
  case me

  var position: Int {
    switch self {
    case .feed: 0
    case .inbox: 1
    case .me: 2
    }
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .feed: FeedCoordinator()
    case .inbox: InboxCoordinator()
    case .me: MeCoordinator()
    }
  }
}

final class HomeTabs: TabCoordinator<HomeTab> {
  init() { super.init(pages: HomeTab.allCases, currentPage: .feed) }

  func showMessages(unread: Bool) {
    currentPage = unread ? .inbox : .me
  }

  func showProfile(signedIn: Bool) {
    setCurrentPage(signedIn ? .me : .feed)
  }
}

enum FeedRoute: RouteType {
  case list
  case story
  case paywall

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .paywall: .fullScreenCover
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .list: FeedView(model: FeedModel())
    case .story: Text("Story")
    case .paywall: PaywallView()
    }
  }
}

@MainActor
final class FeedModel: ObservableObject {
  @Published var next: FeedRoute?
  var isSubscriber = false

  func open() { next = isSubscriber ? .story : .paywall }
}

final class FeedCoordinator: Coordinator<FeedRoute> {
  private var bag = Set<AnyCancellable>()

  override func start() async { await startFlow(route: .list) }

  func watch(_ model: FeedModel) {
    model.$next.compactMap { $0 }.sink { [weak self] route in
      Task { await self?.navigate(toRoute: route) }
    }.store(in: &bag)
  }

  func messages() {
    (parent as? HomeTabs)?.showMessages(unread: true)
  }

  func profile() {
    (parent as? HomeTabs)?.showProfile(signedIn: false)
  }
}

struct FeedView: View {
  @EnvironmentObject var coordinator: FeedCoordinator
  @StateObject var model: FeedModel

  var body: some View {
    Button("Open") { model.open() }
      .onAppear { coordinator.watch(model) }
    Button("Messages") { coordinator.messages() }
    Button("Profile") { coordinator.profile() }
  }
}

struct PaywallView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

enum PlainRoute: RouteType {
  case root
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { Text("Plain") }
}

final class InboxCoordinator: Coordinator<PlainRoute> {
  override func start() async { await startFlow(route: .root) }
}

final class MeCoordinator: Coordinator<PlainRoute> {
  override func start() async { await startFlow(route: .root) }
}
