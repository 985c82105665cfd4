import SwiftUI
import UIKCoordinator

class Flow<R: NavigationRoute>: NavigationCoordinator<R> {
  func show(_ route: R) {
    router.navigate(to: route, animated: true)
  }
}

enum DepotRoute: NavigationRoute {
  case shelves
  case shelf(String)
  case scan
  case audit

  var transition: NavigationTransitionStyle {
    switch self {
    case .shelves, .shelf, .audit: return .push
    case .scan: return .modalFullscreen
    }
  }

  func view() -> any View {
    switch self {
    case .shelves: return ShelvesView()
    case .shelf(let id): return ShelfView(id: id)
    case .scan: return ScanView()
    case .audit: return AuditView()
    }
  }
}

final class DepotCoordinator: Flow<DepotRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .shelves, animated: animated)
  }
}

struct ShelvesView: View {
  @EnvironmentObject var coordinator: DepotCoordinator
  var body: some View {
    Button("Shelf") { coordinator.show(.shelf("a")) }
  }
}

struct ShelfView: View {
  let id: String
  @EnvironmentObject var coordinator: DepotCoordinator
  var body: some View {
    Button("Scan") { coordinator.show(.scan) }
  }
}

struct ScanView: View {
  var body: some View { Text("Scan") }
}

struct AuditView: View {
  var body: some View { Text("Audit") }
}
