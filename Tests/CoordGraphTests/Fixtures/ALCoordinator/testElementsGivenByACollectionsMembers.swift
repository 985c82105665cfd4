import SUICoordinator
import SwiftUI

enum ZooRoute: RouteType {
  case entrance
  case lions
  case bears
  case seals
  case shop

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .entrance: EntranceView()
    default: Text("Zoo")
    }
  }
}

final class ZooCoordinator: Coordinator<ZooRoute> {
  private let highlights: [ZooRoute] = [.lions, .bears]
  override func start() async { await startFlow(route: .entrance) }
  func show(_ route: ZooRoute) async { await navigate(toRoute: route) }
  func surprise() async { await navigate(toRoute: highlights.randomElement()!) }
}

struct EntranceView: View {
  @EnvironmentObject var coordinator: ZooCoordinator
  let feeding: [ZooRoute] = [.seals]
  var body: some View {
    Button("Feeding") { Task { await coordinator.show(feeding.first!) } }
    Button("Surprise") { Task { await coordinator.surprise() } }
  }
}
