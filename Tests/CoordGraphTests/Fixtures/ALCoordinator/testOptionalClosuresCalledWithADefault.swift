import SUICoordinator
import SwiftUI

@main
struct TeaApp: App {
  @StateObject var coordinator = TeaCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}

enum TeaRoute: RouteType {
  case menu
  case help

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .menu: MenuView()
    case .help: Text("Help")
    }
  }
}

final class TeaCoordinator: Coordinator<TeaRoute> {
  override func start() async { await startFlow(route: .menu) }

  func brew() async {
    let child = BrewCoordinator()
    child.onHelp = { [weak self] in Task { await self?.navigate(toRoute: .help) } }
    await navigate(to: child, presentationStyle: .sheet)
  }
}

enum BrewRoute: RouteType {
  case kettle
  case timer

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .kettle: KettleView()
    case .timer: Text("Timer")
    }
  }
}

final class BrewCoordinator: Coordinator<BrewRoute> {
  var onHelp: (() -> Void)?
  override func start() async { await startFlow(route: .kettle) }
  func timer() async { await navigate(toRoute: .timer) }
  func help() { (onHelp ?? {})() }
}

struct MenuView: View {
  @EnvironmentObject var coordinator: TeaCoordinator
  var body: some View { Button("Brew") { Task { await coordinator.brew() } } }
}

struct KettleView: View {
  @EnvironmentObject var coordinator: BrewCoordinator
  var body: some View {
    Button("Timer") { Task { await coordinator.timer() } }
    Button("Help") { coordinator.help() }
  }
}
