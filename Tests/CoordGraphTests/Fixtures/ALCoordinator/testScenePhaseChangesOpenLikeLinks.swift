import SUICoordinator
import SwiftUI

@main
struct SafeApp: App {
  @Environment(\.scenePhase) private var scenePhase
  @StateObject private var coordinator = SafeCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          if url.host == "notes" { Task { await coordinator.showNotes() } }
        }
    }
    .onChange(of: scenePhase) { _, phase in
      if phase == .background { Task { await coordinator.lock() } }
    }
  }
}

enum SafeRoute: RouteType {
  case vault
  case notes
  case filter
  case lock

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .vault, .notes: .push
    case .filter: .sheet
    case .lock: .fullScreenCover
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .vault: VaultView()
    case .notes: Text("Notes")
    case .filter: Text("Filter")
    case .lock: UnlockView()
    }
  }
}

@Coordinator(SafeRoute.self)
final class SafeCoordinator {
  func start() async { await startFlow(route: .vault) }
  func showNotes() async { await navigate(toRoute: .notes) }
  func showFilter() async { await navigate(toRoute: .filter) }
  func lock() async { await navigate(toRoute: .lock) }
  func unlock() async { await router.dismiss() }
}

struct VaultView: View {
  @EnvironmentObject var coordinator: SafeCoordinator
  @State private var filtering = false
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    Toggle("Filter", isOn: $filtering)
      // Not the scene's phase: the view's own state, which the user changes here.
      .onChange(of: filtering) { _, on in
        if on { Task { await coordinator.showFilter() } }
      }
      // Nor another value of the environment: the view's own navigation too.
      .onChange(of: sizeClass) { _, _ in Task { await coordinator.showNotes() } }
  }
}

struct UnlockView: View {
  @EnvironmentObject var coordinator: SafeCoordinator

  var body: some View {
    Button("Unlock") { Task { await coordinator.unlock() } }
  }
}
