import SUICoordinator
import SwiftUI

enum ClubRoute: RouteType {
  case lobby
  case gym
  case pool
  case sauna
  case desk
  case lockers
  case roof

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .lobby: LobbyView()
    case .gym: GymView()
    case .desk: DeskView()
    default: Text("Club")
    }
  }
}

struct Door: Identifiable {
  let id: String
  let route: ClubRoute?
}

final class ClubCoordinator: Coordinator<ClubRoute> {
  override func start() async { await startFlow(route: .lobby) }

  func enter(_ door: Door) async {
    guard let route = door.route else { return }
    await navigate(toRoute: route)
  }

  func knock(on door: Door) async {
    await enter(door)
  }
}

struct LobbyView: View {
  @EnvironmentObject var coordinator: ClubCoordinator
  let doors = [Door(id: "Gym", route: .gym), Door(id: "Pool", route: .pool)]
  var body: some View {
    ForEach(doors) { door in
      Button(door.id) { Task { await coordinator.enter(door) } }
    }
    Button("Desk") { Task { await coordinator.knock(on: .init(id: "Desk", route: .desk)) } }
  }
}

struct GymView: View {
  @EnvironmentObject var coordinator: ClubCoordinator
  let doors = [Door(id: "Sauna", route: .sauna), Door(id: "Lockers", route: .lockers)]
  var body: some View {
    List(doors) { door in
      Button(door.id) { Task { await coordinator.knock(on: door) } }
    }
  }
}

struct DeskView: View {
  @EnvironmentObject var coordinator: ClubCoordinator
  let roof: Door
  var body: some View {
    Button("Roof") { Task { await coordinator.enter(roof) } }
  }
}
