import SUICoordinator
import SwiftUI

enum GardenRoute: RouteType {
  case plants
  case care
  case shop

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .plants: .push
    case .care: .sheet
    case .shop: .fullScreenCover
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .plants: PlantsView()
    case .care: CareView()
    case .shop: ShopView()
    }
  }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async { await startFlow(route: .plants) }
  func care() async { await navigate(toRoute: .care) }
  func shop() async { await navigate(toRoute: .shop) }
  func close() async { await router.close() }
}

// A modifier that an extension of SwiftUI's `View` builds: it belongs to the screens that call the method.
struct CloseButton: ViewModifier {
  @EnvironmentObject var coordinator: GardenCoordinator
  func body(content: Content) -> some View {
    content.toolbar { Button("Close") { Task { await coordinator.close() } } }
  }
}

extension View {
  func closeButton() -> some View { modifier(CloseButton()) }
}

struct PlantsView: View {
  @EnvironmentObject var coordinator: GardenCoordinator
  var body: some View {
    Button("Care") { Task { await coordinator.care() } }
    Button("Shop") { Task { await coordinator.shop() } }
  }
}

struct ShopView: View {
  var body: some View { Text("Shop").closeButton() }
}

struct CareView: View {
  var body: some View {
    List { Text("Water") }.closeButton()
  }
}
