import SUICoordinator
import SwiftUI

enum PlantsRoute: RouteType {
  case shelf
  case plant(name: String)
  case watering(name: String)
  case photo(name: String)
  case failed(message: String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .shelf, .plant: .push
    case .watering: .detents([.medium])
    case .photo: .fullScreenCover
    case .failed: .sheet
    }
  }

  var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .plant(let name): PlantView(name: name)
    case .watering(let name): WateringView(name: name)
    case .photo(let name): PhotoView(name: name)
    case .failed(let message): Text(message)
    }
  }
}

@Coordinator(PlantsRoute.self)
final class PlantsCoordinator {
  func start() async { await startFlow(route: .shelf) }

  func open(_ name: String) async { await navigate(toRoute: .plant(name: name)) }
  func water(_ name: String) async { await navigate(toRoute: .watering(name: name)) }
  func closeWatering() async { await close() }

  func takePhoto(of name: String) async {
    do {
      try await Camera.shared.requestAccess()
      await navigate(toRoute: .photo(name: name))
    } catch {
      await navigate(toRoute: .failed(message: error.localizedDescription))
    }
  }

  func addPlant() async {
    let adding = AddPlantCoordinator()
    await navigate(to: adding, presentationStyle: .sheet)
  }
}

struct Camera {
  static let shared = Camera()
  func requestAccess() async throws {}
}

struct ShelfView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List {
      Button("Fern") { open("Fern") }
      Button("Add") {
        Task {
          if let plants = coordinator as? PlantsCoordinator {
            await plants.addPlant()
          }
        }
      }
    }
  }

  private func open(_ name: String) {
    let plants = coordinator as? PlantsCoordinator
    Task {
      if let plants {
        await plants.open(name)
      }
    }
  }
}

struct PlantView: View {
  let name: String
  @Environment(\.coordinator) private var coordinator
  @State private var model = PlantModel()

  var body: some View {
    VStack {
      Button("Water") { Task { await model.coordinator?.water(name) } }
      Button("Photo") { Task { await model.coordinator?.takePhoto(of: name) } }
    }
    .onAppear { model.coordinator = coordinator as? PlantsCoordinator }
  }
}

@Observable
final class PlantModel {
  @ObservationIgnored weak var coordinator: PlantsCoordinator?
}

struct WateringView: View {
  let name: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Watered") {
      Task { @MainActor in
        guard let plants = coordinator as? PlantsCoordinator else { return }
        await plants.closeWatering()
      }
    }
  }
}

struct PhotoView: View {
  let name: String
  var body: some View { Text(name) }
}
