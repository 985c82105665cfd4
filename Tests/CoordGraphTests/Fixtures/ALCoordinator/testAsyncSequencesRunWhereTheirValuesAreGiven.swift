import SUICoordinator
import SwiftUI

extension Notification.Name {
  static let sessionEnded = Notification.Name("sessionEnded")
}

enum HikeRoute: RouteType {
  case trails(TrailsModel)
  case trail(TrailModel)
  case map
  case share
  case report
  case signIn

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .trails, .trail, .map: .push
    case .share, .report: .sheet
    case .signIn: .fullScreenCover
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .trails(let model): TrailsView(model: model)
    case .trail(let model): TrailView(model: model)
    case .map: MapView()
    default: Text("Hike")
    }
  }
}

// Events yielded to a stream's continuation, read by a `for await` loop in the coordinator.
final class TrailsModel: ObservableObject {
  enum Event { case open, map }
  let events: AsyncStream<Event>
  private let continuation: AsyncStream<Event>.Continuation

  init() { (events, continuation) = AsyncStream.makeStream(of: Event.self) }

  func select() { continuation.yield(.open) }
  func showMap() { continuation.yield(.map) }
}

// Routes yielded to a throwing stream, navigated to as they come.
final class TrailModel: ObservableObject {
  let routes: AsyncThrowingStream<HikeRoute, Error>
  private let continuation: AsyncThrowingStream<HikeRoute, Error>.Continuation

  init() { (routes, continuation) = AsyncThrowingStream.makeStream(of: HikeRoute.self) }

  func share() { continuation.yield(.share) }
  func report() { self.continuation.yield(.report) }
}

final class HikeCoordinator: Coordinator<HikeRoute> {
  override func start() async {
    let model = TrailsModel()
    Task { [weak self] in
      for await event in model.events {
        switch event {
        case .open: await self?.openTrail()
        case .map: await self?.navigate(toRoute: .map)
        }
      }
    }
    // A notification observed by a loop: its body runs where the notification is posted.
    Task { [weak self] in
      for await _ in NotificationCenter.default.notifications(named: .sessionEnded) { await self?.signIn() }
    }
    await startFlow(route: .trails(model))
  }

  func openTrail() async {
    let model = TrailModel()
    Task { @MainActor [weak self] in
      for try await route in model.routes { await self?.navigate(toRoute: route) }
    }
    await navigate(toRoute: .trail(model))
  }

  func signIn() async { await navigate(toRoute: .signIn) }
  func backToTrails() async { await router.popToRoot() }
}

struct TrailsView: View {
  @ObservedObject var model: TrailsModel
  var body: some View {
    Button("Trail") { model.select() }
    Button("Map") { model.showMap() }
  }
}

struct TrailView: View {
  @ObservedObject var model: TrailModel
  var body: some View {
    Button("Share") { model.share() }
    Button("Report") { model.report() }
    Button("Sign out") { NotificationCenter.default.post(name: .sessionEnded, object: nil) }
  }
}

struct MapView: View {
  @EnvironmentObject var coordinator: HikeCoordinator
  var body: some View { Button("Trails") { Task { await coordinator.backToTrails() } } }
}
