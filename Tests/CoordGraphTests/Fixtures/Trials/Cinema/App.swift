import Observation
import SUICoordinator
import SwiftUI

@main
struct CinemaApp: App {
  private let coordinator = CinemaCoordinator()
  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

enum CinemaRoute: RouteType {
  case showtimes(ShowtimesModel)
  case film(id: Int)
  case trailer(url: URL)
  case seatMap(showId: Int)
  case loadFailed(String)

  var presentationStyle: TransitionPresentationStyle {
    if case .trailer = self { return .fullScreenCover }
    if case .loadFailed = self { return .detents([.medium]) }
    return .push
  }

  var body: some View {
    switch self {
    case .showtimes(let model): ShowtimesView(model: model)
    case .film(let id): FilmView(id: id)
    case .trailer(let url): TrailerView(url: url)
    case .seatMap(let showId): SeatMapView(showId: showId)
    case .loadFailed(let message): Text(message)
    }
  }
}

@Coordinator(CinemaRoute.self)
final class CinemaCoordinator {
  func start() async {
    let model = ShowtimesModel()
    model.coordinator = self
    await startFlow(route: .showtimes(model))
  }

  func openFilm(_ id: Int) async { await navigate(toRoute: .film(id: id)) }

  func playTrailer(_ url: URL, inline: Bool = false) async {
    await navigate(toRoute: .trailer(url: url), presentationStyle: inline ? .push : .fullScreenCover)
  }

  func chooseSeats(for showId: Int) async { await navigate(toRoute: .seatMap(showId: showId)) }

  func buy(showId: Int, seats: [Int]) async {
    let checkout = CheckoutCoordinator(showId: showId, seats: seats)
    await navigate(to: checkout, presentationStyle: .sheet)
  }

  func failed(_ message: String) async { await navigate(toRoute: .loadFailed(message)) }
}

@Observable
@MainActor
final class ShowtimesModel {
  weak var coordinator: CinemaCoordinator?
  var films: [Int] = []

  func load() async {
    do {
      films = try await API.films()
    } catch {
      await coordinator?.failed(error.localizedDescription)
    }
  }

  func select(_ id: Int) async { await coordinator?.openFilm(id) }
}

enum API {
  static func films() async throws -> [Int] { [] }
}

struct ShowtimesView: View {
  let model: ShowtimesModel
  var body: some View {
    List(model.films, id: \.self) { id in
      Button("\(id)") { Task { await model.select(id) } }
    }
    .task { await model.load() }
  }
}

struct FilmView: View {
  let id: Int
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    VStack {
      Button("Trailer") {
        Task { await (coordinator as? CinemaCoordinator)?.playTrailer(URL(string: "https://x.y/\(id)")!) }
      }
      Button("Seats") { Task { await (coordinator as? CinemaCoordinator)?.chooseSeats(for: id) } }
    }
  }
}

struct TrailerView: View {
  let url: URL
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Close") { Task { await coordinator?.close() } }
  }
}

struct SeatMapView: View {
  let showId: Int
  @Environment(\.coordinator) private var coordinator
  @State private var seats: [Int] = []
  var body: some View {
    Button("Buy") {
      Task { await (coordinator as? CinemaCoordinator)?.buy(showId: showId, seats: seats) }
    }
    .disabled(seats.isEmpty)
  }
}
