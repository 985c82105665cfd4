import Combine
import SUICoordinator
import SwiftUI

@MainActor
final class ProjectsModel: ObservableObject {
  enum Event { case open(Int), failed(String), debug }
  let events = PassthroughSubject<Event, Never>()
  func tap(_ id: Int) { events.send(.open(id)) }
  func load() {
    Task.detached { [events] in
      await MainActor.run { events.send(.failed("offline")) }
    }
  }
}

struct ProjectsView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  @StateObject private var model = ProjectsModel()
  var body: some View {
    List {
      Button("One") { model.tap(1) }
      #if DEBUG
        Button("Debug") { Task { await coordinator.debug() } }
      #endif
    }
    .onAppear { model.load() }
    .onReceive(model.events) { event in
      Task {
        switch event {
        case .open(let id): await coordinator.edit(id)
        case .failed(let message): await coordinator.presentError(message)
        case .debug: break
        }
      }
    }
  }
}

struct EditorView: View {
  let id: Int
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View {
    Button("Export") { Task { await coordinator.export() } }
  }
}

struct ExportView: View {
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View {
    Button("Done") { Task { await coordinator.dismissTop() } }
    Button("Fail") { Task { await coordinator.presentError("disk") } }
  }
}

struct ErrorView: View {
  let message: String
  @EnvironmentObject var coordinator: StudioCoordinator
  var body: some View {
    Button("OK") { Task { await coordinator.dismissTop() } }
  }
}
