import SUICoordinator
import SwiftUI

enum StudioRoute: RouteType {
  case classes(onPick: (String) -> Void)
  case detail(name: String, onBook: () -> Void)
  case booked

  var presentationStyle: TransitionPresentationStyle { .push }

  // The route's screens are built by a helper of another type, which switches over the route it is given.
  var body: some View { StudioScreens.view(for: self) }
}

enum StudioScreens {
  @ViewBuilder @MainActor
  static func view(for route: StudioRoute) -> some View {
    switch route {
    case .classes(let onPick): ClassesView(onPick: onPick)
    case .detail(let name, let onBook): DetailView(name: name, onBook: onBook)
    case .booked: Text("Booked")
    }
  }
}

final class StudioCoordinator: Coordinator<StudioRoute> {
  override func start() async {
    await startFlow(route: .classes(onPick: { [weak self] name in Task { await self?.show(name) } }))
  }

  private func show(_ name: String) async {
    await navigate(toRoute: .detail(name: name, onBook: { [weak self] in Task { await self?.book() } }))
  }

  private func book() async { await navigate(toRoute: .booked) }
}

struct ClassesView: View {
  let onPick: (String) -> Void
  var body: some View { Button("Wheel") { onPick("Wheel") } }
}

struct DetailView: View {
  let name: String
  let onBook: () -> Void
  var body: some View { Button("Book", action: onBook) }
}
