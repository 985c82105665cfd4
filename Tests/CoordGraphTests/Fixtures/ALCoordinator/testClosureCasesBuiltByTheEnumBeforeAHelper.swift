import SUICoordinator
import SwiftUI

enum GardenRoute: RouteType {
  case beds(onPick: (Int) -> Void)
  case bed(Int)

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .beds(let onPick): BedsView(onPick: onPick)
    case .bed(let id): Text("Bed \(id)")
    }
  }
}

// A helper that also switches over the route, for thumbnails: the route's own `body` says which screen runs the case.
enum Thumbnails {
  @ViewBuilder @MainActor
  static func thumbnail(for route: GardenRoute) -> some View {
    switch route {
    case .beds: BedsThumbnail()
    case .bed: Text("Bed")
    }
  }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async {
    await startFlow(route: .beds(onPick: { [weak self] id in Task { await self?.show(id) } }))
  }

  private func show(_ id: Int) async { await navigate(toRoute: .bed(id)) }
}

struct BedsView: View {
  let onPick: (Int) -> Void
  var body: some View { Button("Bed 1") { onPick(1) } }
}

struct BedsThumbnail: View {
  var body: some View { Image(systemName: "leaf") }
}
