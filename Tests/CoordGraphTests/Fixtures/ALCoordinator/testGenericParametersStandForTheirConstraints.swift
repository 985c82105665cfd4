import SUICoordinator
import SwiftUI

@main
struct HeronApp: App {
  @StateObject var coordinator = PondCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum PondRoute: RouteType {
  case pond
  case fish
  case frog
  case settings

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .pond, .fish, .frog: .push
    case .settings: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .pond: PondView(model: PondModel())
    case .fish: FishView()
    case .frog: FrogView()
    case .settings: SettingsView()
    }
  }
}

protocol PondNavigating: AnyObject {
  func showFish() async
  func showFrog() async
}

final class PondCoordinator: Coordinator<PondRoute>, PondNavigating {
  override func start() async { await startFlow(route: .pond) }
  func showFish() async { await navigate(toRoute: .fish) }
  func showFrog() async { await navigate(toRoute: .frog) }
  func showSettings() async { await navigate(toRoute: .settings) }
  func closeSheet() async { await close() }
}

class BaseModel {
  weak var coordinator: PondCoordinator?
}

final class PondModel: BaseModel {
  func settings() { Task { await coordinator?.showSettings() } }
}

struct PondView: View {
  @ObservedObject var model: PondModel
  @EnvironmentObject var coordinator: PondCoordinator
  var body: some View {
    Button("Settings") { model.settings() }
    Links(navigator: coordinator)
  }
}

extension PondModel: ObservableObject {}

/// A row of links that works with any navigator.
struct Links<Navigator: PondNavigating>: View {
  let navigator: Navigator
  var body: some View {
    Button("Fish") { Task { await navigator.showFish() } }
    FrogLink(navigator: navigator)
  }
}

struct FrogLink<N>: View where N: PondNavigating {
  let navigator: N
  var body: some View { Button("Frog") { Task { await navigator.showFrog() } } }
}

struct FishView: View {
  var body: some View { Text("Fish") }
}

struct FrogView: View {
  var body: some View { Text("Frog") }
}

struct SettingsView: View {
  @EnvironmentObject var coordinator: PondCoordinator
  var body: some View { Button("Done") { Task { await coordinator.closeSheet() } } }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: BaseModel, _ value: PondCoordinator) { screen.coordinator = value }
