import SUICoordinator
import SwiftUI

enum BedsRoute: NavigationRoute {
  case list(viewModel: BedsViewModel)
  case bed(viewModel: BedViewModel)
  case plant(name: String)
  case harvestLog

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .bed: return .push
    case .plant: return .modal
    case .harvestLog: return .modalFullscreen
    }
  }

  func view() -> any View {
    switch self {
    case .list(let viewModel): return BedsView(viewModel: viewModel)
    case .bed(let viewModel): return BedView(viewModel: viewModel)
    case .plant(let name): return Text(name)
    case .harvestLog: return HarvestLogView()
    }
  }
}

final class BedsCoordinator: NavigationCoordinator<BedsRoute> {
  override func start(animated: Bool = true) {
    let viewModel = BedsViewModel(coordinator: self)
    router.startFlow(route: .list(viewModel: viewModel), animated: animated)
  }

  func showBed(_ id: Int) {
    router.navigate(to: .bed(viewModel: BedViewModel(id: id, coordinator: self)))
  }

  func showPlant(_ name: String) { router.navigate(to: .plant(name: name)) }

  func logHarvest() { router.navigate(to: .harvestLog) }

  func plan() {
    let planner = PlannerCoordinator(presentationStyle: .fullScreen)
    startChildCoordinator(planner)
  }
}

final class BedsViewModel: ObservableObject {
  private weak var coordinator: BedsCoordinator?
  init(coordinator: BedsCoordinator) { self.coordinator = coordinator }
  func open(_ id: Int) { coordinator?.showBed(id) }
  func plan() { coordinator?.plan() }
}

final class BedViewModel: ObservableObject {
  let id: Int
  private weak var coordinator: BedsCoordinator?
  init(id: Int, coordinator: BedsCoordinator) {
    self.id = id
    self.coordinator = coordinator
  }
  func plant(_ name: String) { coordinator?.showPlant(name) }
  func harvest() { coordinator?.logHarvest() }
}

struct BedsView: View {
  @StateObject var viewModel: BedsViewModel
  var body: some View {
    List(0..<3, id: \.self) { id in
      Button("Bed \(id)") { viewModel.open(id) }
    }
    .toolbar { Button("Plan") { viewModel.plan() } }
  }
}

struct BedView: View {
  @StateObject var viewModel: BedViewModel
  var body: some View {
    VStack {
      Button("Tomato") { viewModel.plant("Tomato") }
      Button("Harvest") { viewModel.harvest() }
    }
  }
}

struct HarvestLogView: View {
  var body: some View { Text("Log") }
}
