import SUICoordinator
import SwiftUI

enum NestRoute: RouteType {
  case nests

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { NestsView() }
}

final class NestCoordinator: Coordinator<NestRoute> {
  override func start() async { await startFlow(route: .nests) }
}

enum NestSheet: Identifiable {
  case eggs(Int)
  case notes
  var id: String { "\(self)" }
}

enum NestPath: Hashable {
  case nest(Int)
  case weather
}

struct NestsView: View {
  @State private var sheet: NestSheet?

  var body: some View {
    List(0..<3, id: \.self) { id in
      NavigationLink("Nest \(id)", value: NestPath.nest(id))
        .swipeActions { Button("Eggs") { sheet = .eggs(id) } }
    }
    .toolbar {
      Button("Notes") { sheet = .notes }
      NavigationLink("Weather", value: NestPath.weather)
    }
    .sheet(item: $sheet) { item in
      NavigationStack {
        switch item {
        case let .eggs(id): EggsView(nestID: id)
        case .notes: NotesView()
        }
      }
    }
    .navigationDestination(for: NestPath.self) { path in
      switch path {
      case .nest(let id): NestView(id: id)
      case .weather: WeatherView()
      }
    }
  }
}

struct EggsView: View {
  let nestID: Int
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}

struct NotesView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    List { NavigationLink("First note") { NoteView() } }
      .toolbar { Button("Close") { dismiss() } }
  }
}

struct NoteView: View {
  var body: some View { Text("Note") }
}

struct NestView: View {
  let id: Int
  var body: some View { Text("Nest \(id)") }
}

struct WeatherView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Back") { dismiss() } }
}
