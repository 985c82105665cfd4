import SUICoordinator
import SwiftUI

enum AddPlantRoute: RouteType {
  case species
  case pot(species: String)
  case done

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .species: SpeciesView()
    case .pot(let species): PotView(species: species)
    case .done: AddedView()
    }
  }
}

@Coordinator(AddPlantRoute.self)
final class AddPlantCoordinator {
  var species: String? {
    willSet {
      guard let newValue else { return }
      Task { await navigate(toRoute: .pot(species: newValue)) }
    }
  }

  func start() async { await startFlow(route: .species) }
  func potChosen() async { await navigate(toRoute: .done) }
  func finish() async { await finishFlow() }
}

struct SpeciesView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List(["Fern", "Cactus"], id: \.self) { name in
      Button(name) { (coordinator as? AddPlantCoordinator)?.species = name }
    }
  }
}

struct PotView: View {
  let species: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Terracotta") {
      Task {
        await MainActor.run {
          Task { await (coordinator as? AddPlantCoordinator)?.potChosen() }
        }
      }
    }
  }
}

struct AddedView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Text("Added")
      .task {
        try? await Task.sleep(for: .seconds(1))
        await (coordinator as? AddPlantCoordinator)?.finish()
      }
  }
}
