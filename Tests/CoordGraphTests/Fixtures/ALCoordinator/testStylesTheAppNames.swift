import SUICoordinator
import SwiftUI

extension TransitionPresentationStyle {
  static var card: Self { .fullScreenCover }
  static var halfSheet: Self { .detents([.medium]) }
  static let peek = TransitionPresentationStyle.sheet
  static func drawer(tall: Bool) -> Self { tall ? .fullScreenCover : .detents([.large]) }
  static var loopA: Self { .loopB }
  static var loopB: Self { .loopA }
}

enum Styles {
  static let receipt: TransitionPresentationStyle = .fullScreenCover
}

enum ShelfRoute: RouteType {
  case shelf
  case book
  case cover
  case notes
  case receipt
  case drawer
  case odd

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelf: .push
    case .book: .halfSheet
    case .cover: .card
    case .notes: .peek
    case .receipt: Styles.receipt
    case .drawer: .drawer(tall: true)
    case .odd: .loopA
    }
  }

  var body: some View {
    switch self {
    case .shelf: ShelfView()
    default: Text("Page")
    }
  }
}

final class ShelfCoordinator: Coordinator<ShelfRoute> {
  override func start() async { await startFlow(route: .shelf) }

  func open(_ route: ShelfRoute) async { await navigate(toRoute: route) }

  func openTrimmed() async { await navigate(toRoute: .book, presentationStyle: .card) }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ShelfCoordinator
  var body: some View {
    Button("Book") { Task { await coordinator.open(.book) } }
    Button("Cover") { Task { await coordinator.open(.cover) } }
    Button("Notes") { Task { await coordinator.open(.notes) } }
    Button("Receipt") { Task { await coordinator.open(.receipt) } }
    Button("Drawer") { Task { await coordinator.open(.drawer) } }
    Button("Odd") { Task { await coordinator.open(.odd) } }
    Button("Trimmed") { Task { await coordinator.openTrimmed() } }
  }
}
