import SUICoordinator
import SwiftUI

enum GalleryRoute: RouteType {
  case wall
  case painting(id: Int)
  case artist(name: String)
  case shop

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shop: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .wall: WallView()
    case .painting: PaintingView()
    case .artist: ArtistView()
    case .shop: EmptyView()
    }
  }
}

enum WallItem {
  case painting(Int)
  case artist(String)
  case gift
  case voucher
}

final class GalleryCoordinator: Coordinator<GalleryRoute> {
  override func start() async { await startFlow(route: .wall) }

  func open(_ item: WallItem) async {
    let route: GalleryRoute =
      switch item {
      case .painting(let id): .painting(id: id)
      case .artist(let name): .artist(name: name)
      default: .shop
      }
    await navigate(toRoute: route)
  }
}

struct WallView: View {
  @EnvironmentObject var coordinator: GalleryCoordinator
  var body: some View { Button("Painting") { Task { await coordinator.open(.painting(1)) } } }
}

struct PaintingView: View {
  @EnvironmentObject var coordinator: GalleryCoordinator
  var body: some View {
    Button("Artist") { Task { await coordinator.open(.artist("Vermeer")) } }
    Button("Gift") { Task { await coordinator.open(.gift) } }
  }
}

struct ArtistView: View {
  var body: some View { Text("Artist") }
}
