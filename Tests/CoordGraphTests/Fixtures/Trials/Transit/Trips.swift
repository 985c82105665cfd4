import SUICoordinator
import SwiftUI

enum TripsRoute: RouteType {
  case list(TripListModel)
  case trip(TripModel)
  case map(String)
  case stop(String)
  case legacyTimetable

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .map: .fullScreenCover
    case .stop: .detents([.medium])
    default: .push
    }
  }

  @ViewBuilder
  var body: some View {
    switch self {
    case .list(let model): TripListView(model: model)
    case .trip(let model): TripView(model: model)
    case .map(let id): MapView(tripID: id)
    case .stop(let name): StopView(name: name)
    case .legacyTimetable: Text("Timetable")
    }
  }
}

@Observable
final class TripListModel {
  var trips = ["t1", "t2"]
  var onOpen: ((String) -> Void)?
  var onSearch: (() -> Void)?
}

@Observable
final class TripModel {
  let id: String
  weak var coordinator: TripsCoordinator?

  init(id: String, coordinator: TripsCoordinator) {
    self.id = id
    self.coordinator = coordinator
  }

  func tapped(_ event: TripEvent) {
    Task { await coordinator?.handle(event, in: id) }
  }
}

enum TripEvent {
  case showMap
  case showStop(String)
  case buy
  case back
}

final class TripsCoordinator: Coordinator<TripsRoute> {
  override func start() async {
    let model = TripListModel()
    model.onOpen = { [weak self] id in
      Task { await self?.showTrip(id) }
    }
    model.onSearch = { [weak self] in
      guard let self else { return }
      Task { await self.buyTickets(for: "any") }
    }
    await startFlow(route: .list(model))
  }

  func showTrip(_ id: String) async {
    await navigate(toRoute: .trip(TripModel(id: id, coordinator: self)))
  }

  func handle(_ event: TripEvent, in trip: String) async {
    switch event {
    case .showMap:
      await navigate(toRoute: .map(trip))
    case .showStop(let name):
      await navigate(toRoute: .stop(name))
    case .buy:
      await buyTickets(for: trip)
    case .back:
      await router.pop()
    }
  }
}

extension TripsCoordinator {
  func buyTickets(for trip: String) async {
    let tickets = TicketsCoordinator(trip: trip)
    await navigate(to: tickets, presentationStyle: .sheet)
  }

  func closeMap() async {
    await router.dismiss()
  }
}

struct TripListView: View {
  let model: TripListModel

  var body: some View {
    List(model.trips, id: \.self) { id in
      Button(id) { model.onOpen?(id) }
    }
    .toolbar {
      Button("Buy") { model.onSearch?() }
    }
  }
}

struct TripView: View {
  let model: TripModel
  @State private var confirmLeave = false

  var body: some View {
    VStack {
      Button("Map") { model.tapped(.showMap) }
      Button("First stop") { model.tapped(.showStop("Central")) }
      Button("Tickets") { model.tapped(.buy) }
      Button("Leave") { confirmLeave = true }
    }
    .alert("Leave this trip?", isPresented: $confirmLeave) {
      Button("Leave", role: .destructive) { model.tapped(.back) }
      Button("Stay", role: .cancel) {}
    }
  }
}

struct MapView: View {
  let tripID: String
  @EnvironmentObject private var coordinator: TripsCoordinator

  var body: some View {
    Button("Close") { Task { await coordinator.closeMap() } }
  }
}

struct StopView: View {
  let name: String
  var body: some View { Text(name) }
}
