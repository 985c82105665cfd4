import SUICoordinator
import SwiftUI

@main
struct TanneryApp: App {
  @State private var coordinator = HidesCoordinator()

  var body: some Scene {
    WindowGroup { coordinator.getView() }
  }
}

enum HidesRoute: RouteType {
  case inventory(InventoryModel)
  case hide(HideModel)
  case dye(HideModel)
  case export(String)
  case settings

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .inventory, .hide: .push
    case .dye: .detents([.medium])
    case .export: .fullScreenCover
    case .settings: .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .inventory(let model): InventoryView(model: model)
    case .hide(let model): HideView(model: model)
    case .dye(let model): DyeView(model: model)
    case .export(let batch): ExportView(batch: batch)
    case .settings: SettingsView()
    }
  }
}

@Coordinator(HidesRoute.self)
final class HidesCoordinator {
  func start() async {
    await startFlow(route: .inventory(InventoryModel(coordinator: self)))
  }

  func route(to destination: HidesRoute) async {
    await navigate(toRoute: destination)
  }

  func back() async { await router.pop() }
  func closeSheet() async { await router.dismiss() }
}

/// A screen's model that takes the user's intents one at a time.
@MainActor protocol IntentHandling {
  associatedtype Intent
  func send(_ intent: Intent)
}

@Observable
final class InventoryModel: IntentHandling {
  enum Intent {
    case openHide(String)
    case openSettings
    case exportAll
    case refresh
  }

  var hides = ["Calf", "Goat", "Sheep"]
  @ObservationIgnored private weak var coordinator: HidesCoordinator?

  init(coordinator: HidesCoordinator) { self.coordinator = coordinator }

  func send(_ intent: Intent) {
    switch intent {
    case .openHide(let name):
      let model = HideModel(name: name, coordinator: coordinator)
      Task { await coordinator?.route(to: .hide(model)) }
    case .openSettings:
      Task { await coordinator?.route(to: .settings) }
    case .exportAll:
      Task { await coordinator?.route(to: .export("all")) }
    case .refresh:
      hides.shuffle()
    }
  }
}

struct InventoryView: View {
  let model: InventoryModel

  var body: some View {
    List(model.hides, id: \.self) { name in
      Button(name) { model.send(.openHide(name)) }
    }
    .refreshable { model.send(.refresh) }
    .toolbar {
      Button("Settings") { model.send(.openSettings) }
      Button("Export") { model.send(.exportAll) }
    }
  }
}

@Observable
final class HideModel: IntentHandling {
  enum Intent {
    case chooseDye
    case dyeChosen(String)
    case done
  }

  let name: String
  var dye: String?
  @ObservationIgnored private weak var coordinator: HidesCoordinator?

  init(name: String, coordinator: HidesCoordinator?) {
    self.name = name
    self.coordinator = coordinator
  }

  func send(_ intent: Intent) {
    Task {
      switch intent {
      case .chooseDye:
        await coordinator?.route(to: .dye(self))
      case .dyeChosen(let color):
        dye = color
        await coordinator?.closeSheet()
      case .done:
        await coordinator?.back()
      }
    }
  }
}

struct HideView: View {
  let model: HideModel
  @State private var showingNotes = false

  var body: some View {
    VStack {
      Text(model.name)
      Button("Dye") { model.send(.chooseDye) }
      Button("Notes") { showingNotes = true }
      Button("Done") { model.send(.done) }
    }
    .sheet(isPresented: $showingNotes) { NotesView() }
  }
}

struct NotesView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

struct DyeView: View {
  let model: HideModel

  var body: some View {
    ForEach(["Oxblood", "Tan", "Black"], id: \.self) { color in
      Button(color) { model.send(.dyeChosen(color)) }
    }
  }
}

struct ExportView: View {
  let batch: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Done") { Task { await (coordinator as? HidesCoordinator)?.closeSheet() } }
  }
}

struct SettingsView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
