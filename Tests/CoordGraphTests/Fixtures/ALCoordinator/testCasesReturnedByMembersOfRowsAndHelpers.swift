import SUICoordinator
import SwiftUI

enum Wing: CaseIterable {
  case poems
  case maps

  var route: LibraryRoute {
    switch self {
    case .poems: .poems
    case .maps: .maps
    }
  }
}

struct ShelfPicker {
  func route(forAge age: Int) -> LibraryRoute {
    age > 12 ? .atlas : .poems
  }
}

enum LibraryRoute: RouteType {
  case hall
  case poems
  case maps
  case atlas
  case desk

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .hall: HallView()
    case .maps: MapsView()
    default: Text("Library")
    }
  }
}

final class LibraryCoordinator: Coordinator<LibraryRoute> {
  override func start() async { await startFlow(route: .hall) }

  func go(_ route: LibraryRoute) async { await navigate(toRoute: route) }
}

struct HallView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  var body: some View {
    ForEach(Wing.allCases, id: \.self) { wing in
      Button("Wing") { Task { await coordinator.go(wing.route) } }
    }
  }
}

struct MapsView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  let picker = ShelfPicker()
  let age: Int
  var body: some View {
    Button("For me") { Task { await coordinator.go(picker.route(forAge: age)) } }
  }
}

@main
struct LibraryApp: App {
  @StateObject var coordinator = LibraryCoordinator()
  var body: some Scene { WindowGroup { coordinator.getView() } }
}
