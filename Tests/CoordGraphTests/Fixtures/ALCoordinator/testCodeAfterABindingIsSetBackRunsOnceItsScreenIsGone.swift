import SUICoordinator
import SwiftUI

enum ShelfRoute: RouteType {
  case shelf
  case results(String)
  case about

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelf, .results: .push
    case .about: .sheet
    }
  }

  var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .results(let filter): Text(filter)
    case .about: Text("About")
    }
  }
}

@Coordinator(ShelfRoute.self)
final class ShelfCoordinator {
  func start() async { await startFlow(route: .shelf) }
  func showResults(_ filter: String) async { await navigate(toRoute: .results(filter)) }
  func showAbout() async { await navigate(toRoute: .about) }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ShelfCoordinator
  @State private var filtering = false
  @State private var tagging = false

  var body: some View {
    Button("Filter") { filtering = true }
    Button("Tags") { tagging = true }
      .sheet(isPresented: $filtering) {
        FilterView(onApply: { filter in
          filtering = false
          Task { await coordinator.showResults(filter) }
        })
      }
      .sheet(isPresented: $tagging) {
        TagsView(onAbout: {
          Task { await coordinator.showAbout() }
          tagging.toggle()
        })
      }
  }
}

struct FilterView: View {
  let onApply: (String) -> Void

  var body: some View {
    Button("Apply") { onApply("red") }
  }
}

struct TagsView: View {
  let onAbout: () -> Void

  var body: some View {
    Button("About") { onAbout() }
  }
}
