import SwiftUI
import SUICoordinator

enum ShelfRoute: RouteType {
  case shelf
  case map
  case upgrade
  case reader
  case preview
  case settings
  case atlas

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelf, .reader, .preview, .atlas: .push
    case .map, .settings: .sheet
    case .upgrade: .fullScreenCover
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .shelf:
      if UIDevice.current.userInterfaceIdiom == .pad { WideShelfView() } else { ShelfView() }
    case .map: Text("Map")
    case .upgrade: Text("Upgrade")
    case .reader: Text("Reader")
    case .preview: Text("Preview")
    case .settings: Text("Settings")
    case .atlas: Text("Atlas")
    }
  }
}

final class ShelfCoordinator: Coordinator<ShelfRoute> {
  var isPro = false
  var hasDownloaded = false

  override func start() async {
    await startFlow(route: .shelf)
  }

  func showMap() async {
    await navigate(toRoute: isPro ? .map : .upgrade)
  }

  func open(book: String) async {
    let route: ShelfRoute = if hasDownloaded { .reader } else { .preview }
    await navigate(toRoute: route)
  }

  func showSettings(section: Int) async {
    let route: ShelfRoute =
      switch section {
      case 0: .settings
      default: .upgrade
      }
    await navigate(toRoute: route)
  }

  func showAtlas() async {
    await navigate(toRoute: .atlas)
  }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ShelfCoordinator
  var body: some View {
    Button("Map") { Task { await coordinator.showMap() } }
    Button("Book") { Task { await coordinator.open(book: "b1") } }
    Button("Settings") { Task { await coordinator.showSettings(section: 0) } }
  }
}

struct WideShelfView: View {
  @EnvironmentObject var coordinator: ShelfCoordinator
  var body: some View {
    Button("Atlas") { Task { await coordinator.showAtlas() } }
  }
}
