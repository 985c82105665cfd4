import SUICoordinator
import SwiftUI

enum AlbumRoute: RouteType {
  case grid, photo(Int), editor, share
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .share: .sheet
    default: .push
    }
  }
  var body: some View {
    switch self {
    case .grid: GridView()
    case .photo: PhotoView()
    default: Text("album")
    }
  }
}

final class AlbumCoordinator: Coordinator<AlbumRoute> {
  override func start() async { await startFlow(route: .grid) }

  func show(_ route: AlbumRoute, style: TransitionPresentationStyle = .push) async {
    await navigate(toRoute: route, presentationStyle: style)
  }

  func open(_ route: AlbumRoute, style: TransitionPresentationStyle? = nil) async {
    await navigate(toRoute: route, presentationStyle: style ?? route.presentationStyle)
  }
}

struct GridView: View {
  @EnvironmentObject var coordinator: AlbumCoordinator
  var body: some View {
    Button("Photo") { Task { await coordinator.show(.photo(1), style: .fullScreenCover) } }
    Button("Edit") { Task { await coordinator.show(.editor, style: .sheet) } }
    Button("Share") { Task { await coordinator.open(.share, style: .push) } }
  }
}

struct PhotoView: View {
  @EnvironmentObject var coordinator: AlbumCoordinator
  var body: some View {
    Button("Next") { Task { await coordinator.show(.photo(2)) } }
    Button("Edit") { Task { await coordinator.show(.editor, style: .sheet) } }
    Button("Share") { Task { await coordinator.open(.share) } }
  }
}
