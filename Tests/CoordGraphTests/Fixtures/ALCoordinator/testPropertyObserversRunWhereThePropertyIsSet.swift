import SUICoordinator
import SwiftUI

enum VaultRoute: RouteType {
  case locked
  case unlocked
  case settings

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .locked, .unlocked: .push
    case .settings: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .locked: LockedView()
    case .unlocked: UnlockedView()
    case .settings: VaultSettingsView()
    }
  }
}

final class VaultCoordinator: Coordinator<VaultRoute> {
  override func start() async { await startFlow(route: .locked) }
  func unlock() async { await navigate(toRoute: .unlocked) }
  func showSettings() async { await navigate(toRoute: .settings) }
  func closeSheet() async { await close() }
}

final class LockModel: ObservableObject {
  weak var coordinator: VaultCoordinator?
  @Published var code = "" {
    didSet {
      if code.count == 4 { Task { await coordinator?.unlock() } }
    }
  }
}

struct LockedView: View {
  @StateObject private var model = LockModel()
  var body: some View { TextField("Code", text: $model.code) }
}

struct UnlockedView: View {
  @EnvironmentObject var coordinator: VaultCoordinator
  var body: some View { Button("Settings") { Task { await coordinator.showSettings() } } }
}

final class VaultSettingsModel: ObservableObject {
  weak var coordinator: VaultCoordinator?
  var signedOut: Bool {
    get { false }
    set { if newValue { Task { await coordinator?.closeSheet() } } }
  }
}

struct VaultSettingsView: View {
  @StateObject private var model = VaultSettingsModel()
  var body: some View { Toggle("Sign out", isOn: $model.signedOut) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: LockModel, _ value: VaultCoordinator) { screen.coordinator = value }
func wire(_ screen: VaultSettingsModel, _ value: VaultCoordinator) { screen.coordinator = value }
