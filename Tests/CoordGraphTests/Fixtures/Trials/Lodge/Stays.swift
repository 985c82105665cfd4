import SUICoordinator
import SwiftUI

enum StaysRoute: RouteType {
  case search
  case results(query: String)
  case hotel(id: Int)
  case gallery(id: Int)
  case booked(id: Int)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .gallery: .fullScreenCover
    case .booked: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .search: SearchView()
    case .results(let query): ResultsView(query: query)
    case .hotel(let id): HotelView(id: id)
    case .gallery(let id): GalleryView(id: id)
    case .booked(let id): BookedView(id: id)
    }
  }
}

@MainActor
protocol StaysRouting: AnyObject {
  func search(_ query: String) async
  func open(hotel: Int) async
  func showGallery(of hotel: Int) async
  func book(_ hotel: Int) async
  func backToSearch() async
  func signOut() async
}

@Coordinator(StaysRoute.self)
final class StaysCoordinator: StaysRouting {
  func start() async { await startFlow(route: .search) }

  func search(_ query: String) async { await navigate(toRoute: .results(query: query)) }
  func open(hotel: Int) async { await navigate(toRoute: .hotel(id: hotel)) }
  func showGallery(of hotel: Int) async { await navigate(toRoute: .gallery(id: hotel)) }

  func book(_ hotel: Int) async {
    let confirm = DefaultRoute(presentationStyle: .sheet) { BookingConfirmView() }
    await router.navigate(toRoute: confirm)
    await navigate(toRoute: .booked(id: hotel))
  }

  func backToSearch() async {
    await router.dismiss()
    await router.popToRoot()
  }

  func signOut() async { await restart() }
}

struct SearchView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Lisbon") { Task { await (coordinator as? StaysRouting)?.search("Lisbon") } }
    Button("Sign out") { Task { await (coordinator as? StaysRouting)?.signOut() } }
  }
}

struct ResultsView: View {
  let query: String
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    ForEach([1, 2], id: \.self) { id in
      Button("Hotel \(id)") { Task { await (coordinator as? StaysRouting)?.open(hotel: id) } }
    }
  }
}

struct HotelView: View {
  let id: Int
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Photos") { Task { await (coordinator as? StaysRouting)?.showGallery(of: id) } }
    Button("Book") { Task { await (coordinator as? StaysRouting)?.book(id) } }
  }
}

struct GalleryView: View {
  let id: Int
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}

struct BookingConfirmView: View {
  var body: some View { Text("Confirming") }
}

struct BookedView: View {
  let id: Int
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Done") { Task { await (coordinator as? StaysRouting)?.backToSearch() } }
  }
}
