import SUICoordinator
import SwiftUI

enum StudioRoute: RouteType {
  case canvas
  case colors(onPick: () -> Void)
  case preview
  case export
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .canvas: CanvasView()
    case .colors(let onPick): ColorsView(onPick: onPick)
    case .preview: PreviewView()
    case .export: Text("Export")
    }
  }
}

final class StudioCoordinator: Coordinator<StudioRoute> {
  var onHelp: (() -> Void)?
  override func start() async { await startFlow(route: .canvas) }
  func pickColor(then done: @escaping () -> Void, orHelp help: @escaping () -> Void) async {
    onHelp = help
    await navigate(toRoute: .colors(onPick: done))
  }
  func showPreview() async { await navigate(toRoute: .preview) }
  func export() async { await navigate(toRoute: .export) }
}

struct CanvasView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View {
    Button("Color") {
      Task {
        await coordinator.pickColor {
          Task { await coordinator.showPreview() }
        } orHelp: {
          Task { await coordinator.export() }
        }
      }
    }
  }
}

struct ColorsView: View {
  let onPick: () -> Void
  var body: some View { Button("Red") { onPick() } }
}

struct PreviewView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View { Button("Help") { coordinator.onHelp?() } }
}
