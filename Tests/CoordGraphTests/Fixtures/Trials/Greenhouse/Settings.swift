import SUICoordinator
import SwiftUI

enum SettingsRoute: RouteType {
  case main
  case about
  case export(Format)

  enum Format { case csv, pdf }

  var presentationStyle: TransitionPresentationStyle {
    if case .export = self { return .sheet }
    return .push
  }

  var body: some View {
    switch self {
    case .main: SettingsView()
    case .about: Text("Greenhouse 1.0")
    case .export(let format): ExportView(format: format)
    }
  }
}

@Coordinator(SettingsRoute.self)
final class SettingsCoordinator {
  func start() async { await startFlow(route: .main) }

  func handle(_ row: SettingsRow) async {
    switch row {
    case .about:
      await navigate(toRoute: .about)
    case .export(let format):
      await navigate(toRoute: .export(format))
    case .reset:
      await restart()
    }
  }

  func exported() async { await close() }
}

enum SettingsRow: Hashable {
  case about
  case export(SettingsRoute.Format)
  case reset
}

struct SettingsView: View {
  @Environment(\.coordinator) private var coordinator
  @State private var confirmingReset = false

  var body: some View {
    List {
      Button("About") { tap(.about) }
      Button("Export CSV") { tap(.export(.csv)) }
      Button("Reset") { confirmingReset = true }
    }
    .confirmationDialog("Reset everything?", isPresented: $confirmingReset) {
      Button("Reset", role: .destructive) { tap(.reset) }
    }
  }

  private func tap(_ row: SettingsRow) {
    guard let settings = coordinator as? SettingsCoordinator else { return }
    Task { await settings.handle(row) }
  }
}

struct ExportView: View {
  let format: SettingsRoute.Format
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Share") {
      Task {
        if let coordinator = coordinator as? SettingsCoordinator {
          await coordinator.exported()
        }
      }
    }
  }
}
