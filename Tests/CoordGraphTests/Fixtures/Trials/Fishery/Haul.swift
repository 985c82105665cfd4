import Jumper
import SwiftUI

@MainActor final class HaulModel: ObservableObject {
  let id: Int
  unowned let coordinator: CatchesCoordinator

  init(id: Int, coordinator: CatchesCoordinator) {
    self.id = id
    self.coordinator = coordinator
  }

  func done() { coordinator.pop() }
}

/// The haul's own sheets, shown by SwiftUI inside the screen Jumper pushed.
enum HaulSheet: Identifiable {
  case species
  case photo

  var id: Self { self }
}

struct HaulView: View {
  @ObservedObject var model: HaulModel
  @State private var sheet: HaulSheet?

  var body: some View {
    VStack {
      Button("Species") { sheet = .species }
      Button("Photo") { sheet = .photo }
      Button("Done") { model.done() }
    }
    .sheet(item: $sheet) { sheet in
      switch sheet {
      case .species: SpeciesPicker()
      case .photo: PhotoNote()
      }
    }
  }
}

/// Its own navigation stack: a species, then its size limits.
struct SpeciesPicker: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      List(["Cod", "Hake"], id: \.self) { name in
        NavigationLink(name, value: name)
      }
      .navigationDestination(for: String.self) { name in SizeLimits(species: name) }
      .toolbar { Button("Cancel") { dismiss() } }
    }
  }
}

struct SizeLimits: View {
  let species: String

  var body: some View { Text(species) }
}

struct PhotoNote: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View { Button("Save") { dismiss() } }
}

/// Closed by SwiftUI's own dismiss: Jumper's `dismiss()` asks a coordinator's parent to take the coordinator away, and
/// would not close a screen the coordinator presented.
struct ConsentView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View { Button("Agree") { dismiss() } }
}

struct QuotaView: View {
  var body: some View { Text("Quota") }
}
