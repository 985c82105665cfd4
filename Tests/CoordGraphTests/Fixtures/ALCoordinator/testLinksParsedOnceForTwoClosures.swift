import SUICoordinator
import SwiftUI

@main
struct ShelfApp: App {
  @StateObject private var app = LibraryCoordinator()
  var body: some Scene {
    WindowGroup {
      app.getView()
        .onOpenURL { url in
          guard let link = DeepLink.parse(url) else { return }
          Task { await app.open(link) }
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
          guard let url = activity.webpageURL, let link = DeepLink.parse(url) else { return }
          Task { await app.open(link) }
        }
    }
  }
}

enum DeepLink: Equatable {
  case book(id: String)
  case author(name: String)
  case search(query: String)
  case loans

  static func parse(_ url: URL) -> DeepLink? {
    let parts = url.pathComponents.filter { $0 != "/" }
    switch parts.first {
    case "book": return parts.count > 1 ? .book(id: parts[1]) : nil
    case "author": return parts.count > 1 ? .author(name: parts[1]) : nil
    case "search":
      let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value ?? ""
      return .search(query: query)
    case "loans": return .loans
    default: return nil
    }
  }
}

enum LibraryRoute: RouteType {
  case shelf
  case book(id: String)
  case author(name: String)
  case search(query: String)
  case loans

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .search: .sheet
    case .loans: .fullScreenCover
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .book(let id): Text(id)
    case .author(let name): Text(name)
    case .search(let query): Text(query)
    case .loans: LoansView()
    }
  }
}

final class LibraryCoordinator: Coordinator<LibraryRoute> {
  override func start() async { await startFlow(route: .shelf) }

  func open(_ link: DeepLink) async {
    await router.popToRoot()
    switch link {
    case .book(let id): await navigate(toRoute: .book(id: id))
    case .author(let name): await navigate(toRoute: .author(name: name))
    case .search(let query): await navigate(toRoute: .search(query: query))
    case .loans: await navigate(toRoute: .loans)
    }
  }

  func close() async { await router.dismiss() }

  // Returns one of the app's enums, and navigates: a handler.
  func reopen(_ url: URL) async -> Reopened {
    guard url.host() == "shelf" else { return .ignored }
    await router.popToRoot()
    return .shown
  }
}

enum Reopened { case shown, ignored }

struct ShelfView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  var body: some View {
    Button("Loans") { Task { await coordinator.open(.loans) } }
  }
}

struct LoansView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  var body: some View { Button("Close") { Task { await coordinator.close() } } }
}
