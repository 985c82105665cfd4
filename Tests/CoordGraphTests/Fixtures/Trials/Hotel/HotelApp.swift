import SUICoordinator
import SwiftUI

@main
struct HotelApp: App {
  @State private var root = StayCoordinator()

  var body: some Scene {
    WindowGroup { root.getView() }
  }
}

/// Who is staying, loaded from the server.
actor Guest {
  static let shared = Guest()
  func booking() async -> String? { nil }
}

enum StayRoute: RouteType {
  case checkIn
  case lobby(room: String)
  case roomKey(room: String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .checkIn, .lobby: .push
    case .roomKey: .sheet
    }
  }

  var body: some View {
    switch self {
    case .checkIn: CheckInView()
    case .lobby(let room): LobbyView(room: room)
    case .roomKey(let room): RoomKeyView(room: room)
    }
  }
}

@Coordinator(StayRoute.self)
final class StayCoordinator {
  func start() async {
    let booking = await Guest.shared.booking()
    await startFlow(route: booking.map { .lobby(room: $0) } ?? .checkIn)
  }

  func checkedIn(room: String) async {
    await startFlow(route: .lobby(room: room))
  }

  func showKey(for room: String) async { await navigate(toRoute: .roomKey(room: room)) }

  func orderFood(to room: String) async {
    let service = RoomServiceCoordinator(room: room) { [weak self] in
      await self?.showKey(for: room)
    }
    await navigate(to: service, presentationStyle: .fullScreenCover)
  }

  func spa() async {
    let spa = SpaCoordinator()
    await navigate(to: spa, presentationStyle: .sheet)
  }
}

struct CheckInView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Check in") { Task { await (coordinator as? StayCoordinator)?.checkedIn(room: "204") } }
  }
}

struct LobbyView: View {
  let room: String
  @Environment(\.coordinator) private var coordinator
  private var stay: StayCoordinator? { coordinator as? StayCoordinator }

  var body: some View {
    List {
      Button("Room key") { Task { await stay?.showKey(for: room) } }
      Button("Room service") { Task { await stay?.orderFood(to: room) } }
      Button("Spa") { Task { await stay?.spa() } }
    }
  }
}

struct RoomKeyView: View {
  let room: String
  var body: some View { Text("Key for \(room)") }
}
