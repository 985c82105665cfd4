import SUICoordinator
import SwiftUI

enum LibraryRoute: RouteType {
  case shelf(LibraryCoordinator)
  case book(LibraryCoordinator)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .shelf(let coordinator): ShelfView(coordinator: coordinator)
    case .book(let coordinator): BookView(coordinator: coordinator)
    }
  }
}

final class LibraryCoordinator: Coordinator<LibraryRoute> {
  override func start() async { await startFlow(route: .shelf(self)) }

  func addBook() async {
    let scanner = ScannerCoordinator()
    scanner.onScanned = { [weak self] in
      guard let self else { return }
      Task { await self.navigate(toRoute: .book(self)) }
    }
    await navigate(to: scanner, presentationStyle: .sheet)
  }
}

struct ShelfView: View {
  let coordinator: LibraryCoordinator
  var body: some View { Button("Scan") { Task { await coordinator.addBook() } } }
}

struct BookView: View {
  let coordinator: LibraryCoordinator
  var body: some View { Text("Book") }
}

enum ScannerRoute: RouteType {
  case camera(ScannerCoordinator)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .camera(let coordinator): CameraView(coordinator: coordinator)
    }
  }
}

final class ScannerCoordinator: Coordinator<ScannerRoute> {
  var onScanned: (() -> Void)?

  override func start() async { await startFlow(route: .camera(self)) }

  func scanned() async {
    await close()
    onScanned?()
  }
}

struct CameraView: View {
  let coordinator: ScannerCoordinator
  var body: some View { Button("Use") { Task { await coordinator.scanned() } } }
}
