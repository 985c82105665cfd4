import SwiftUI
import Observation
import SUICoordinator

enum GardenRoute: RouteType {
  case beds
  case roses
  case tools
  case shed
  case pond
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .tools: .sheet
    default: .push
    }
  }
  @ViewBuilder var body: some View {
    switch self {
    case .beds: BedsView()
    case .roses: RosesView()
    case .shed: ShedView(model: ShedModel())
    default: Text("Garden")
    }
  }
}

enum GardenEvent: Equatable { case roses, tools, shed, pond }

@Observable final class BedsModel {
  var event: GardenEvent?
  func rosesTapped() { event = .roses }
  func toolsTapped() { event = .tools }
}

@Observable final class RosesModel {
  var event: GardenEvent?
  func shedTapped() { event = .shed }
}

final class ShedModel: ObservableObject {
  @Published var event: GardenEvent?
  func rosesTapped() { event = .roses }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async { await startFlow(route: .beds) }

  func handle(_ event: GardenEvent) {
    Task {
      switch event {
      case .roses: await navigate(toRoute: .roses)
      case .tools: await navigate(toRoute: .tools)
      case .shed: await navigate(toRoute: .shed)
      case .pond: await navigate(toRoute: .pond)
      }
    }
  }
}

struct BedsView: View {
  @State private var model = BedsModel()
  @Environment(GardenCoordinator.self) private var coordinator
  var body: some View {
    VStack {
      Button("Roses") { model.rosesTapped() }
      Button("Tools") { model.toolsTapped() }
    }
    .onChange(of: model.event) { _, event in
      if let event { coordinator.handle(event) }
    }
  }
}

struct RosesView: View {
  @State private var model = RosesModel()
  @EnvironmentObject var coordinator: GardenCoordinator
  var body: some View {
    Button("Shed") { model.shedTapped() }
      .onChange(of: model.event) { event in
        guard let event else { return }
        coordinator.handle(event)
      }
  }
}

struct ShedView: View {
  @ObservedObject var model: ShedModel
  @EnvironmentObject var coordinator: GardenCoordinator
  var body: some View {
    Button("Roses", action: model.rosesTapped)
      .onReceive(model.$event.compactMap { $0 }) { coordinator.handle($0) }
  }
}
