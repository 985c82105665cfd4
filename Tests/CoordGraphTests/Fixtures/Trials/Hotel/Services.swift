import SUICoordinator
import SwiftUI

enum RoomServiceRoute: RouteType {
  case menu
  case basket

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .menu: MenuView()
    case .basket: BasketView()
    }
  }
}

@Coordinator(RoomServiceRoute.self)
final class RoomServiceCoordinator {
  let room: String
  private let onOrdered: () async -> Void

  init(room: String, onOrdered: @escaping () async -> Void) {
    self.room = room
    self.onOrdered = onOrdered
  }

  func start() async { await startFlow(route: .menu) }
  func review() async { await navigate(toRoute: .basket) }
  func cancel() async { await finishFlow() }

  func order() async {
    await finishFlow()
    await onOrdered()
  }
}

struct MenuView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    VStack {
      Button("Basket") { Task { await (coordinator as? RoomServiceCoordinator)?.review() } }
      Button("Close") { Task { await (coordinator as? RoomServiceCoordinator)?.cancel() } }
    }
  }
}

struct BasketView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Order") { Task { await (coordinator as? RoomServiceCoordinator)?.order() } }
  }
}

enum SpaRoute: RouteType {
  case treatments
  case booked

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .treatments: TreatmentsView()
    case .booked: Text("See you at 5")
    }
  }
}

@Coordinator(SpaRoute.self)
final class SpaCoordinator {
  func start() async { await startFlow(route: .treatments) }
  func book() async { await navigate(toRoute: .booked) }

  func orderDrinks() async {
    guard let stay = parent as? StayCoordinator else { return }
    await finishFlow()
    await stay.orderFood(to: "spa")
  }
}

struct TreatmentsView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    VStack {
      Button("Massage") { Task { await (coordinator as? SpaCoordinator)?.book() } }
      Button("Drinks") { Task { await (coordinator as? SpaCoordinator)?.orderDrinks() } }
    }
  }
}
