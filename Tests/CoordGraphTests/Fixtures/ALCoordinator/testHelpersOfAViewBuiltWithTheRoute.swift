import SUICoordinator
import SwiftUI

enum StudioRoute: RouteType {
  case desk
  case canvas
  case palette
  case archive

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .palette: .sheet
    default: .push
    }
  }

  var body: some View { content }

  @ViewBuilder private var content: some View {
    VStack { StudioScreen(route: self) }
  }
}

struct StudioScreen: View {
  let route: StudioRoute

  var body: some View {
    switch route {
    case .desk: DeskView()
    case .canvas: Screens.canvas()
    case .palette: Tools.PaletteView()
    case .archive: archiveScreen()
    }
  }

  private func archiveScreen() -> some View { ArchiveView() }
}

enum Screens {
  static func canvas() -> some View { CanvasView() }
}

final class StudioCoordinator: Coordinator<StudioRoute> {
  override func start() async { await startFlow(route: .desk) }
  func paint() async { await navigate(toRoute: .canvas) }
  func pickColour() async { await navigate(toRoute: .palette) }
  func openArchive() async { await navigate(toRoute: .archive) }
}

struct DeskView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View {
    Button("Paint") { Task { await coordinator.paint() } }
    Button("Archive") { Task { await coordinator.openArchive() } }
  }
}

struct CanvasView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View { Button("Colour") { Task { await coordinator.pickColour() } } }
}

struct ArchiveView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View { Button("Paint again") { Task { await coordinator.paint() } } }
}

enum Tools {
  struct PaletteView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
  }
}
