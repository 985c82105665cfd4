import SwiftUI
import UIKCoordinator

enum FerryRoute: NavigationRoute {
  case departures(DeparturesModel)
  case crossing(id: String)
  case filters
  case map
  case timetable

  var transition: NavigationTransitionStyle {
    switch self {
    case .departures, .crossing, .timetable: return .push
    case .filters: return .modal
    case .map: return .modalFullscreen
    }
  }

  func view() -> any View {
    switch self {
    case .departures(let model): return DeparturesView(model: model)
    case .crossing(let id): return CrossingView(id: id)
    case .filters: return FiltersView()
    case .map: return MapView()
    case .timetable: return TimetableView()
    }
  }
}

protocol FerryNavigating: AnyObject {
  func showCrossing(id: String)
  func showFilters()
  func showMap()
  func showTimetable()
}

final class FerryCoordinator: NavigationCoordinator<FerryRoute>, FerryNavigating {
  override func start(animated: Bool = true) {
    router.startFlow(route: .departures(DeparturesModel(navigator: self)), animated: animated)
  }

  func showCrossing(id: String) { router.navigate(to: .crossing(id: id)) }
  func showFilters() { router.navigate(to: .filters) }
  func showMap() { router.navigate(to: .map) }
  func showTimetable() { router.navigate(to: .timetable) }
}

final class DeparturesModel: ObservableObject {
  weak var navigator: (any FerryNavigating)?
  init(navigator: any FerryNavigating) {
    self.navigator = navigator
  }

  func select(_ id: String) {
    guard let navigator else { return }
    navigator.showCrossing(id: id)
  }

  func filter() { navigator?.showFilters() }
}

struct DeparturesView: View {
  @ObservedObject var model: DeparturesModel
  var body: some View {
    Text("Departures").onTapGesture { model.select("d1") }
    Button("Filter", action: model.filter)
    Button("Map") { model.navigator?.showMap() }
    if let navigator = model.navigator { timetableButton(navigator) }
  }

  private func timetableButton(_ navigator: some FerryNavigating) -> some View {
    Button("Timetable") { navigator.showTimetable() }
  }
}

struct CrossingView: View {
  let id: String
  var body: some View { Text(id) }
}

struct FiltersView: View {
  var body: some View { Text("Filters") }
}

struct MapView: View {
  var body: some View { Text("Map") }
}

struct TimetableView: View {
  var body: some View { Text("Timetable") }
}
