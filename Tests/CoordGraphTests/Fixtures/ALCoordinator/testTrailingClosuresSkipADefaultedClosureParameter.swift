import SUICoordinator
import SwiftUI

enum StudioRoute: RouteType {
  case canvas
  case colors(onPick: () -> Void)
  case preview
  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View {
    switch self {
    case .canvas: CanvasView()
    case .colors(let onPick): ColorsView(onPick: onPick)
    case .preview: Text("Preview")
    }
  }
}

final class StudioCoordinator: Coordinator<StudioRoute> {
  override func start() async { await startFlow(route: .canvas) }
  func pickColor(onCancel: (() -> Void)? = nil, then done: @escaping () -> Void) async {
    await navigate(toRoute: .colors(onPick: done))
  }
  func showPreview() async { await navigate(toRoute: .preview) }
}

struct CanvasView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View {
    Button("Color") {
      Task {
        await coordinator.pickColor {
          Task { await coordinator.showPreview() }
        }
      }
    }
  }
}

struct ColorsView: View {
  let onPick: () -> Void
  var body: some View { Button("Red") { onPick() } }
}
