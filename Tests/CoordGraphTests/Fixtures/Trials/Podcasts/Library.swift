import SUICoordinator
import SwiftUI

enum LibraryRoute: RouteType {
  case shows
  case show(id: String)
  case episode(id: String)
  case queue
  case downloadsFull

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shows, .show, .episode: .push
    case .queue: .detents([.medium, .large])
    case .downloadsFull: .fullScreenCover
    }
  }

  @ViewBuilder
  var body: some View {
    switch self {
    case .shows: ShowsView()
    case .show(let id): ShowView(id: id)
    case .episode(let id): EpisodeView(id: id)
    case .queue: QueueView()
    case .downloadsFull: DownloadsFullView()
    }
  }
}

@MainActor
protocol LibraryNavigating: AnyObject {
  func openShow(id: String) async
  func openEpisode(id: String) async
  func openQueue() async
  func closeQueue() async
}

final class LibraryCoordinator: Coordinator<LibraryRoute>, LibraryNavigating {
  override func start() async {
    await startFlow(route: .shows)
  }

  func openShow(id: String) async { await navigate(toRoute: .show(id: id)) }
  func openEpisode(id: String) async { await navigate(toRoute: .episode(id: id)) }
  func openQueue() async { await navigate(toRoute: .queue) }
  func closeQueue() async { await router.dismiss() }

  func download(id: String, freeSpace: Int) async {
    if freeSpace < 100 {
      await navigate(toRoute: .downloadsFull)
    }
  }
}

struct ShowsView: View {
  @Environment(\.coordinator) private var coordinator

  private var navigator: LibraryNavigating? { coordinator as? LibraryNavigating }

  var body: some View {
    List(["a", "b"], id: \.self) { id in
      Button(id) { Task { await navigator?.openShow(id: id) } }
    }
    .toolbar {
      Button("Queue") { Task { await navigator?.openQueue() } }
    }
  }
}

struct ShowView: View {
  let id: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Latest") {
        Task { await (coordinator as? LibraryNavigating)?.openEpisode(id: "\(id)-latest") }
      }
    }
  }
}

struct EpisodeView: View {
  let id: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Download") {
      Task {
        guard let library = coordinator as? LibraryCoordinator else { return }
        await library.download(id: id, freeSpace: Storage.free)
      }
    }
  }
}

enum Storage {
  static var free: Int { 0 }
}

struct QueueView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Close") { Task { await (coordinator as? LibraryNavigating)?.closeQueue() } }
  }
}

struct DownloadsFullView: View {
  var body: some View { Text("Storage full") }
}
