import SUICoordinator
import SwiftUI

enum PrismRoute: RouteType {
  case gallery
  case swatch(Int)
  case mixer

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .mixer: .sheet
    default: .push
    }
  }

  var body: some View { destination }

  @ViewBuilder private var destination: some View {
    switch self {
    case .gallery: GalleryView()
    case .swatch(let id): SwatchView(id: id)
    case .mixer: MixerView()
    }
  }
}

enum LensRoute: RouteType {
  case focus
  case blur

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { LensRouteView(route: self) }
}

struct LensRouteView: View {
  let route: LensRoute
  var body: some View {
    switch route {
    case .focus: FocusView()
    case .blur: BlurView()
    }
  }
}

final class PrismCoordinator: Coordinator<PrismRoute> {
  override func start() async { await startFlow(route: .gallery) }
  func swatch(_ id: Int) async { await navigate(toRoute: .swatch(id)) }
  func mixer() async { await navigate(toRoute: .mixer) }
  func lens() async { await navigate(to: LensCoordinator(), presentationStyle: .fullScreenCover) }
}

final class LensCoordinator: Coordinator<LensRoute> {
  override func start() async { await startFlow(route: .focus) }
  func blur() async { await navigate(toRoute: .blur) }
  func done() async { await finishFlow() }
}

struct GalleryView: View {
  @EnvironmentObject var coordinator: PrismCoordinator
  var body: some View {
    Button("Swatch") { Task { await coordinator.swatch(1) } }
    Button("Lens") { Task { await coordinator.lens() } }
  }
}

struct SwatchView: View {
  @EnvironmentObject var coordinator: PrismCoordinator
  let id: Int
  var body: some View {
    Button("Mix") { Task { await coordinator.mixer() } }
  }
}

struct MixerView: View {
  @EnvironmentObject var coordinator: PrismCoordinator
  var body: some View {
    Button("Close") { Task { await coordinator.close() } }
  }
}

struct FocusView: View {
  @EnvironmentObject var coordinator: LensCoordinator
  var body: some View {
    Button("Blur") { Task { await coordinator.blur() } }
  }
}

struct BlurView: View {
  @EnvironmentObject var coordinator: LensCoordinator
  var body: some View {
    Button("Done") { Task { await coordinator.done() } }
  }
}

@main
struct PrismApp: App {
  @StateObject var coordinator = PrismCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
