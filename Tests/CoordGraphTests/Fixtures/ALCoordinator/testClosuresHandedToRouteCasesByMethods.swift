import SUICoordinator
import SwiftUI

enum StudioRoute: RouteType {
  case canvas
  case colors(onPick: (String) -> Void)
  case preview
  case export
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .colors: return .sheet
    default: return .push
    }
  }
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
  override func start() async { await startFlow(route: .canvas) }
  func pickColor(then done: @escaping (String) -> Void) async {
    await navigate(toRoute: .colors(onPick: done))
  }
  func showPreview() async { await navigate(toRoute: .preview) }
  func export() async { await navigate(toRoute: .export) }
  func close() async { await dismiss() }
}

final class CanvasModel: ObservableObject {
  let coordinator: StudioCoordinator
  @Published var color = "black"
  init(coordinator: StudioCoordinator) { self.coordinator = coordinator }
  func choose() {
    Task {
      await coordinator.pickColor { [weak self] picked in
        self?.color = picked
        Task {
          await self?.coordinator.close()
          await self?.coordinator.showPreview()
        }
      }
    }
  }
}

struct CanvasView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View {
    CanvasBody(model: CanvasModel(coordinator: coordinator))
  }
}

struct CanvasBody: View {
  @StateObject var model: CanvasModel
  var body: some View { Button("Color") { model.choose() } }
}

struct ColorsView: View {
  let onPick: (String) -> Void
  var body: some View {
    Button("Red") { onPick("red") }
  }
}

struct PreviewView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View { Button("Export") { Task { await coordinator.export() } } }
}
