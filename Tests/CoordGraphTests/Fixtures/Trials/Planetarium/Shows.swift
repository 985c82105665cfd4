import Jumper
import SwiftUI

final class ShowsCoordinator: NavigationCoordinable {
  var navigation: Navigation<ShowsCoordinator> = .init(initial: \.list)

  @Route var list = listScreen
  @Route var show = showScreen
  @Route var seats = seatsScreen
  @Route var tickets = ticketsCoordinator
  @Route var soldOut = soldOutScreen

  func listScreen() -> Screen<ShowListViewModel> {
    let viewModel = ShowListViewModel(coordinator: self)
    return Screen(screenView: SwiftUIScreen(content: ShowListView(viewModel: viewModel)), viewModel: viewModel)
  }

  func showScreen(id: Int) -> Screen<ShowViewModel> {
    let viewModel = ShowViewModel(id: id, coordinator: self)
    return Screen(screenView: SwiftUIScreen(content: ShowView(viewModel: viewModel)), viewModel: viewModel)
  }

  func seatsScreen(show: Int) -> some ScreenViewPresentable {
    SwiftUIScreen(content: SeatsView(show: show), modalPresentationStyle: .pageSheet)
  }

  func ticketsCoordinator(show: Int) -> TicketsCoordinator { TicketsCoordinator(show: show) }

  func soldOutScreen() -> some ScreenViewPresentable { SwiftUIScreen(content: SoldOutView()) }
}

final class ShowListViewModel: ObservableObject {
  private weak var coordinator: ShowsCoordinator?
  @Published var shows: [Int] = [1, 2, 3]

  init(coordinator: ShowsCoordinator) {
    self.coordinator = coordinator
  }

  func select(_ id: Int) { coordinator?.push(\.show, input: id) }
}

struct ShowListView: View {
  @ObservedObject var viewModel: ShowListViewModel

  var body: some View {
    List(viewModel.shows, id: \.self) { id in
      Button("Show \(id)") { viewModel.select(id) }
    }
  }
}

final class ShowViewModel: ObservableObject {
  let id: Int
  private weak var coordinator: ShowsCoordinator?
  @Published var seatsLeft = 0

  init(id: Int, coordinator: ShowsCoordinator) {
    self.id = id
    self.coordinator = coordinator
  }

  func pickSeats() { coordinator?.present(\.seats, input: id) }

  func buy() {
    if seatsLeft == 0 {
      coordinator?.push(\.soldOut)
    } else {
      coordinator?.present(\.tickets, input: id)
    }
  }
}

struct ShowView: View {
  @ObservedObject var viewModel: ShowViewModel

  var body: some View {
    VStack {
      Button("Seats") { viewModel.pickSeats() }
      Button("Buy tickets") { viewModel.buy() }
    }
  }
}

struct SeatsView: View {
  let show: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}

struct SoldOutView: View {
  var body: some View {
    Text("Sold out")
  }
}
