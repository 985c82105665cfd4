import SUICoordinator
import SwiftUI

enum GridRoute: RouteType {
  case grid
  case cell
  case about

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .about: .sheet
    default: .push
    }
  }

  var body: some View {
    switch self {
    case .grid: GridView()
    case .cell: CellView()
    case .about: AboutView()
    }
  }
}

final class GridCoordinator: Coordinator<GridRoute> {
  override func start() async { await startFlow(route: .grid) }
  func showCell() async { await navigate(toRoute: .cell) }
  func showAbout() async { await navigate(toRoute: .about) }
}

// A lookup table nested 18 deep, as generated code may write one: SwiftParser alone takes a tenth of a second over it
// (release build), and twice that for each level more.
let lookup = [[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]

struct GridView: View {
  @Environment(\.coordinator) var coordinator
  let shape: [[[[[[[[[[[[[[[[[[Int]]]]]]]]]]]]]]]]]] = []

  var body: some View {
    Button("Cell") { Task { await (coordinator as? GridCoordinator)?.showCell() } }
  }
}

struct CellView: View {
  @Environment(\.coordinator) var coordinator
  var body: some View {
    Button("About") { Task { await (coordinator as? GridCoordinator)?.showAbout() } }
  }
}

struct AboutView: View {
  @Environment(\.dismiss) var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
