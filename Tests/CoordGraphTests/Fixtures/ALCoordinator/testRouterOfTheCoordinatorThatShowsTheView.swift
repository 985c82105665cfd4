import SUICoordinator
import SwiftUI

enum ShelfRoute: RouteType {
  case shelf
  case book
  case review

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .review: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .book: BookView()
    case .review: ReviewView()
    }
  }
}

@Coordinator(ShelfRoute.self)
final class ShelfCoordinator {
  func start() async { await startFlow(route: .shelf) }
  func open() async { await navigate(toRoute: .book) }
  func review() async { await navigate(toRoute: .review) }
}

struct ShelfView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View { Button("Open") { Task { await (coordinator as? ShelfCoordinator)?.open() } } }
}

// Views that ask the router of the coordinator showing them, through the library's environment.
struct BookView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    VStack {
      Button("Review") { Task { await (coordinator as? ShelfCoordinator)?.review() } }
      Button("Back") { Task { await coordinator?.router.pop() } }
      Button("Shelf") { Task { await coordinator?.router.popToRoot() } }
    }
  }
}

struct ReviewView: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View { Button("Done") { Task { await coordinator?.router.dismiss() } } }
}
