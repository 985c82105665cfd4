import SUICoordinator
import SwiftUI

enum HotelRoute: RouteType {
  case lobby
  case spa
  case bar
  case pool
  case gym
  case roof

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .lobby: LobbyView()
    case .spa: SpaView()
    default: Text("Hotel")
    }
  }
}

final class Sign: Identifiable {
  let id: String
  let route: HotelRoute
  init(_ id: String, to route: HotelRoute) {
    self.id = id
    self.route = route
  }
}

struct Plaque: Identifiable {
  let id: String
  let route: HotelRoute
  init(id: String, route: HotelRoute) {
    self.id = id
    if id.isEmpty {
      self.route = .gym
    } else {
      self.route = route
    }
  }
}

final class HotelCoordinator: Coordinator<HotelRoute> {
  override func start() async { await startFlow(route: .lobby) }
  func open(_ route: HotelRoute) async { await navigate(toRoute: route) }
}

struct LobbyView: View {
  @EnvironmentObject var coordinator: HotelCoordinator
  let signs = [Sign("Spa", to: .spa), Sign("Bar", to: .bar)]
  var body: some View {
    ForEach(signs) { sign in
      Button(sign.id) { Task { await coordinator.open(sign.route) } }
    }
  }
}

struct SpaView: View {
  @EnvironmentObject var coordinator: HotelCoordinator
  let signs = [Sign("Pool", to: .pool)]
  let plaques = [Plaque(id: "Roof", route: .roof)]
  var body: some View {
    ForEach(signs) { sign in
      Button(sign.id) { Task { await coordinator.open(sign.route) } }
    }
    ForEach(plaques) { plaque in
      Button(plaque.id) { Task { await coordinator.open(plaque.route) } }
    }
  }
}
