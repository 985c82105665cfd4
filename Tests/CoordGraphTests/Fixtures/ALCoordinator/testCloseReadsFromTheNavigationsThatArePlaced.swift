import SUICoordinator
import SwiftUI

enum FilmRoute: RouteType {
  case film
  case trailer
  case poster

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .film: FilmView()
    case .trailer: TrailerView()
    case .poster: PosterView()
    }
  }
}

final class FilmCoordinator: Coordinator<FilmRoute> {
  override func start() async { await startFlow(route: .film) }

  func playTrailer(inline: Bool = false) async {
    await navigate(toRoute: .trailer, presentationStyle: inline ? .push : .fullScreenCover)
  }

  func showPoster() async { await navigate(toRoute: .poster, presentationStyle: .sheet) }

  func showPosterInline() async { await navigate(toRoute: .poster) }
}

struct FilmView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Trailer") { Task { await (coordinator as? FilmCoordinator)?.playTrailer() } }
    Button("Poster") { Task { await (coordinator as? FilmCoordinator)?.showPoster() } }
  }
}

struct TrailerView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Close") { Task { await coordinator?.close() } }
  }
}

struct PosterView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Close") { Task { await coordinator?.close() } }
  }
}
