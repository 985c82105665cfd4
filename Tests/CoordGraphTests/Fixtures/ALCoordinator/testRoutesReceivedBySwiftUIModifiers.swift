import Observation
import SUICoordinator
import SwiftUI

enum GardenRoute: RouteType {
  case beds
  case bed(id: Int)
  case water
  case help

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .beds, .bed: .push
    case .water, .help: .sheet
    }
  }

  @ViewBuilder
  var body: some View {
    switch self {
    case .beds: BedsView(model: BedsModel())
    case .bed(let id): BedView(model: BedModel(id: id))
    case .water: Text("Water")
    case .help: Text("Help")
    }
  }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async { await startFlow(route: .beds) }
}

@Observable
final class BedsModel {
  var destination: GardenRoute?
  func open(_ id: Int) { destination = .bed(id: id) }
  func help() { destination = .help }
}

struct BedsView: View {
  @Environment(\.coordinator) private var coordinator
  let model: BedsModel

  var body: some View {
    List {
      Button("Bed 1") { model.open(1) }
      Button("Help") { model.help() }
    }
    .onChange(of: model.destination) { _, destination in
      guard let destination else { return }
      Task { await (coordinator as? GardenCoordinator)?.navigate(toRoute: destination) }
    }
  }
}

final class BedModel: ObservableObject {
  let id: Int
  @Published var next: GardenRoute?
  init(id: Int) { self.id = id }
  func water() { next = .water }
}

struct BedView: View {
  @Environment(\.coordinator) private var coordinator
  @ObservedObject var model: BedModel

  var body: some View {
    Button("Water") { model.water() }
      .onReceive(model.$next.compactMap { $0 }) { route in
        Task { await (coordinator as? GardenCoordinator)?.navigate(toRoute: route) }
      }
  }
}
