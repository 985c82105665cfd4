import SUICoordinator
import SwiftUI

enum GalleryRoute: RouteType {
  case rooms
  case artwork(Int)
  case artist(String)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .rooms: RoomsView()
    case .artwork(let id): ArtworkView(id: id)
    case .artist(let name): ArtistView(name: name)
    }
  }
}

final class GalleryCoordinator: FlowCoordinator<GalleryRoute>, Leaving {
  override func start() async { await startFlow(route: .rooms) }

  func open(_ id: Int) async {
    guard id > 0 else {
      await showError("No such artwork")
      return
    }
    await navigate(toRoute: .artwork(id))
  }

  func artist(_ name: String) async { await navigate(toRoute: .artist(name)) }

  func startTour() async {
    await navigate(to: TourCoordinator(), presentationStyle: .fullScreenCover)
  }

  func leave() async { await router.popToRoot() }
}

struct RoomsView: View {
  @Environment(\.coordinator) private var coordinator
  private var gallery: GalleryCoordinator? { coordinator as? GalleryCoordinator }
  var body: some View {
    Button("Mona") { Task { await gallery?.open(1) } }
    Button("Tour") { Task { await gallery?.startTour() } }
  }
}

struct ArtworkView: View {
  let id: Int
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Artist") { Task { await (coordinator as? GalleryCoordinator)?.artist("Leonardo") } }
    LeaveButton()
  }
}

struct ArtistView: View {
  let name: String
  var body: some View {
    LeaveButton()
  }
}
