import SUICoordinator
import SwiftUI

@main
struct VaultApp: App {
  @Environment(\.scenePhase) private var scenePhase
  @StateObject private var coordinator = VaultCoordinator()

  var body: some Scene {
    WindowGroup { coordinator.getView() }
      .onChange(of: scenePhase) { _, phase in
        // Whatever is up, the lock goes over it when the app leaves the screen.
        if phase == .background { Task { await coordinator.lock() } }
      }
  }
}

enum VaultRoute: RouteType {
  case items
  case item(String)
  case search(String)
  case newItem
  case paywall
  case lock

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .items, .item, .search: .push
    case .newItem, .paywall: .sheet
    case .lock: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .items: ItemsView()
    case .item(let name): ItemView(name: name)
    case .search(let query): SearchResultsView(query: query)
    case .newItem: NewItemView()
    case .paywall: PaywallView()
    case .lock: LockView()
    }
  }
}

@Coordinator(VaultRoute.self)
final class VaultCoordinator {
  private var locked = false

  func start() async { await startFlow(route: .items) }

  func open(_ name: String) async { await navigate(toRoute: .item(name)) }
  func search(_ query: String) async { await navigate(toRoute: .search(query)) }
  func addItem() async { await navigate(toRoute: .newItem) }
  func showPaywall() async { await navigate(toRoute: .paywall) }
  func closeSheet() async { await router.dismiss() }

  func lock() async {
    guard !locked else { return }
    locked = true
    await navigate(toRoute: .lock)
  }

  func unlocked() async {
    locked = false
    await router.dismiss()
  }
}
